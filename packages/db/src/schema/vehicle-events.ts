import { countedVehicleEvents } from '@forecourt/core/vehicle';
import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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

/**
 * Who was counted for which car today: a view or call reveal counts once per visitor, car and
 * day however often it is replayed, on every instance. `visitor` is a keyed hash of the
 * client's network, user agent and the day (unlinkable across days); rows older than a day
 * are pruned.
 */
export const vehicleEventVisitors = pgTable(
  'vehicle_event_visitors',
  {
    kind: text({ enum: countedVehicleEvents }).notNull(),
    carId: integer()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    /** The UTC day, 'YYYY-MM-DD'. */
    day: date({ mode: 'string' }).notNull(),
    visitor: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.carId, t.day, t.visitor] }),
    index('vehicle_event_visitors_day_idx').on(t.day),
  ],
);
