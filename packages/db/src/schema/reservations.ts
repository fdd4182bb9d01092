import { reservationModes, reservationStatuses } from '@forecourt/core/checkout';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shopperUsers } from './accounts.ts';
import { cars } from './cars.ts';
import { leads } from './leads.ts';
import { sites } from './sites.ts';

/**
 * Shoppers' reservations of cars (issue 15). At most one live (pending or held) reservation
 * per car: the partial unique index is what makes exactly one of any number of racing
 * shoppers, on any number of app instances, win a car. Money is in integer cents.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    carId: integer()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    status: text({ enum: reservationStatuses }).notNull().default('pending'),
    /** 'card': paid online through the payment provider; 'dealer': paid at the dealership. */
    mode: text({ enum: reservationModes }).notNull(),
    amountCents: integer().notNull(),
    /** How long the hold lasts once it starts (the site's setting when reserved). */
    holdHours: integer().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    /** +61 and nine digits. */
    phone: text().notNull(),
    postcode: text().notNull(),
    /** Where the shopper reserved ('https://harbour-ford.com.au'): links in emails go there. */
    origin: text().notNull(),
    /** Keyed hash of the client's network: how many cars one client may hold is limited. */
    client: text().notNull(),
    /** The signed-in shopper who reserved, if any. */
    userId: integer().references(() => shopperUsers.id, { onDelete: 'set null' }),
    /** When a pending reservation's payment page lapses. */
    paymentExpiresAt: timestamp({ withTimezone: true }),
    /** When a held reservation ends (48 hours after the hold began). */
    holdExpiresAt: timestamp({ withTimezone: true }),
    providerSessionId: text().unique(),
    paymentIntentId: text(),
    refundId: text(),
    /** Random: the confirmation page and the emailed cancel link carry it. */
    token: text().notNull().unique(),
    /** The reservation lead the dealer receives. */
    leadId: integer().references(() => leads.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the shopper's contact details were blanked (see `leads.anonymisedAt`). */
    anonymisedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reservations_live_car_idx').on(t.carId).where(sql`status in ('pending', 'held')`),
    index('reservations_live_client_idx')
      .on(t.siteId, t.client)
      .where(sql`status in ('pending', 'held')`),
    index('reservations_due_idx').on(t.status).where(sql`status in ('pending', 'held')`),
  ],
);

/**
 * Every verified payment-provider event, append-only, with its provider ids: the event id is
 * unique, so a repeated webhook is recognised and changes state once.
 */
export const paymentEvents = pgTable('payment_events', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  provider: text().notNull(),
  eventId: text().notNull().unique(),
  type: text().notNull(),
  reservationId: integer().references(() => reservations.id, { onDelete: 'set null' }),
  payload: jsonb().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
