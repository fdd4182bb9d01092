import type { DeliveryTarget } from '@forecourt/core/leads/lead-routing';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  dealerships,
  leadDeliveries,
  leads,
  locations,
  sites,
  spentCaptchaChallenges,
  testDriveBookings,
} from '../schema/index.ts';

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
  /** A test drive to book; a taken slot rolls everything back with SlotTakenError. */
  booking: { locationId: number; startsAt: Date } | null;
}

export interface StoredLead {
  leadId: number;
  /** False when the idempotency key was seen before: the earlier lead is the answer. */
  created: boolean;
  spam: boolean;
}

/** Channel name for NOTIFY: the relay wakes up when new jobs are committed. */
export const LEAD_OUTBOX_CHANNEL = 'lead_outbox';

/**
 * Store a lead with its delivery jobs (the transactional outbox), its captcha spend and its
 * test-drive booking in one transaction. A repeated idempotency key stores nothing new.
 */
export async function storeLead(db: Db, input: StoreLeadInput): Promise<StoredLead> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(leads)
      .values(input.lead)
      .onConflictDoNothing({ target: [leads.siteId, leads.idempotencyKey] })
      .returning({ id: leads.id });
    if (!inserted) {
      const existing = await findLeadByIdempotencyKey(
        tx,
        input.lead.siteId,
        input.lead.idempotencyKey,
      );
      if (!existing) throw new Error('Lead vanished after an idempotency conflict');
      return { leadId: existing.id, created: false, spam: existing.spam };
    }
    let spam = input.lead.spam ?? false;
    if (input.captcha) {
      const [spent] = await tx
        .insert(spentCaptchaChallenges)
        .values(input.captcha)
        .onConflictDoNothing()
        .returning({ signature: spentCaptchaChallenges.signature });
      if (!spent) {
        spam = true;
        await tx
          .update(leads)
          .set({
            spam: true,
            spamReasons: sql`array_append(${leads.spamReasons}, 'captcha-replayed')`,
          })
          .where(eq(leads.id, inserted.id));
      }
    }
    if (input.booking && !spam) {
      const [booked] = await tx
        .insert(testDriveBookings)
        .values({ leadId: inserted.id, ...input.booking })
        .onConflictDoNothing({ target: [testDriveBookings.locationId, testDriveBookings.startsAt] })
        .returning({ id: testDriveBookings.id });
      if (!booked) throw new SlotTakenError();
    }
    if (input.deliveries.length > 0 && (!spam || input.deliverSpam)) {
      await insertDeliveries(
        tx,
        inserted.id,
        'new-lead',
        input.deliveries,
        input.lead.createdAt ?? new Date(),
      );
    }
    return { leadId: inserted.id, created: true, spam };
  });
}

async function insertDeliveries(
  db: Db,
  leadId: number,
  event: string,
  targets: DeliveryTarget[],
  now: Date,
) {
  await db
    .insert(leadDeliveries)
    .values(
      targets.map((target) => ({ leadId, event, ...target, nextAttemptAt: now, createdAt: now })),
    )
    .onConflictDoNothing();
  await db.execute(sql`select pg_notify(${LEAD_OUTBOX_CHANNEL}, ${String(leadId)})`);
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

/** Start times of booked test drives at a location in [from, to). */
export async function listBookedTestDrives(
  db: Db,
  locationId: number,
  from: Date,
  to: Date,
): Promise<Date[]> {
  const rows = await db
    .select({ startsAt: testDriveBookings.startsAt })
    .from(testDriveBookings)
    .where(
      and(
        eq(testDriveBookings.locationId, locationId),
        gte(testDriveBookings.startsAt, from),
        lt(testDriveBookings.startsAt, to),
      ),
    );
  return rows.map((row) => row.startsAt);
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

/** A site's most recent leads with their deliveries, newest first (the leads CLI). */
export async function listRecentLeads(
  db: Db,
  siteId: number,
  limit: number,
): Promise<LeadListing[]> {
  const rows = await db
    .select()
    .from(leads)
    .where(eq(leads.siteId, siteId))
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
  site: { id: number; slug: string; name: string };
  dealership: { id: number; slug: string; name: string } | null;
  location: {
    id: number;
    slug: string;
    name: string;
    email: string | null;
    phone: string | null;
  } | null;
}

/** A lead with the names a delivery needs: its site, dealership and location. */
export async function getLeadWithPlaces(db: Db, leadId: number): Promise<LeadWithPlaces | null> {
  const [row] = await db
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
      },
    })
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .leftJoin(dealerships, eq(dealerships.id, leads.dealershipId))
    .leftJoin(locations, eq(locations.id, leads.locationId))
    .where(eq(leads.id, leadId));
  return row ?? null;
}
