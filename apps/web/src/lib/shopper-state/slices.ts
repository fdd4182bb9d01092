import {
  type Check,
  type Infer,
  nonEmptyText,
  nullable,
  positiveInt,
  record,
  text,
} from '@forecourt/core/json';
import { type Favourite, favouriteShape } from '@forecourt/core/vehicle';
import type { ListSlice } from './list-slice.ts';

/** A car picked for the compare page. */
export const compareEntryShape = record({ id: positiveInt, name: text, slug: nonEmptyText });
export type CompareEntry = Infer<typeof compareEntryShape>;

/** A car the shopper has looked at (spec 2 §3 Viewed-car record). */
export const viewedCarShape = record({
  id: positiveInt,
  stocknum: nullable(text),
  make: text,
  model: text,
  body: nullable(text),
  simple_body: nullable(text),
});
export type ViewedCar = Infer<typeof viewedCarShape>;

function parseWith<T>(check: Check<T>): (raw: unknown) => T | null {
  return (raw) => check(raw) ?? null;
}

export const favouritesSlice: ListSlice<Favourite> = {
  key: 'favourites',
  version: 1,
  max: 100,
  parseItem: parseWith(favouriteShape),
  idOf: (item) => item.id,
  // Before versioning, favourites were stored as a bare array of the same records.
  migrate: (stored) => (Array.isArray(stored) ? stored : null),
};

export const compareSlice: ListSlice<CompareEntry> = {
  key: 'compare',
  version: 1,
  max: 6,
  parseItem: parseWith(compareEntryShape),
  idOf: (item) => item.id,
};

export const viewedCarsSlice: ListSlice<ViewedCar> = {
  key: 'viewed-cars',
  version: 1,
  max: 20,
  parseItem: parseWith(viewedCarShape),
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
