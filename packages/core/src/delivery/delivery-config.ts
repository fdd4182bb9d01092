import { z } from 'zod';

const zoneSchema = z.strictObject({
  name: z.string().min(1).describe('Region name shown with the quote, e.g. "Brisbane Metro".'),
  upToKm: z
    .number()
    .positive()
    .describe('Applies to delivery addresses up to this far from the selling location.'),
  priceDollars: z.number().int().min(0),
});

/** Delivery estimates by postcode (spec 1 §2 delivery calculator, §7 delivery price lookup). */
export const deliveryConfigSchema = z
  .strictObject({
    enabled: z.boolean().default(true).describe('Show the delivery calculator on vehicle pages.'),
    zones: z
      .array(zoneSchema)
      .default([
        { name: 'Local', upToKm: 50, priceDollars: 0 },
        { name: 'Metro and surrounds', upToKm: 150, priceDollars: 350 },
        { name: 'Regional', upToKm: 500, priceDollars: 950 },
        { name: 'Interstate', upToKm: 1500, priceDollars: 1950 },
        { name: 'Remote', upToKm: 4500, priceDollars: 3450 },
      ])
      .describe(
        'Distance bands from the selling location, nearest first; beyond the last band there is no estimate.',
      ),
  })
  .prefault({});

export type DeliveryConfig = z.infer<typeof deliveryConfigSchema>;
