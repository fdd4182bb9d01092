import { alertKinds, PASSKEY_PURPOSES } from '@forecourt/core/accounts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
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
    /** Alert digests by email and by SMS (issue 14 §6); the unsubscribe link turns one off. */
    emailAlerts: boolean().notNull().default(true),
    /** Where the shopper last signed in, as their request said; alert links use the site's canonical origin. */
    origin: text(),
    smsAlerts: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The last sign-in (sessions are pruned when they expire): an account unused for the
     * site's retention period is deleted. Accounts older than this column start at the upgrade.
     */
    lastSignedInAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
 * wrong guesses at it: enough of them spend the code, never the number (issue 24 §3).
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
    /** Wrong guesses at the live code. */
    failedAttempts: integer().notNull().default(0),
    /** No longer set (numbers are not locked); kept for instances of the previous release. */
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
    /**
     * The price the shopper last heard of (at saving, then in an alert): a lower price now is a
     * price drop to tell them about. Null until the alert worker first sees the car.
     */
    alertedPrice: integer(),
    /** Whether the shopper was told the car sold. */
    alertedSold: boolean().notNull().default(false),
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
 * Pending passkey ceremonies (issue 24 §6): the challenge stays on the server, and the first use
 * deletes it, so it signs in once. The browser holds only a random token in a cookie.
 */
export const shopperPasskeyChallenges = pgTable(
  'shopper_passkey_challenges',
  {
    /** SHA-256 of the cookie's token. */
    tokenHash: text().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    purpose: text({ enum: PASSKEY_PURPOSES }).notNull(),
    /** The signed-in shopper adding a passkey; null when signing in. */
    userId: integer().references(() => shopperUsers.id, { onDelete: 'cascade' }),
    challenge: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('shopper_passkey_challenges_expires_idx').on(t.expiresAt)],
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
    /**
     * When the alert worker first recorded what the search matched: those cars are not news.
     * Null until then.
     */
    primedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('saved_searches_user_path_idx').on(t.userId, t.path)],
);

/** Cars a saved search has matched, so each car is news once (a new match alert). */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: integer()
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    carId: integer()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.carId] })],
);

/**
 * Things a shopper has yet to hear about, waiting for their next digest (`digestId` null), then
 * kept with the digest that told them. What the card said is a snapshot: the digest reads the
 * same whenever it is delivered.
 */
export const shopperAlertItems = pgTable(
  'shopper_alert_items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => shopperUsers.id, { onDelete: 'cascade' }),
    kind: text({ enum: alertKinds }).notNull(),
    carId: integer()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    /** The saved search a new match came from. */
    savedSearchId: integer().references(() => savedSearches.id, { onDelete: 'cascade' }),
    /** A price drop's earlier price, whole dollars. */
    oldPrice: integer(),
    /** The car's price when the item was recorded, whole dollars (0: no price shown). */
    price: integer().notNull(),
    digestId: integer().references(() => shopperAlertDigests.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shopper_alert_items_pending_idx').on(t.userId).where(sql`digest_id is null`)],
);

/**
 * One digest per shopper per day (the site's local date): the unique key is what keeps a
 * shopper to one, however many workers run. Its deliveries go through the lead outbox, one per
 * channel; `content` is the rendered message, so a retry sends the same words.
 */
export const shopperAlertDigests = pgTable(
  'shopper_alert_digests',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => shopperUsers.id, { onDelete: 'cascade' }),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    content: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shopper_alert_digests_user_day_idx').on(t.userId, t.day)],
);
