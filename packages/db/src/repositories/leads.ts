import type { DeliveryEvent, DeliveryTarget } from '@forecourt/core/leads';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../client.ts';
import {
  dealerships,
  leadDeliveries,
  leads,
  locations,
  siteDealerships,
  siteDomains,
  sites,
} from '../schema/index.ts';
import { admitTestDriveBooking, type TestDriveBookingInput } from './test-drive-bookings.ts';

export type NewLeadRow = typeof leads.$inferInsert;
export type LeadRow = typeof leads.$inferSelect;

/** Another shopper booked the slot first; the transaction was rolled back. */
export class SlotTakenError extends Error {
  constructor() {
    super('The test-drive slot is already booked');
    this.name = 'SlotTakenError';
  }
}

export interface StoreLeadInput {
  lead: NewLeadRow & { siteId: number; idempotencyKey: string };
  deliveries: DeliveryTarget[];
  /** Deliver even when the lead is (or turns out to be) suspected spam. */
  deliverSpam: boolean;
  /** The captcha solution's challenge signature, spent in the same transaction. */
  captcha: { signature: string; expiresAt: Date } | null;
  /**
   * A test drive to book (not for suspected spam). A taken slot rolls everything back with
   * SlotTakenError; a shopper past their booking limits stores nothing ('booking-limited').
   */
  booking: TestDriveBookingInput | null;
  /**
   * Counters this lead may count against (per client, per site). A counter with `spam: true`
   * counts only suspected spam (flagged, or a replayed captcha); the others count only the rest,
   * so spam never spends genuine shoppers' capacity. Over any `max`, nothing is stored. A
   * repeated idempotency key is not counted.
   */
  rateLimits?: { key: string; windowStart: Date; max: number; spam?: boolean }[];
}

export type StoredLead =
  | {
      kind: 'stored';
      leadId: number;
      /** False when the idempotency key was seen before: the earlier lead is the answer. */
      created: boolean;
      spam: boolean;
    }
  /** Over a rate limit: the keys of the counters that are over; nothing was stored. */
  | { kind: 'limited'; keys: string[] }
  /** The shopper has as many upcoming test drives as the site allows; nothing was stored. */
  | { kind: 'booking-limited' };

/** Channel name for NOTIFY: a trigger on lead_deliveries wakes the relay when jobs commit. */
export const LEAD_OUTBOX_CHANNEL = 'lead_outbox';

const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);
const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);
const textArray = (values: string[] | undefined) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values ?? [])}::jsonb))`;

/**
 * Store a lead with its delivery jobs (the transactional outbox), its captcha spend and its
 * test-drive booking atomically: one statement of data-modifying CTEs, wrapped in a
 * transaction only when a booking may have to be rolled back. A repeated idempotency key
 * stores nothing new and answers with the earlier lead.
 */
export async function storeLead(db: Db, input: StoreLeadInput): Promise<StoredLead> {
  const { lead } = input;
  const now = lead.createdAt ?? new Date();
  const limits = JSON.stringify(
    (input.rateLimits ?? []).map((limit) => ({
      key: limit.key,
      window_start: limit.windowStart.toISOString(),
      max: limit.max,
      spam: limit.spam ?? false,
    })),
  );
  const signature = input.captcha?.signature ?? null;
  const { booking } = input;
  const statement = sql`
    with prior as (
      -- A solution already spent makes this lead spam before it is counted; a replay racing
      -- the first use is caught by the spend below instead.
      select (${lead.spam ?? false} or exists (
        select 1 from spent_captcha_challenges where signature = ${signature}::text
      )) as spam
    ),
    limits as (
      select t.key, t.window_start, t.max
      from jsonb_to_recordset(${limits}::jsonb) as t(key text, window_start timestamptz, max int, spam boolean)
      join prior on prior.spam = t.spam
    ),
    retry as (
      select exists (
        select 1 from leads where site_id = ${lead.siteId} and idempotency_key = ${lead.idempotencyKey}
      ) as seen
    ),
    -- Over a limit if one more would pass it. A refused submission counts nowhere, so a client
    -- held back by its own limit spends none of the site's (concurrent ones may overshoot a
    -- little: each reads the counts before the others' increments).
    over as (
      select limits.key from limits
      left join rate_limit_counters c on c.key = limits.key and c.window_start = limits.window_start
      where coalesce(c.count, 0) >= limits.max and not (select seen from retry)
    ),
    hits as (
      insert into rate_limit_counters (key, window_start, count)
      select key, window_start, 1 from limits
      where not (select seen from retry) and not exists (select 1 from over)
      on conflict (key, window_start) do update set count = rate_limit_counters.count + 1
      returning key
    ),
    spent as (
      insert into spent_captcha_challenges (signature, expires_at)
      select ${signature}::text, ${iso(input.captcha?.expiresAt)}::timestamptz
      where ${signature}::text is not null and not exists (select 1 from over)
      on conflict do nothing
      returning signature
    ),
    flags as (
      select (${signature}::text is not null and not exists (select 1 from spent)) as replayed
    ),
    lead as (
      insert into leads (
        site_id, idempotency_key, form, category, subcategory, dealership_id, location_id, car_id,
        first_name, last_name, email, phone, postcode, message, opt_in, values, additional_services,
        car, trade_in, offer, test_drive_at, attribution, ip_hash, spam, spam_reasons, created_at
      )
      select
        ${lead.siteId}, ${lead.idempotencyKey}, ${lead.form}, ${lead.category}, ${lead.subcategory ?? null},
        ${lead.dealershipId ?? null}::int, ${lead.locationId ?? null}::int, ${lead.carId ?? null}::int,
        ${lead.firstName}, ${lead.lastName}, ${lead.email ?? null}, ${lead.phone ?? null},
        ${lead.postcode ?? null}, ${lead.message ?? null}, ${lead.optIn ?? false},
        ${json(lead.values)}::jsonb, ${textArray(lead.additionalServices)},
        ${json(lead.car)}::jsonb, ${json(lead.tradeIn)}::jsonb, ${json(lead.offer)}::jsonb,
        ${iso(lead.testDriveAt)}::timestamptz,
        ${json(lead.attribution)}::jsonb, ${lead.ipHash ?? null},
        ${lead.spam ?? false} or flags.replayed,
        case when flags.replayed then array_append(${textArray(lead.spamReasons)}, 'captcha-replayed')
             else ${textArray(lead.spamReasons)} end,
        ${now.toISOString()}::timestamptz
      from flags
      where not exists (select 1 from over)
      on conflict (site_id, idempotency_key) do nothing
      returning id, spam
    ),
    booking as (
      insert into test_drive_bookings (
        lead_id, site_id, location_id, starts_at, status, hold_expires_at, confirm_token, email, phone, client
      )
      select id, ${lead.siteId}, ${booking?.locationId ?? null}::int, ${iso(booking?.startsAt)}::timestamptz,
             ${booking?.holdUntil ? 'held' : 'confirmed'}, ${iso(booking?.holdUntil)}::timestamptz,
             ${booking?.confirmToken ?? null}::text, ${booking?.email ?? null}::text,
             ${booking?.phone ?? null}::text, ${booking?.client ?? null}::text
      from lead
      where ${iso(booking?.startsAt)}::timestamptz is not null and not lead.spam
      on conflict (location_id, starts_at) where status <> 'expired' do nothing
      returning id, status
    ),
    jobs as (
      insert into lead_deliveries (lead_id, event, channel, target, secret, next_attempt_at, created_at)
      select lead.id, 'new-lead', t.channel, t.target, t.secret, ${now.toISOString()}::timestamptz,
             ${now.toISOString()}::timestamptz
      from lead
      cross join jsonb_to_recordset(${JSON.stringify(input.deliveries)}::jsonb)
        as t(channel text, target text, secret text)
      where (not lead.spam or ${input.deliverSpam})
        and (${iso(booking?.startsAt)}::timestamptz is null or lead.spam or exists (select 1 from booking))
      union all
      -- The shopper's link to confirm a held booking (the job's secret is the link).
      select lead.id, 'booking-confirmation', 'email', ${lead.email ?? null}::text,
             ${booking?.confirmUrl ?? null}::text, ${now.toISOString()}::timestamptz,
             ${now.toISOString()}::timestamptz
      from lead
      where exists (select 1 from booking where status = 'held')
        and ${lead.email ?? null}::text is not null and ${booking?.confirmUrl ?? null}::text is not null
      on conflict do nothing
      returning id
    )
    select (select id from lead) as lead_id, (select spam from lead) as spam,
           (select count(*) from booking)::int as booked,
           (select coalesce(jsonb_agg(key), '[]'::jsonb) from over) as over`;

  const run = async (executor: Db): Promise<StoredLead> => {
    const [row] = await queryRows<{
      lead_id: number | null;
      spam: boolean | null;
      booked: number;
      over: string[] | string;
    }>(executor, statement);
    const over =
      typeof row?.over === 'string' ? (JSON.parse(row.over) as string[]) : (row?.over ?? []);
    if (over.length > 0) return { kind: 'limited', keys: over };
    if (row?.lead_id === null || row?.lead_id === undefined) {
      const existing = await findLeadByIdempotencyKey(executor, lead.siteId, lead.idempotencyKey);
      if (!existing) throw new Error('Lead vanished after an idempotency conflict');
      return { kind: 'stored', leadId: existing.id, created: false, spam: existing.spam };
    }
    if (input.booking && !row.spam && Number(row.booked) === 0) throw new SlotTakenError();
    return { kind: 'stored', leadId: Number(row.lead_id), created: true, spam: Boolean(row.spam) };
  };
  // Only a booking can fail after the lead is written; otherwise one statement is atomic.
  if (!booking) return run(db);
  return db.transaction(async (tx) => {
    const retry = await findLeadByIdempotencyKey(tx, lead.siteId, lead.idempotencyKey);
    if (!retry && !lead.spam && !(await admitTestDriveBooking(tx, lead.siteId, booking, now))) {
      return { kind: 'booking-limited' };
    }
    return run(tx);
  });
}

/** Adds delivery jobs to a stored lead; a job it already has is not added twice. */
export async function addLeadDeliveries(
  db: Db,
  leadId: number,
  event: DeliveryEvent,
  targets: DeliveryTarget[],
  now: Date,
): Promise<void> {
  if (targets.length > 0) await insertDeliveries(db, leadId, event, targets, now);
}

async function insertDeliveries(
  db: Db,
  leadId: number,
  event: DeliveryEvent,
  targets: DeliveryTarget[],
  now: Date,
) {
  await db
    .insert(leadDeliveries)
    .values(
      targets.map((target) => ({ leadId, event, ...target, nextAttemptAt: now, createdAt: now })),
    )
    .onConflictDoNothing();
}

export async function findLeadByIdempotencyKey(
  db: Db,
  siteId: number,
  idempotencyKey: string,
): Promise<LeadRow | null> {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.siteId, siteId), eq(leads.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

export async function getLeadRow(db: Db, leadId: number): Promise<LeadRow | null> {
  const [row] = await db.select().from(leads).where(eq(leads.id, leadId));
  return row ?? null;
}

export type OfferAcceptance = 'accepted' | 'already-accepted' | 'not-found' | 'no-offer';

/**
 * Record that the shopper accepted the instant trade-in offer (spec 2 §3 offer_accepted) and
 * queue the dealer's notification to the lead's own delivery targets, once. The lead's
 * idempotency key proves it is the shopper's.
 */
export async function acceptTradeInOffer(
  db: Db,
  input: { siteId: number; leadId: number; idempotencyKey: string; now: Date },
): Promise<OfferAcceptance> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ tradeIn: leads.tradeIn, offerAccepted: leads.offerAccepted })
      .from(leads)
      .where(
        and(
          eq(leads.id, input.leadId),
          eq(leads.siteId, input.siteId),
          eq(leads.idempotencyKey, input.idempotencyKey),
        ),
      )
      .for('update');
    if (!lead) return 'not-found';
    if (lead.tradeIn?.valuation.kind !== 'offer') return 'no-offer';
    if (lead.offerAccepted) return 'already-accepted';
    await tx
      .update(leads)
      .set({ offerAccepted: true, offerAcceptedAt: input.now })
      .where(eq(leads.id, input.leadId));
    const targets = await tx
      .select({
        channel: leadDeliveries.channel,
        target: leadDeliveries.target,
        secret: leadDeliveries.secret,
      })
      .from(leadDeliveries)
      .where(and(eq(leadDeliveries.leadId, input.leadId), eq(leadDeliveries.event, 'new-lead')));
    if (targets.length > 0) {
      await insertDeliveries(
        tx,
        input.leadId,
        'offer-accepted',
        targets.map((target) => ({
          ...target,
          channel: target.channel as DeliveryTarget['channel'],
        })),
        input.now,
      );
    }
    return 'accepted';
  });
}

export interface LeadListing extends LeadRow {
  deliveries: {
    channel: string;
    target: string;
    status: string;
    attempts: number;
    lastError: string | null;
  }[];
}

/**
 * A site's most recent leads with their deliveries, newest first (the leads CLI); `spam` keeps
 * only the flagged (true) or the genuine (false) ones.
 */
export async function listRecentLeads(
  db: Db,
  siteId: number,
  limit: number,
  filter: { spam?: boolean } = {},
): Promise<LeadListing[]> {
  const rows = await db
    .select()
    .from(leads)
    .where(
      and(
        eq(leads.siteId, siteId),
        filter.spam === undefined ? undefined : eq(leads.spam, filter.spam),
      ),
    )
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const jobs = await db
    .select({
      leadId: leadDeliveries.leadId,
      channel: leadDeliveries.channel,
      target: leadDeliveries.target,
      status: leadDeliveries.status,
      attempts: leadDeliveries.attempts,
      lastError: leadDeliveries.lastError,
    })
    .from(leadDeliveries)
    .where(
      inArray(
        leadDeliveries.leadId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(leadDeliveries.id);
  return rows.map((row) => ({
    ...row,
    deliveries: jobs.filter((job) => job.leadId === row.id).map(({ leadId: _, ...job }) => job),
  }));
}

export interface LeadWithPlaces {
  lead: LeadRow;
  /** With its custom domains: the lead's site address is its canonical origin. */
  site: { id: number; slug: string; name: string; domains: string[]; primaryDomain: string | null };
  dealership: { id: number; slug: string; name: string } | null;
  location: {
    id: number;
    slug: string;
    name: string;
    email: string | null;
    phone: string | null;
    state: string;
  } | null;
  /** The site's locations' states, main (primary) first: its zone when the lead has no location. */
  siteLocations: { primary: boolean; address: { state: string } }[];
}

/** A lead with the names a delivery needs: its site, dealership and location. */
export async function getLeadWithPlaces(db: Db, leadId: number): Promise<LeadWithPlaces | null> {
  return (await listLeadsWithPlaces(db, [leadId]))[0] ?? null;
}

/** Several leads with their site, dealership and location names (a relay batch), any order. */
export async function listLeadsWithPlaces(db: Db, leadIds: number[]): Promise<LeadWithPlaces[]> {
  if (leadIds.length === 0) return [];
  const rows = await db
    .select({
      lead: leads,
      site: { id: sites.id, slug: sites.slug, name: sites.name },
      dealership: { id: dealerships.id, slug: dealerships.slug, name: dealerships.name },
      location: {
        id: locations.id,
        slug: locations.slug,
        name: locations.name,
        email: locations.email,
        phone: locations.phone,
        state: locations.state,
      },
    })
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .leftJoin(dealerships, eq(dealerships.id, leads.dealershipId))
    .leftJoin(locations, eq(locations.id, leads.locationId))
    .where(inArray(leads.id, leadIds));
  const siteIds = [...new Set(rows.map((row) => row.site.id))];
  const siteLocations = await db
    .select({ siteId: siteDealerships.siteId, primary: locations.primary, state: locations.state })
    .from(siteDealerships)
    .innerJoin(locations, eq(locations.dealershipId, siteDealerships.dealershipId))
    .where(inArray(siteDealerships.siteId, siteIds))
    .orderBy(desc(locations.primary), asc(locations.id));
  const domains = await db
    .select({
      siteId: siteDomains.siteId,
      domain: siteDomains.domain,
      primary: siteDomains.primary,
    })
    .from(siteDomains)
    .where(inArray(siteDomains.siteId, siteIds));
  return rows.map((row) => ({
    ...row,
    site: {
      ...row.site,
      domains: domains.filter((entry) => entry.siteId === row.site.id).map((entry) => entry.domain),
      primaryDomain:
        domains.find((entry) => entry.siteId === row.site.id && entry.primary)?.domain ?? null,
    },
    siteLocations: siteLocations
      .filter((location) => location.siteId === row.site.id)
      .map((location) => ({ primary: location.primary, address: { state: location.state } })),
  }));
}
