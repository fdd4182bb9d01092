import type { Department, OpeningHour, SpecialHours } from '@forecourt/core/location';
import { locationTypes } from '@forecourt/core/location';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A dealer group: the owner of several dealerships. Staff roles granted on a group cover every
 * dealership in it (issue 28 §3); a site may show dealerships of one group or of none.
 */
export const dealerGroups = pgTable('dealer_groups', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
});

/** A dealer business (a rooftop). Sites show one or more; cars and locations belong to one. */
export const dealerships = pgTable('dealerships', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  groupId: integer().references(() => dealerGroups.id, { onDelete: 'set null' }),
  /** Stored as +61…; shown as 0… (spec 2 §5). */
  newCarsPhone: text(),
  usedCarsPhone: text(),
  averageRating: real(),
  reviewCount: integer().notNull().default(0),
});

export const locations = pgTable(
  'locations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    name: text().notNull(),
    locationType: text({ enum: locationTypes }),
    locationSubtype: text(),
    primary: boolean().notNull().default(false),
    visible: boolean().notNull().default(true),
    manufacturers: text().array().notNull().default([]),
    dealerLicenceNumber: text(),
    motorVehicleRepairerNumber: text(),
    street: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    postcode: text().notNull(),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    placeUrl: text(),
    phone: text(),
    mobile: text(),
    landlinePhone: text(),
    email: text(),
    openingHours: jsonb().$type<OpeningHour[]>().notNull().default([]),
    specialHours: jsonb().$type<SpecialHours[]>().notNull().default([]),
    departments: jsonb().$type<Department[]>().notNull().default([]),
    imageUrl: text(),
    averageRating: real(),
    reviewCount: integer().notNull().default(0),
    distributionLocations: text().array().notNull().default([]),
  },
  (t) => [
    uniqueIndex('locations_slug_idx').on(t.slug),
    index('locations_dealership_idx').on(t.dealershipId),
  ],
);
