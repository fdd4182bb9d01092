import { z } from 'zod';
import { locationSelectionSchema } from './location-selection.ts';

const sectionSchema = (title: string, display: 'cards' | 'carousel', enabled: boolean) =>
  z
    .strictObject({
      enabled: z.boolean().default(enabled),
      title: z.string().default(title),
      display: z
        .enum(['cards', 'carousel'])
        .default(display)
        .describe("Several locations as a card grid or the 'Our Locations' carousel."),
      selection: locationSelectionSchema.prefault({}),
    })
    .prefault({});

/** Maps work with no API key: a locator drawn on our side, the provider's embed only on click. */
export const mapConfigSchema = z
  .strictObject({
    provider: z
      .enum(['openstreetmap', 'google'])
      .default('openstreetmap')
      .describe(
        'Whose interactive map opens on click and whose directions Get Directions opens (see docs/maps.md).',
      ),
    zoom: z.number().int().min(3).max(19).default(15).describe('Zoom of the interactive map.'),
  })
  .prefault({});

/** Location cards and pages (spec 2 §2 Locations). */
export const locationConfigSchema = z
  .strictObject({
    showViewStock: z
      .boolean()
      .default(false)
      .describe("'View Our Stock' link (/search/{locationSlug}) on location cards."),
    defaultState: z
      .string()
      .default('QLD')
      .describe('State assumed when none is known (spec 2 §9 default state qld).'),
    map: mapConfigSchema.describe('Maps on location cards and pages.'),
    homeSection: sectionSchema('Our Locations', 'carousel', true).describe(
      'The locations section of the home page.',
    ),
    contactSection: sectionSchema('Our Locations', 'cards', true).describe(
      'The locations section of /contact.',
    ),
    directoryTitle: z.string().default('Our Dealerships').describe('Heading of /dealerships.'),
  })
  .prefault({});

export type LocationConfig = z.infer<typeof locationConfigSchema>;
export type MapConfig = z.infer<typeof mapConfigSchema>;
export type LocationSectionConfig = LocationConfig['homeSection'];
