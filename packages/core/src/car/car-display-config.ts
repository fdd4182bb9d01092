import { z } from 'zod';
import { itemTypeSchema } from './car.ts';

/** How cars are named, labelled and tagged on cards and vehicle pages (spec 1 §4, spec 2 §2). */
export const carDisplayConfigSchema = z
  .strictObject({
    carTypeLabels: z
      .strictObject({
        new: z.string().default('New'),
        demo: z.string().default('Demo'),
        used: z.string().default('Used'),
      })
      .prefault({})
      .describe("Labels for car types; some dealers show 'used' as 'Pre-Owned'."),
    vehicleKind: itemTypeSchema
      .default('car')
      .describe(
        "What the site sells: car, motorcycle, truck or caravan. Picks the site's words (core's vehicle vocabulary) wherever a word field below or in other sections is null.",
      ),
    vehicleNoun: z
      .strictObject({ singular: z.string().min(1), plural: z.string().min(1) })
      .nullable()
      .default(null)
      .describe(
        "What the stock is called ('Show Me 12 Cars'); null: the vehicle kind's noun ('Car', 'Motorcycle', 'Caravan', 'Truck').",
      ),
    bodyTypeLabels: z
      .record(
        z.string(),
        z.strictObject({ singular: z.string().min(1), plural: z.string().min(1) }),
      )
      .default({})
      .describe(
        "Names for body types where the body value alone reads wrongly ('Naked' → 'Naked Bike' / 'Naked Bikes'); others read as the value, plural with 's'.",
      ),
    justArrivedDays: z
      .number()
      .int()
      .min(0)
      .default(8)
      .describe('A car created within this many days gets the new-arrival tag (spec 1 §4).'),
    justArrivedTagName: z.string().default('New').describe('Text of the new-arrival tag.'),
    soldTagName: z
      .string()
      .default('JUST SOLD')
      .describe('Tag on cars that are no longer in stock.'),
    comingSoonTagName: z.string().default('COMING SOON').describe('Tag on coming_soon cars.'),
    reservedTagName: z.string().default('Reserved').describe('Tag on reserved cars.'),
    showFuelTag: z
      .boolean()
      .default(false)
      .describe(
        'Show an Electric / Hybrid / PHEV tag first in the tag priority (spec 1 §4 rule 1).',
      ),
    greenTags: z
      .array(z.string())
      .default([])
      .describe("Car tags shown green instead of red, e.g. ['Runout Sale'] on some tenants."),
    certifiedUsedBadge: z
      .strictObject({
        make: z
          .string()
          .nullable()
          .default(null)
          .describe('Make whose used certified cars get the badge; null for none.'),
        imageUrl: z.string().nullable().default(null).describe('Badge image.'),
        label: z.string().default('Certified Pre-Owned').describe('Badge text / alternative text.'),
      })
      .prefault({})
      .describe('Certified-used badge (spec 1 §4 rule 3).'),
    noPriceText: z
      .string()
      .default('Enquire for price.')
      .describe('Shown instead of a price when a car has none (spec 2 §2 price display order).'),
    subscriptionSite: z
      .boolean()
      .default(false)
      .describe(
        "Subscription site: show subscription prices first, and 'Available' in similar-car titles.",
      ),
    regoExpiryShowUnregistered: z
      .boolean()
      .default(false)
      .describe("Show 'Unregistered' when a car's registration has expired (spec 2 §5)."),
    engineSizeUnit: z
      .enum(['litres', 'cc'])
      .default('litres')
      .describe('Engine size shown in litres (cc ÷ 1000, one decimal) or cc (spec 1 §9).'),
  })
  .prefault({});

export type ParsedCarDisplayConfig = z.infer<typeof carDisplayConfigSchema>;
/** Car display config as sites read it: the noun filled from the site's vehicle vocabulary. */
export type CarDisplayConfig = Omit<ParsedCarDisplayConfig, 'vehicleNoun'> & {
  vehicleNoun: { singular: string; plural: string };
};
