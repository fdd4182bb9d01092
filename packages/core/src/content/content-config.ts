import { z } from 'zod';

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
    brandGrid: z
      .boolean()
      .default(false)
      .describe('Group-site brand grid: Car Brands, Motorcycle Brands, Truck Brands, Our Brands.'),
    statsBanner: z
      .array(z.string())
      .default([])
      .describe(
        "Group-site stats banner items, e.g. ['50+ Locations', '40+ Brands', '30+ Years Est.'].",
      ),
    homeBannerFeatures: z
      .boolean()
      .default(false)
      .describe(
        "Home banner: latest offers, book service online, sell your car ('Get an instant offer in 2 minutes').",
      ),
    directorySearch: z
      .boolean()
      .default(false)
      .describe('Directory search box on the stock page (group sites).'),
  })
  .prefault({});

export type ContentConfig = z.infer<typeof contentConfigSchema>;
