import { z } from 'zod';

/** Location cards and pages (spec 2 §2 Locations). */
export const locationConfigSchema = z
  .strictObject({
    contactPathStyle: z
      .enum(['contact-us', 'our-location'])
      .default('contact-us')
      .describe('Per-location contact pages at /contact-us/{slug} or /our-location/{slug}.'),
    showViewStock: z
      .boolean()
      .default(false)
      .describe("'View Our Stock' link (/search/{locationSlug}) on location cards."),
    defaultState: z
      .string()
      .default('QLD')
      .describe('State assumed when none is known (spec 2 §9 default state qld).'),
  })
  .prefault({});

export type LocationConfig = z.infer<typeof locationConfigSchema>;
