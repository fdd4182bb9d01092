import * as z from 'zod/mini';
import type { ListSlice } from './list-slice.ts';

// zod/mini, not zod: these schemas ship to the browser, where every kilobyte counts.

const carId = z.number().check(z.int(), z.positive());

/** A saved car (spec 2 §3 Favourite): enough to list it even when it has since sold. */
export const favouriteSchema = z.object({
  id: carId,
  name: z.string(),
  slug: z.string().check(z.minLength(1)),
  make: z.string(),
  model: z.string(),
  primary_image_url: z.nullable(z.string()),
});
export type Favourite = z.infer<typeof favouriteSchema>;

/** A car picked for the compare page. */
export const compareEntrySchema = z.object({
  id: carId,
  name: z.string(),
  slug: z.string().check(z.minLength(1)),
});
export type CompareEntry = z.infer<typeof compareEntrySchema>;

/** A car the shopper has looked at (spec 2 §3 Viewed-car record). */
export const viewedCarSchema = z.object({
  id: carId,
  stocknum: z.nullable(z.string()),
  make: z.string(),
  model: z.string(),
  body: z.nullable(z.string()),
  simple_body: z.nullable(z.string()),
});
export type ViewedCar = z.infer<typeof viewedCarSchema>;

function parseWith<T>(schema: z.ZodMiniType<T>): (raw: unknown) => T | null {
  return (raw) => {
    const result = z.safeParse(schema, raw);
    return result.success ? result.data : null;
  };
}

export const favouritesSlice: ListSlice<Favourite> = {
  key: 'favourites',
  version: 1,
  max: 100,
  parseItem: parseWith(favouriteSchema),
  idOf: (item) => item.id,
  // Before versioning, favourites were stored as a bare array of the same records.
  migrate: (stored) => (Array.isArray(stored) ? stored : null),
};

export const compareSlice: ListSlice<CompareEntry> = {
  key: 'compare',
  version: 1,
  max: 6,
  parseItem: parseWith(compareEntrySchema),
  idOf: (item) => item.id,
};

export const viewedCarsSlice: ListSlice<ViewedCar> = {
  key: 'viewed-cars',
  version: 1,
  max: 20,
  parseItem: parseWith(viewedCarSchema),
  idOf: (item) => item.id,
};

/** Accordion sections the shopper left open, by header (spec 1 §4 Accordion, when remembered). */
export const openSectionsSlice: ListSlice<string> = {
  key: 'open-sections',
  version: 1,
  max: 30,
  parseItem: (raw) => (typeof raw === 'string' && raw.length <= 100 ? raw : null),
  idOf: (item) => item,
};

/** Announcement bars the shopper has closed, by their text. */
export const dismissedAnnouncementsSlice: ListSlice<string> = {
  key: 'dismissed-announcements',
  version: 1,
  max: 10,
  parseItem: (raw) => (typeof raw === 'string' && raw.length <= 300 ? raw : null),
  idOf: (item) => item,
};
