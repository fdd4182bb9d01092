import { LIVE_RESERVATION_STATUSES } from '@forecourt/core/checkout';
import { anonymiseLeadAttribution } from '@forecourt/core/privacy';
import { and, eq, gt, inArray, isNull, lt, notExists, notInArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  leadDeliveries,
  leads,
  purchaseJourneys,
  reservations,
  shopperAlertDigests,
  shopperSessions,
  shopperSignInCodes,
  shopperUsers,
  testDriveBookings,
} from '../schema/index.ts';

/** Leads anonymised per transaction: several instances share the work a batch at a time. */
const LEAD_BATCH = 200;

/**
 * Removes the person from every matching lead not yet anonymised, a batch per transaction;
 * returns how many this call anonymised. A sweep skips rows another instance holds (it will do
 * them); a shopper's own request waits for them. What the lead was about (form, category, car,
 * dealership, when) stays, so the dealer's counts do.
 */
export async function anonymiseLeads(
  db: Db,
  where: SQL,
  now: Date,
  locked: 'skip' | 'wait' = 'skip',
): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await db.transaction((tx) => anonymiseLeadBatch(tx, where, now, locked));
    total += done;
    if (done < LEAD_BATCH) return total;
  }
}

async function anonymiseLeadBatch(
  tx: Db,
  where: SQL,
  now: Date,
  locked: 'skip' | 'wait',
): Promise<number> {
  const rows = await tx
    .select({ id: leads.id, attribution: leads.attribution })
    .from(leads)
    .where(and(where, isNull(leads.anonymisedAt)))
    .orderBy(leads.id)
    .limit(LEAD_BATCH)
    .for('update', locked === 'skip' ? { skipLocked: true } : {});
  if (rows.length === 0) return 0;
  const ids = rows.map((row) => row.id);
  for (const row of rows) {
    await tx
      .update(leads)
      .set({
        firstName: '',
        lastName: '',
        email: null,
        phone: null,
        postcode: null,
        message: null,
        values: {},
        tradeIn: null,
        attribution: anonymiseLeadAttribution(row.attribution),
        ipHash: null,
        anonymisedAt: now,
      })
      .where(eq(leads.id, row.id));
  }
  await tx
    .update(testDriveBookings)
    .set({ email: null, phone: null, client: null, confirmToken: null })
    .where(inArray(testDriveBookings.leadId, ids));
  // The shopper's own confirmation email is addressed to them; the dealer's deliveries are not.
  await tx
    .delete(leadDeliveries)
    .where(
      and(inArray(leadDeliveries.leadId, ids), eq(leadDeliveries.event, 'booking-confirmation')),
    );
  return rows.length;
}

/**
 * Blanks the shopper's contact details of ended reservations matching `where`. A live one
 * keeps them: the dealer is holding the car for that person and its end is emailed to them.
 */
export async function anonymiseEndedReservations(db: Db, where: SQL, now: Date): Promise<number> {
  const rows = await db
    .update(reservations)
    .set({
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      postcode: '',
      client: '',
      anonymisedAt: now,
    })
    .where(
      and(
        where,
        isNull(reservations.anonymisedAt),
        notInArray(reservations.status, [...LIVE_RESERVATION_STATUSES]),
      ),
    )
    .returning({ id: reservations.id });
  return rows.length;
}

/** What one retention pass removed on a site. */
export interface RetentionOutcome {
  leads: number;
  reservations: number;
  accounts: number;
  journeys: number;
  digests: number;
  signInCodes: number;
}

/**
 * Removes a site's personal data older than `cutoff`: leads and ended reservations lose the
 * person, accounts not signed in since (and with no live session) are deleted (watchlist, saved
 * searches and passkeys with them), and journeys, alert digests and sign-in codes are deleted. Idempotent, and safe on
 * several instances at once: each row is changed once, by whichever gets it.
 */
export async function erasePersonalDataBefore(
  db: Db,
  siteId: number,
  cutoff: Date,
  now: Date,
): Promise<RetentionOutcome> {
  const onSite = eq(leads.siteId, siteId);
  const leadCount = await anonymiseLeads(db, and(onSite, lt(leads.createdAt, cutoff)) as SQL, now);
  const reservationCount = await anonymiseEndedReservations(
    db,
    and(eq(reservations.siteId, siteId), lt(reservations.updatedAt, cutoff)) as SQL,
    now,
  );
  // A session outlives a sign-in by up to 30 days: an account still signed in is in use.
  const signedIn = db
    .select({ userId: shopperSessions.userId })
    .from(shopperSessions)
    .where(and(eq(shopperSessions.userId, shopperUsers.id), gt(shopperSessions.expiresAt, now)));
  const accounts = await db
    .delete(shopperUsers)
    .where(
      and(
        eq(shopperUsers.siteId, siteId),
        lt(shopperUsers.lastSignedInAt, cutoff),
        notExists(signedIn),
      ),
    )
    .returning({ id: shopperUsers.id });
  const journeys = await db
    .delete(purchaseJourneys)
    .where(and(eq(purchaseJourneys.siteId, siteId), lt(purchaseJourneys.updatedAt, cutoff)))
    .returning({ id: purchaseJourneys.id });
  const digests = await db
    .delete(shopperAlertDigests)
    .where(and(eq(shopperAlertDigests.siteId, siteId), lt(shopperAlertDigests.createdAt, cutoff)))
    .returning({ id: shopperAlertDigests.id });
  const codes = await db
    .delete(shopperSignInCodes)
    .where(and(eq(shopperSignInCodes.siteId, siteId), lt(shopperSignInCodes.expiresAt, cutoff)))
    .returning({ phone: shopperSignInCodes.phone });
  return {
    leads: leadCount,
    reservations: reservationCount,
    accounts: accounts.length,
    journeys: journeys.length,
    digests: digests.length,
    signInCodes: codes.length,
  };
}

/**
 * What a shopper deleting their account takes with them beyond the account's own rows (APP
 * 11.2): leads sent on the site from their verified phone — the ones My Garage lists as theirs
 * — and their ended reservations, by account or by that phone.
 */
export async function anonymiseShopperRecords(
  db: Db,
  shopper: { siteId: number; userId: number; phone: string },
  now: Date,
): Promise<{ leads: number; reservations: number }> {
  const reservationCount = await anonymiseEndedReservations(
    db,
    and(
      eq(reservations.siteId, shopper.siteId),
      or(eq(reservations.userId, shopper.userId), eq(reservations.phone, shopper.phone)),
    ) as SQL,
    now,
  );
  const leadCount = await anonymiseLeads(
    db,
    and(eq(leads.siteId, shopper.siteId), eq(leads.phone, shopper.phone)) as SQL,
    now,
    'wait',
  );
  return { leads: leadCount, reservations: reservationCount };
}
