import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { manufacturers, models } from './catalogue.ts';
import { dealerships, locations } from './dealerships.ts';

/** Manufacturer or dealer offers (spec 2 §2 Offers). */
export const offers = pgTable(
  'offers',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dealershipId: integer().references(() => dealerships.id, { onDelete: 'cascade' }),
    manufacturerId: integer().references(() => manufacturers.id),
    modelId: integer().references(() => models.id),
    name: text().notNull(),
    description: text().notNull().default(''),
    disclaimer: text().notNull().default(''),
    /** e.g. 'Finance offer'. */
    category: text(),
    imageUrl: text(),
    testDriveAllowed: boolean().notNull().default(false),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    excludedSiteIds: integer().array().notNull().default([]),
  },
  (t) => [index('offers_dealership_idx').on(t.dealershipId)],
);

/** Customer reviews of a location (spec 2 §3 Review). */
export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    locationId: integer().references(() => locations.id, { onDelete: 'cascade' }),
    customerName: text().notNull(),
    text: text().notNull().default(''),
    rating: integer().notNull(),
    imageUrl: text(),
    reviewDate: date({ mode: 'string' }).notNull(),
    replyText: text(),
    replyDate: date({ mode: 'string' }),
  },
  (t) => [index('reviews_dealership_idx').on(t.dealershipId, t.rating)],
);
