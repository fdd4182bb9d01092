import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cars } from './cars.ts';
import { sites } from './sites.ts';

/**
 * Shoppers who signed in on one site. An account belongs to its site: the same phone on two
 * sites is two accounts that share nothing.
 */
export const shopperUsers = pgTable(
  'shopper_users',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Verified by a one-time code: +61 and nine digits. */
    phone: text().notNull(),
    /**
     * The stored user details of spec 2 §3 (the phone is the one above): what prefills lead
     * forms and where email alerts go. Null until the shopper gives them.
     */
    firstName: text(),
    lastName: text(),
    email: text(),
    postcode: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shopper_users_site_phone_idx').on(t.siteId, t.phone)],
);

/** Signed-in sessions. Only the SHA-256 of the cookie's token is stored. */
export const shopperSessions = pgTable(
  'shopper_sessions',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => shopperUsers.id, { onDelete: 'cascade' }),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shopper_sessions_user_idx').on(t.userId)],
);

/**
 * The one live sign-in code of a phone on a site (a new request replaces it), with the count of
 * wrong codes in a row, which outlives the code so that asking for a new code resets nothing.
 */
export const shopperSignInCodes = pgTable(
  'shopper_sign_in_codes',
  {
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    phone: text().notNull(),
    /** Keyed hash of the code; null once used. */
    codeHash: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    failedAttempts: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.phone] })],
);

/** Cars a shopper watches on the site they saved them on (spec 1 §4 Watchlist). */
export const watchlistCars = pgTable(
  'watchlist_cars',
  {
    userId: integer()
      .notNull()
      .references(() => shopperUsers.id, { onDelete: 'cascade' }),
    carId: integer()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.carId] })],
);

/** Passkeys (WebAuthn credentials) a shopper added after signing in by phone. */
export const shopperPasskeys = pgTable(
  'shopper_passkeys',
  {
    /** The credential id, base64url. */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => shopperUsers.id, { onDelete: 'cascade' }),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** COSE public key, base64url. */
    publicKey: text().notNull(),
    counter: bigint({ mode: 'number' }).notNull().default(0),
    transports: text().array().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('shopper_passkeys_user_idx').on(t.userId)],
);

/**
 * Searches a shopper saved on their site (issue 14 §6): the canonical search URL, so a saved
 * search opens exactly the results it was saved from.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => shopperUsers.id, { onDelete: 'cascade' }),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** '/search/used-cars/ford?body=SUV': a path on the site, canonical for its search. */
    path: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_searches_user_path_idx').on(t.userId, t.path)],
);
