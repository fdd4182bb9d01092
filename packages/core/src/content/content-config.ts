import { z } from 'zod';
import { homeSectionsSchema, slideSchema } from './home-sections.ts';

/** Card and wallet brands the payments strip can show (spec 2 §2 Navigation 'Other pieces'). */
export const paymentMarks = ['mastercard', 'visa', 'maestro', 'google-pay', 'apple-pay'] as const;

/** Home page and group-site widgets (spec 1 §2 Group-site widgets). */
export const contentConfigSchema = z
  .strictObject({
    tagline: z
      .string()
      .default('Quality new and used vehicles')
      .describe('Line under the site name on the home page.'),
    heroText: z
      .string()
      .default('Browse our stock, work out your finance and book a test drive online.')
      .describe('Home page introduction.'),
    heroImageUrl: z
      .string()
      .nullable()
      .default(null)
      .describe('Home hero image; null uses the brand colour.'),
    homeSections: homeSectionsSchema,
    slides: z
      .array(slideSchema)
      .refine((slides) => new Set(slides.map((slide) => slide.id)).size === slides.length, {
        message: 'Slide ids must be unique',
      })
      .default([])
      .describe(
        'Home hero slides (name, description, url, imageUrl, hideOverlay); none shows the site name and tagline.',
      ),
    brandGrid: z
      .boolean()
      .default(false)
      .describe(
        'Group-site brand pages: /brands (Car, Motorcycle, Truck and Our Brands) and /{brand}/overview for each of Our Brands.',
      ),
    statsBanner: z
      .array(z.string())
      .default([])
      .describe(
        "Group-site stats banner items, e.g. ['50+ Locations', '40+ Brands', '30+ Years Est.'].",
      ),
    dealerLocator: z
      .boolean()
      .default(false)
      .describe("/dealer-locator: the group's locations, nearest first to a postcode or suburb."),
    financeBanner: z
      .strictObject({
        title: z.string().default('Finance made easy'),
        text: z
          .string()
          .default('Work out your repayments, then apply online with our panel of lenders.'),
        linkLabel: z.string().default('Explore finance'),
      })
      .prefault({})
      .describe(
        'Home finance banner block: links to the finance-enquiry route, else the finance page; advertises no rate.',
      ),
    paymentsAccepted: z
      .array(z.enum(paymentMarks))
      .default([...paymentMarks])
      .describe('Payments accepted strip, in order.'),
    directorySearch: z
      .boolean()
      .default(false)
      .describe('Directory search box on the stock page (group sites).'),
  })
  .prefault({});

export type ContentConfig = z.infer<typeof contentConfigSchema>;
