import { z } from 'zod';
import { itemTypeSchema } from '../car/car.ts';

const navLinkSchema = z.strictObject({ label: z.string().min(1), href: z.string().min(1) });
export type NavLink = z.infer<typeof navLinkSchema>;

const headerItemSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('link'), label: z.string(), href: z.string() }),
  /** Dropdown of the site's models, grouped by category. */
  z.strictObject({ kind: z.literal('models'), label: z.string(), href: z.string() }),
  /** Dropdown of stock searches built from the car types the site has. */
  z.strictObject({ kind: z.literal('stock'), label: z.string(), href: z.string() }),
  z.strictObject({
    kind: z.literal('menu'),
    label: z.string(),
    items: z.array(navLinkSchema).min(1),
  }),
]);
export type HeaderItem = z.infer<typeof headerItemSchema>;

const footerColumnSchema = z.strictObject({
  /** null: the dealer's name. */
  title: z.string().nullable(),
  links: z.array(navLinkSchema),
});
export type FooterColumn = z.infer<typeof footerColumnSchema>;

/** Header and footer menus (spec 2 §2 Navigation). */
export const navigationConfigSchema = z
  .strictObject({
    header: z
      .array(headerItemSchema)
      .default([
        { kind: 'link', label: 'Home', href: '/' },
        { kind: 'models', label: 'Vehicles', href: '/models' },
        { kind: 'link', label: 'Offers', href: '/special-offers' },
        { kind: 'stock', label: 'Our Stock', href: '/cars/' },
        { kind: 'link', label: 'Trade In', href: '/trade-in' },
        {
          kind: 'menu',
          label: 'Service and Parts',
          items: [
            { label: 'Service', href: '/service' },
            { label: 'Parts and Accessories', href: '/vehicle-parts-and-accessories' },
            { label: 'Warranty', href: '/warranty' },
            { label: 'Roadside Assist', href: '/roadside-assist' },
          ],
        },
        {
          kind: 'menu',
          label: 'Company',
          items: [
            { label: 'About Us', href: '/about-us' },
            { label: 'Careers', href: '/careers' },
            { label: 'Contact', href: '/contact' },
            { label: 'Fleet', href: '/fleet' },
          ],
        },
      ])
      .describe(
        'Header items in order. Kinds: link, models (model dropdown), stock (stock dropdown), menu.',
      ),
    modelCategories: z
      .array(z.string())
      .default(['Trucks', 'SUVs', 'Vans', 'People Movers', 'Performance'])
      .describe('Order of categories in the model dropdown.'),
    modelPathRewrites: z
      .array(
        z.strictObject({
          model: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a model slug such as ranger-phev'),
          path: z
            .string()
            .regex(
              /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/,
              'a same-site path of lower-case words and hyphens, e.g. /ranger-hybrid',
            ),
        }),
      )
      .default([])
      .refine(
        (rewrites) => new Set(rewrites.map((rewrite) => rewrite.model)).size === rewrites.length,
        {
          message: 'each model may be rewritten once',
        },
      )
      .refine(
        (rewrites) => new Set(rewrites.map((rewrite) => rewrite.path)).size === rewrites.length,
        {
          message: 'two models cannot share a path',
        },
      )
      .describe(
        "The site's own path for a model's page instead of /{slug}, e.g. ranger-phev at /ranger-hybrid; links go there and /{slug} moves to it (308).",
      ),
    modelVehicleKinds: z
      .array(itemTypeSchema)
      .nullable()
      .default(null)
      .describe(
        'Kinds of vehicle whose models the site lists (car, motorcycle, truck, caravan); null: the kinds of its stock, else of its makes.',
      ),
    keywordSearchPlaceholder: z.string().default('Keyword search eg. EV, SUV, Toyota'),
    footer: z
      .array(footerColumnSchema)
      .default([
        {
          title: 'Buyer Tools',
          links: [
            { label: 'New Cars', href: '/search/new-cars' },
            { label: 'Demo Cars', href: '/search/demo-cars' },
            { label: 'Used Cars', href: '/search/used-cars' },
            { label: 'Special Offers', href: '/special-offers' },
            { label: 'Finance', href: '/finance' },
            { label: 'Fleet', href: '/fleet' },
            { label: 'Trade In', href: '/trade-in' },
            { label: 'Book a Test Drive', href: '/book-test-drive' },
          ],
        },
        {
          title: 'Servicing and Parts',
          links: [
            { label: 'Book a Service', href: '/service' },
            { label: 'Parts and Accessories', href: '/vehicle-parts-and-accessories' },
          ],
        },
        {
          title: null,
          links: [
            { label: 'About Us', href: '/about-us' },
            { label: 'Careers', href: '/careers' },
            { label: 'Fleet', href: '/fleet' },
            { label: 'Contact', href: '/contact' },
            { label: 'Terms and Conditions', href: '/terms-and-conditions' },
            { label: 'Privacy Policy', href: '/privacy-policy' },
          ],
        },
      ])
      .describe(
        'Footer columns; a null title shows the dealer name. A Vehicles column is added from the model data.',
      ),
    footerVehicleFilters: z
      .array(navLinkSchema)
      .default([
        { label: 'SUVs', href: '/models?body=suv' },
        { label: 'Trucks', href: '/models?body=trucks' },
        { label: 'Vans', href: '/models?body=vans' },
        { label: 'Performance', href: '/models?body=performance' },
        { label: 'Electric', href: '/models?body=electric' },
        { label: 'Future Vehicles', href: '/models?body=future-vehicles' },
      ])
      .describe('Body filters listed under the footer Vehicles column when the site has models.'),
  })
  .prefault({});

export type NavigationConfig = z.infer<typeof navigationConfigSchema>;
