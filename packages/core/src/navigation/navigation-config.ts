import { z } from 'zod';
import { type CarType, itemTypeSchema } from '../car/car.ts';
import type { TypeNoun } from '../finance/budget.ts';

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
    keywordSearchPlaceholder: z
      .string()
      .nullable()
      .default(null)
      .describe(
        "Placeholder of the search page's keyword box; null: the vehicle kind's ('Keyword search eg. EV, SUV, Toyota' for cars).",
      ),
    footer: z
      .array(footerColumnSchema)
      .nullable()
      .default(null)
      .describe(
        "Footer columns; a null title shows the dealer name. A Vehicles column is added from the model data. Null: Buyer Tools (the site's car types in its words, e.g. 'New Motorcycles', 'Pre-Owned Cars'), Servicing and Parts, and the dealer's column.",
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
      .describe(
        "Body filters listed under the footer Vehicles column, each only while one of the site's models is of that body.",
      ),
  })
  .prefault({});

export type ParsedNavigationConfig = z.infer<typeof navigationConfigSchema>;
/** Navigation config as sites read it: words and the footer filled from the site's vocabulary. */
export type NavigationConfig = Omit<
  ParsedNavigationConfig,
  'keywordSearchPlaceholder' | 'footer'
> & { keywordSearchPlaceholder: string; footer: FooterColumn[] };

/**
 * The default footer (spec 2 §2 Navigation): Buyer Tools with the site's car types named as the
 * site names them ('New Motorcycles', 'Pre-Owned Cars'), Servicing and Parts, and the dealer.
 */
export function getDefaultFooter(
  noun: TypeNoun,
  carTypeLabels: Record<CarType, string>,
): FooterColumn[] {
  return [
    {
      title: 'Buyer Tools',
      links: [
        { label: `${carTypeLabels.new} ${noun.plural}`, href: '/search/new-cars' },
        { label: `${carTypeLabels.demo} ${noun.plural}`, href: '/search/demo-cars' },
        { label: `${carTypeLabels.used} ${noun.plural}`, href: '/search/used-cars' },
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
  ];
}
