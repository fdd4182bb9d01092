import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { cars } from './cars.ts';
import { dealerships } from './dealerships.ts';
import { sites } from './sites.ts';

/**
 * Vehicle-page views counted on the site (spec 2 §7 view.json). Kept out of `cars` so a view
 * does not fire the stock-change trigger and re-index the car.
 */
export const carViewCounts = pgTable('car_view_counts', {
  carId: integer()
    .primaryKey()
    .references(() => cars.id, { onDelete: 'cascade' }),
  views: integer().notNull().default(0),
  lastViewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A shopper revealed a dealer's phone number on a vehicle page (spec 1 §7 Call reveal tracking). */
export const callReveals = pgTable(
  'call_reveals',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    carId: integer().references(() => cars.id, { onDelete: 'set null' }),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('call_reveals_dealership_created_idx').on(t.dealershipId, t.createdAt)],
);
