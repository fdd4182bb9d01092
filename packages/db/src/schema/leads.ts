import type {
  FormValues,
  LeadAttribution,
  LeadCarSnapshot,
  LeadOfferSnapshot,
  LeadTradeIn,
} from '@forecourt/core/leads';
import {
  deliveryEvents,
  deliveryJobChannels,
  deliveryStatuses,
  leadFormKinds,
} from '@forecourt/core/leads';
import { leadStatuses } from '@forecourt/core/staff';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { shopperAlertDigests } from './accounts.ts';
import { cars } from './cars.ts';
import { dealerships, locations } from './dealerships.ts';
import { sites } from './sites.ts';
import { staffUsers } from './staff.ts';

/**
 * Leads from the site's forms. One row per submission, whatever happens next: suspected spam
 * is stored and flagged, never dropped. The idempotency key (made when the form appeared)
 * makes retries and double clicks store one lead.
 */
export const leads = pgTable(
  'leads',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    idempotencyKey: text().notNull(),
    form: text({ enum: leadFormKinds }).notNull(),
    category: text().notNull(),
    subcategory: text(),
    dealershipId: integer().references(() => dealerships.id, { onDelete: 'set null' }),
    locationId: integer().references(() => locations.id, { onDelete: 'set null' }),
    carId: integer().references(() => cars.id, { onDelete: 'set null' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text(),
    /** +61 and nine digits. */
    phone: text(),
    postcode: text(),
    message: text(),
    optIn: boolean().notNull().default(false),
    /** Every submitted field, validated. */
    values: jsonb().$type<FormValues>().notNull(),
    additionalServices: text().array().notNull().default([]),
    /** The car as it was when the lead arrived (it may change or sell later). */
    car: jsonb().$type<LeadCarSnapshot>(),
    tradeIn: jsonb().$type<LeadTradeIn>(),
    /** The special offer as it was when the lead arrived (offer enquiries). */
    offer: jsonb().$type<LeadOfferSnapshot>(),
    testDriveAt: timestamp({ withTimezone: true }),
    offerAccepted: boolean().notNull().default(false),
    offerAcceptedAt: timestamp({ withTimezone: true }),
    attribution: jsonb().$type<LeadAttribution>().notNull(),
    /** Keyed hash of the sender's IP address (for abuse review without storing the address). */
    ipHash: text(),
    spam: boolean().notNull().default(false),
    spamReasons: text().array().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When the person was removed (retention period over, or they deleted their account): what
     * they sent is gone, what the lead was about and when stays for the dealer's counts.
     */
    anonymisedAt: timestamp({ withTimezone: true }),
    /** The dealer's follow-up (issue 28 §5). */
    status: text({ enum: leadStatuses }).notNull().default('new'),
    lostReason: text(),
    assignedTo: integer().references(() => staffUsers.id, { onDelete: 'set null' }),
    followUpOn: date({ mode: 'string' }),
    /** The first time staff answered (status moved on from new, or a reply): response times. */
    firstResponseAt: timestamp({ withTimezone: true }),
    firstResponderId: integer().references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Released from spam review by staff: delivered as if it had just arrived. */
    releasedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('leads_site_idempotency_idx').on(t.siteId, t.idempotencyKey),
    // The console's inbox: a dealership's leads, newest first; unrouted leads by site.
    index('leads_dealership_created_idx').on(t.dealershipId, t.createdAt.desc(), t.id.desc()),
    index('leads_unrouted_site_created_idx')
      .on(t.siteId, t.createdAt.desc(), t.id.desc())
      .where(sql`dealership_id is null`),
    // The inbox's text filters match anywhere in a value (ILIKE '%…%'): trigram indexes
    // (pg_trgm) on exactly the expressions console-leads.ts filters by.
    index('leads_name_trgm_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
    index('leads_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('leads_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('leads_message_trgm_idx').using('gin', sql`${t.message} gin_trgm_ops`),
    index('leads_car_stock_trgm_idx').using('gin', sql`(${t.car}->>'stockNumber') gin_trgm_ops`),
    index('leads_car_make_model_trgm_idx').using(
      'gin',
      sql`((${t.car}->>'make') || ' ' || (${t.car}->>'model')) gin_trgm_ops`,
    ),
    index('leads_source_trgm_idx').using('gin', sql`(${t.attribution}->>'url') gin_trgm_ops`),
    index('leads_car_idx').on(t.carId),
    // New leads still waiting for a first response: the inbox's 'waiting' count.
    index('leads_waiting_idx')
      .on(t.dealershipId, t.siteId)
      .where(sql`status = 'new' and first_response_at is null`),
    index('leads_site_created_idx').on(t.siteId, t.createdAt),
    // The retention sweep reads only leads still holding a person, however many it has done.
    index('leads_site_personal_idx').on(t.siteId, t.createdAt).where(sql`anonymised_at is null`),
  ],
);

/**
 * The transactional outbox: delivery jobs written in the lead's own transaction, delivered at
 * least once by the relay (FOR UPDATE SKIP LOCKED), dead-lettered after 8 failed attempts.
 */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** The lead delivered, or null for a shopper's alert digest (`digestId`). */
    leadId: integer().references(() => leads.id, { onDelete: 'cascade' }),
    digestId: integer().references(() => shopperAlertDigests.id, { onDelete: 'cascade' }),
    event: text({ enum: deliveryEvents }).notNull(),
    channel: text({ enum: deliveryJobChannels }).notNull(),
    /** An email address or a URL. */
    target: text().notNull(),
    /** Webhook signing key, copied from the route so a later config change cannot strand a job. */
    secret: text(),
    status: text({ enum: deliveryStatuses }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lead_deliveries_job_idx').on(t.leadId, t.event, t.channel, t.target),
    uniqueIndex('lead_deliveries_digest_job_idx').on(t.digestId, t.channel),
    check('lead_deliveries_one_subject', sql`num_nonnulls(lead_id, digest_id) = 1`),
    index('lead_deliveries_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`),
  ],
);

export const testDriveBookingStatuses = ['held', 'confirmed', 'expired'] as const;

/**
 * Booked test drives: one live booking (held or confirmed) per location and start time, so
 * racing bookings cannot both win. A held booking keeps its slot until `holdExpiresAt`; the
 * shopper confirms it with the emailed link (its `confirmToken`), else it expires and the slot
 * frees. The contact and client are kept so limits can count a shopper's upcoming bookings.
 */
export const testDriveBookings = pgTable(
  'test_drive_bookings',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    leadId: integer()
      .notNull()
      .unique()
      .references(() => leads.id, { onDelete: 'cascade' }),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    locationId: integer()
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: testDriveBookingStatuses }).notNull().default('confirmed'),
    /** Null once confirmed (or when the site books without confirmation). */
    holdExpiresAt: timestamp({ withTimezone: true }),
    /** Random, single purpose: the link in the confirmation email carries it. */
    confirmToken: text().unique(),
    /** normaliseContactEmail of the lead's email. */
    email: text(),
    /** +61 and nine digits. */
    phone: text(),
    /** Keyed hash of the client's network (see the lead rate limits). */
    client: text(),
  },
  (t) => [
    uniqueIndex('test_drive_bookings_live_slot_idx')
      .on(t.locationId, t.startsAt)
      .where(sql`status <> 'expired'`),
    index('test_drive_bookings_site_starts_idx').on(t.siteId, t.startsAt),
  ],
);

/** Fixed-window submission counters shared by every app instance (per IP, per site). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limit_counters_window_idx').on(t.windowStart),
  ],
);

/** Captcha challenges already used, kept until they expire, so a solution works once. */
export const spentCaptchaChallenges = pgTable('spent_captcha_challenges', {
  signature: text().primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/** Staff's internal notes on a lead: never shown to the shopper. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    leadId: integer()
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => staffUsers.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.leadId, t.createdAt)],
);
