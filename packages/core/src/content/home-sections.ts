import { z } from 'zod';

/**
 * The sections a home page can show, in the vocabulary `content.homeSections` uses (spec 2 §2
 * Navigation 'Other pieces', spec 1 §2 Group-site widgets). A new section is one name here and
 * one entry in the web app's section table.
 */
export const homeSectionKinds = [
  'slides',
  'offers',
  'featured-stock',
  'brand-grid',
  'stats',
  'home-banner',
  'finance-banner',
  'contact-links',
  'payments',
  'locations',
  'reviews',
] as const;
export const homeSectionKindSchema = z.enum(homeSectionKinds);
export type HomeSectionKind = z.infer<typeof homeSectionKindSchema>;

/** What a single dealer's home page shows when neither its template nor the site says. */
export const defaultHomeSections: readonly HomeSectionKind[] = [
  'slides',
  'offers',
  'featured-stock',
  'finance-banner',
  'locations',
  'reviews',
  'contact-links',
  'payments',
];

export const homeSectionsSchema = z
  .array(homeSectionKindSchema)
  .refine((sections) => new Set(sections).size === sections.length, {
    message: 'Each home section may appear once',
  })
  .default([...defaultHomeSections])
  .describe(
    `Home page sections, top to bottom: ${homeSectionKinds.join(', ')}. Templates set their own order.`,
  );

/** A hero slide (spec 2 §3 Slide: name, description, url, id, hide_overlay). */
export const slideSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Use 1–40 lower-case letters, digits or hyphens'),
  name: z.string().min(1).describe('The slide heading.'),
  description: z.string().default(''),
  /** A path on the site ('/special-offers') or an https address; null for no link. */
  url: z
    .string()
    .regex(/^(\/(?!\/)|https:\/\/)/, "Use a path starting with '/' or an https:// address")
    .nullable()
    .default(null),
  imageUrl: z.string().nullable().default(null).describe('Wide image; null uses the brand colour.'),
  imageAlt: z.string().default(''),
  hideOverlay: z
    .boolean()
    .default(false)
    .describe('Hide the name, description and shade over the image (the image carries its text).'),
  linkLabel: z.string().default('Find out more'),
});
export type Slide = z.infer<typeof slideSchema>;
