import { z } from 'zod';
import { locationTypeSchema } from '../location/location.ts';
import { fieldOverrideSchema, formFieldSchema } from './form-field.ts';
import { leadFormKinds } from './lead-form-kind.ts';
import { leadDeliveryConfigSchema } from './lead-routing.ts';
import { tradeInConfigSchema } from './trade-in-config.ts';

const limit = (max: number, windowSeconds: number, what: string) =>
  z
    .strictObject({
      max: z
        .number()
        .int()
        .min(1)
        .max(1_000_000)
        .default(max)
        .describe(`Submissions allowed ${what}.`),
      windowSeconds: z
        .number()
        .int()
        .min(1)
        .max(86_400)
        .default(windowSeconds)
        .describe('Length of the counting window in seconds.'),
    })
    .prefault({});

const formFieldChangesSchema = z
  .strictObject({
    overrides: z
      .record(z.string(), fieldOverrideSchema)
      .default({})
      .describe(
        'Changes to existing fields by name: label, required, hidden, defaultValue, options.',
      ),
    extra: z
      .array(formFieldSchema)
      .max(30)
      .default([])
      .describe('Fields added after the standard ones.'),
  })
  .prefault({});

/** Lead forms (spec 2 §5 Forms, §9; spec 1 §3 Form field, §7 test-drive slots). */
export const formsConfigSchema = z
  .strictObject({
    enquiryCategories: z
      .array(z.string().min(1).max(100))
      .min(1)
      .default([
        'General Enquiry',
        'New Vehicle Enquiry',
        'Used Vehicle Enquiry',
        'Service Enquiry',
        'Parts Enquiry',
        'Finance Enquiry',
      ])
      .describe('Category options of the general enquiry form.'),
    defaultCategory: z
      .string()
      .default('General Enquiry')
      .describe(
        'Category preselected on the general enquiry form and given to leads that name none.',
      ),
    firstResponseMinutes: z
      .number()
      .int()
      .min(1)
      .max(1440)
      .default(15)
      .describe(
        "Minutes of opening hours a new lead may wait for staff's first response before the console marks it overdue.",
      ),
    commentsRequired: z
      .boolean()
      .default(true)
      .describe('Comments are required on the enquiry form.'),
    optInLabel: z
      .string()
      .default('Subscribe to receive our latest offers and product updates.')
      .describe('Label of the opt-in checkbox (checked by default).'),
    termsNote: z
      .string()
      .nullable()
      .default(null)
      .describe('Terms note under the enquiry forms; null for none.'),
    websiteLocationSelect: z
      .enum(['never', 'new-cars', 'always'])
      .default('never')
      .describe(
        'Required location select on enquiry forms: never, only for new cars, or always. It auto-picks the only option.',
      ),
    websiteLocationTypes: z
      .array(locationTypeSchema)
      .default(['sales'])
      .describe('Location types offered by the location select (also filtered by the car make).'),
    moneyPresets: z
      .array(z.number().int().positive().max(100_000_000))
      .max(40)
      .default([
        5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 35_000, 40_000, 45_000, 50_000, 55_000,
        60_000, 65_000, 70_000,
      ])
      .describe(
        'Amounts offered on money fields, in dollars (spec 2 §5: $5,000 to $70,000; e.g. $300,000 to $800,000 on one variant). Empty: none.',
      ),
    vehicleOfInterestPlaceholder: z
      .string()
      .nullable()
      .default(null)
      .describe(
        "Placeholder of 'Vehicle of Interest' on forms that name no vehicle; null: the vehicle kind's ('e.g. Ford Ranger XLT' for cars).",
      ),
    fleetPlaceholder: z
      .string()
      .nullable()
      .default(null)
      .describe(
        "Placeholder of the fleet enquiry's 'Vehicles Needed'; null: the vehicle kind's ('e.g. 5 utes over 12 months' for cars).",
      ),
    partsPlaceholder: z
      .string()
      .nullable()
      .default(null)
      .describe(
        "Placeholder of the parts enquiry's 'Part Description'; null: the vehicle kind's ('e.g. Genuine roof racks for a 2022 Ranger XLT' for cars).",
      ),
    financeButtonLabel: z
      .string()
      .default('Pre-Approved')
      .describe("Label of the vehicle page's finance enquiry button (spec 2 §2)."),
    captcha: z
      .strictObject({
        enabled: z.boolean().default(true).describe('Proof-of-work captcha (ALTCHA) on forms.'),
        cost: z
          .number()
          .int()
          .min(1)
          .max(100_000)
          .default(100)
          .describe('PBKDF2 iterations per attempt.'),
        maxAttempts: z
          .number()
          .int()
          .min(2)
          .max(1_000_000)
          .default(2000)
          .describe(
            'Attempts the browser needs at most (a random number between half this and this).',
          ),
        expiresSeconds: z
          .number()
          .int()
          .min(60)
          .max(86_400)
          .default(1800)
          .describe('How long a challenge stays valid.'),
      })
      .prefault({}),
    spam: z
      .strictObject({
        minFillSeconds: z
          .number()
          .min(0)
          .max(600)
          .default(3)
          .describe('Forms sent sooner after they appeared are flagged as suspected spam.'),
        maxTokenAgeHours: z
          .number()
          .int()
          .min(1)
          .max(720)
          .default(48)
          .describe('A form open longer than this is flagged (its signed render time is too old).'),
      })
      .prefault({}),
    rateLimits: z
      .strictObject({
        perIp: limit(
          10,
          600,
          'from one client (IP address; an IPv6 /64 network) per window, not counting suspected spam. Keep it far below perSite, so no one client can spend the site quota',
        ),
        perSite: limit(
          600,
          60,
          'to one site per window, not counting suspected spam (spam never uses up genuine shoppers’ capacity)',
        ),
        spamPerIp: limit(
          20,
          600,
          'flagged as suspected spam from one client per window; more are refused (429) and not stored',
        ),
        spamPerSite: limit(
          300,
          60,
          'flagged as suspected spam to one site per window; more are refused (429) and not stored',
        ),
      })
      .prefault({})
      .describe(
        'Fixed-window submission limits shared by every app instance. Genuine and suspected-spam submissions are counted apart.',
      ),
    testDrive: z
      .strictObject({
        leadTimeMinutes: z
          .number()
          .int()
          .min(0)
          .max(10_080)
          .default(120)
          .describe('Earliest booking is this long after now.'),
        slotMinutes: z
          .number()
          .int()
          .min(10)
          .max(240)
          .default(30)
          .describe('Length of a test-drive slot.'),
        daysAhead: z.number().int().min(1).max(60).default(14).describe('Days of slots offered.'),
        holdMinutes: z
          .number()
          .int()
          .min(0)
          .max(10_080)
          .default(60)
          .describe(
            'A booking holds its slot this long until the shopper confirms it with the link emailed to them; unconfirmed, the slot frees again. 0 books at once, without confirmation.',
          ),
        maxBookingsPerContact: z
          .number()
          .int()
          .min(1)
          .max(100)
          .default(2)
          .describe(
            'Upcoming test drives (held or confirmed) one email address or phone number may have on the site.',
          ),
        maxBookingsPerClient: z
          .number()
          .int()
          .min(1)
          .max(1000)
          .default(3)
          .describe(
            'Upcoming test drives (held or confirmed) one client (IP address; an IPv6 /64 network) may have on the site.',
          ),
      })
      .prefault({}),
    tradeIn: tradeInConfigSchema,
    delivery: leadDeliveryConfigSchema,
    fields: z
      .strictObject(
        Object.fromEntries(leadFormKinds.map((kind) => [kind, formFieldChangesSchema])) as Record<
          (typeof leadFormKinds)[number],
          typeof formFieldChangesSchema
        >,
      )
      .prefault({})
      .describe('Per form: relabel, hide or require fields, or add new ones.'),
  })
  .prefault({});

export type ParsedFormsConfig = z.infer<typeof formsConfigSchema>;
/** Forms config as sites read it: word fields filled from the site's vehicle vocabulary. */
export type FormsConfig = Omit<
  ParsedFormsConfig,
  'vehicleOfInterestPlaceholder' | 'fleetPlaceholder' | 'partsPlaceholder'
> & { vehicleOfInterestPlaceholder: string; fleetPlaceholder: string; partsPlaceholder: string };
