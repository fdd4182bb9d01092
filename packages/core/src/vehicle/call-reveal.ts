import { z } from 'zod';

/** Body of a call-reveal record (spec 1 §7 Call reveal tracking). */
export const callRevealSchema = z.strictObject({
  car_id: z.number().int().positive(),
  dealership_id: z.number().int().positive(),
  website_id: z.number().int().positive(),
});
export type CallReveal = z.infer<typeof callRevealSchema>;

/** What a visitor is counted once a day for, per car. */
export const countedVehicleEvents = ['view', 'call-reveal'] as const;
export type CountedVehicleEvent = (typeof countedVehicleEvents)[number];
