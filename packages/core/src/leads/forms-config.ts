import { z } from 'zod';

/** Lead forms (spec 2 §5 Forms, §9). Field-level overrides come with the leads work. */
export const formsConfigSchema = z
  .strictObject({
    enquiryCategories: z
      .array(z.string().min(1))
      .min(1)
      .default([
        'General Enquiry',
        'New Vehicle Enquiry',
        'Used Vehicle Enquiry',
        'Service Enquiry',
        'Parts Enquiry',
        'Finance Enquiry',
      ])
      .describe('Category options of the general enquiry form; the first is the default.'),
    defaultCategory: z
      .string()
      .default('General Enquiry')
      .describe('Category of leads that name none.'),
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
      .describe('Terms note under the enquiry form; null for none.'),
    captcha: z
      .boolean()
      .default(true)
      .describe('Proof-of-work captcha on forms (shown by default).'),
    websiteLocationSelect: z
      .boolean()
      .default(false)
      .describe(
        'Ask the shopper to pick a dealership location or department (required when shown).',
      ),
  })
  .prefault({});

export type FormsConfig = z.infer<typeof formsConfigSchema>;
