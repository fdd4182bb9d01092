import { z } from 'zod';
import { leadFormKindSchema } from './lead-form-kind.ts';

const value = z.union([z.string().max(5000), z.number(), z.boolean(), z.null()]);

/**
 * What the browser sends (POST /api/leads): the form, its values, an idempotency key made when
 * the form appeared, the car, attribution, and the anti-spam evidence.
 */
export const leadSubmissionSchema = z.strictObject({
  form: leadFormKindSchema,
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9-]{16,64}$/, 'Expected a random key of 16 to 64 letters, digits or dashes'),
  values: z
    .record(z.string().max(64), value)
    .refine((values) => Object.keys(values).length <= 80, 'Too many fields'),
  carId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  /** The special offer enquired about (offer-enquiry form); must be one the site shows. */
  offerId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  /** Values the page took from its query string (finance enquiry). */
  prefill: z
    .strictObject({
      preferredDealership: z.string().max(100).nullable().default(null),
      budget: z.number().int().min(0).max(10_000_000).nullable().default(null),
    })
    .prefault({}),
  attribution: z
    .strictObject({
      url: z.string().max(2000).default(''),
      visitedPages: z.array(z.string().max(500)).max(50).default([]),
      linkedQueryParams: z.record(z.string().max(64), z.string().max(500)).default({}),
    })
    .prefault({}),
  antiSpam: z
    .strictObject({
      formToken: z.string().max(500).default(''),
      altcha: z.string().max(20_000).nullable().default(null),
      honeypot: z.string().max(2000).default(''),
    })
    .prefault({}),
});
export type LeadSubmission = z.infer<typeof leadSubmissionSchema>;
