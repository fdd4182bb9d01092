import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shopperUsers } from './accounts.ts';
import { cars } from './cars.ts';
import { reservations } from './reservations.ts';
import { sites } from './sites.ts';

/**
 * Shoppers' online purchase journeys (issue 15 §5): each finished step's answers, so a reload
 * resumes where the shopper left off — and, once they sign in, so does another device. One
 * journey per car per owner: a signed-in shopper, or a browser (the SHA-256 of its journey
 * cookie, so a leaked table resumes nobody's journey).
 */
export const purchaseJourneys = pgTable(
  'purchase_journeys',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    carId: integer()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    userId: integer().references(() => shopperUsers.id, { onDelete: 'cascade' }),
    browserKeyHash: text(),
    /** Keyed hash of the client's network that started it: how many one client starts is limited. */
    client: text(),
    /** Each finished step's accepted answers (core's `journeyProgressSchema`). */
    progress: jsonb().notNull().default({}),
    /** The reservation the journey ended in; a new one replaces it when that one ended. */
    reservationId: integer().references(() => reservations.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_journeys_user_car_idx')
      .on(t.siteId, t.userId, t.carId)
      .where(sql`user_id is not null`),
    uniqueIndex('purchase_journeys_browser_car_idx')
      .on(t.siteId, t.browserKeyHash, t.carId)
      .where(sql`browser_key_hash is not null`),
    uniqueIndex('purchase_journeys_reservation_idx').on(t.reservationId),
    index('purchase_journeys_updated_idx').on(t.updatedAt),
    index('purchase_journeys_client_idx').on(t.siteId, t.client, t.createdAt),
  ],
);
