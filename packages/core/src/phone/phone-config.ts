import { z } from 'zod';

const phoneNumber = z
  .string()
  .regex(
    /^(\+61|0)\d{9}$|^1[38]00\d{6}$|^13\d{4}$/,
    'Expected an Australian number like +61712345678, 0712345678 or 1300123456',
  );

/** Phone numbers chosen before the location's own (spec 2 §5 phone choice). */
export const phoneConfigSchema = z
  .strictObject({
    override: phoneNumber
      .nullable()
      .default(null)
      .describe('One number for every car and page; wins over all others.'),
    newCars: phoneNumber
      .nullable()
      .default(null)
      .describe('Number for new cars (also demo cars when no demo number).'),
    usedCars: phoneNumber.nullable().default(null).describe('Number for used cars.'),
    demoCars: phoneNumber.nullable().default(null).describe('Number for demo cars.'),
    showImmediately: z
      .boolean()
      .default(false)
      .describe(
        'Show the number at once instead of masking it until clicked (spec 1 §4 call panel).',
      ),
    maskVisibleCharacters: z
      .number()
      .int()
      .min(0)
      .default(5)
      .describe('Characters of a masked number shown before the asterisks.'),
  })
  .prefault({});

export type PhoneConfig = z.infer<typeof phoneConfigSchema>;
