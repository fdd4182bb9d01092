import { and, eq, gt, gte, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { leads, locations, testDriveBookings } from '../schema/index.ts';
import { lockKeys } from './key-locks.ts';

/** A test drive to book with a lead; see storeLead. */
export interface TestDriveBookingInput {
  locationId: number;
  startsAt: Date;
  /** Until when an unconfirmed booking holds the slot; null books it confirmed at once. */
  holdUntil: Date | null;
  /** Random and single-use: the confirmation link carries it (needed with holdUntil). */
  confirmToken: string | null;
  /** The link emailed to the shopper to confirm; null sends none. */
  confirmUrl: string | null;
  /** normaliseContactEmail of the shopper's email, their phone (+61…) and client hash. */
  email: string | null;
  phone: string | null;
  client: string | null;
  /** Upcoming live bookings allowed per contact (email or phone) and per client on the site. */
  limits: { perContact: number; perClient: number };
}

/** Held and not yet lapsed, or confirmed: the booking keeps its slot. */
const live = (now: Date) =>
  or(
    eq(testDriveBookings.status, 'confirmed'),
    and(eq(testDriveBookings.status, 'held'), gt(testDriveBookings.holdExpiresAt, now)),
  );

/**
 * Inside the booking's transaction: whether this shopper may book one more drive on the site.
 * Locks the contact's and client's keys first, so two bookings from one shopper cannot both
 * pass the count; frees the wanted slot if its hold has lapsed.
 */
export async function admitTestDriveBooking(
  tx: Db,
  siteId: number,
  booking: TestDriveBookingInput,
  now: Date,
): Promise<boolean> {
  const keys = [
    booking.email && `email:${booking.email}`,
    booking.phone && `phone:${booking.phone}`,
    booking.client && `client:${booking.client}`,
  ]
    .filter((key): key is string => Boolean(key))
    .map((key) => `test-drive:${siteId}:${key}`);
  await lockKeys(tx, keys);
  await tx
    .update(testDriveBookings)
    .set({ status: 'expired' })
    .where(
      and(
        eq(testDriveBookings.locationId, booking.locationId),
        eq(testDriveBookings.startsAt, booking.startsAt),
        eq(testDriveBookings.status, 'held'),
        lte(testDriveBookings.holdExpiresAt, now),
      ),
    );
  const [row] = await tx
    .select({
      byContact: sql<number>`count(*) filter (where (${testDriveBookings.email} = ${booking.email}::text) or (${testDriveBookings.phone} = ${booking.phone}::text))::int`,
      byClient: sql<number>`count(*) filter (where ${testDriveBookings.client} = ${booking.client}::text)::int`,
    })
    .from(testDriveBookings)
    .where(
      and(eq(testDriveBookings.siteId, siteId), gte(testDriveBookings.startsAt, now), live(now)),
    );
  return (
    Number(row?.byContact ?? 0) < booking.limits.perContact &&
    Number(row?.byClient ?? 0) < booking.limits.perClient
  );
}

/** Start times of the test drives holding a slot at a location in [from, to). */
export async function listBookedTestDrives(
  db: Db,
  locationId: number,
  from: Date,
  to: Date,
  now = from,
): Promise<Date[]> {
  const rows = await db
    .select({ startsAt: testDriveBookings.startsAt })
    .from(testDriveBookings)
    .where(
      and(
        eq(testDriveBookings.locationId, locationId),
        gte(testDriveBookings.startsAt, from),
        lt(testDriveBookings.startsAt, to),
        live(now),
      ),
    );
  return rows.map((row) => row.startsAt);
}

export interface TestDriveHold {
  status: 'held' | 'confirmed' | 'expired';
  startsAt: Date;
  holdExpiresAt: Date | null;
  locationName: string;
  /** The location's state: its times read in its zone. */
  locationState: string;
  firstName: string;
}

/** The booking a confirmation link names on this site, or null. */
export async function getTestDriveHold(
  db: Db,
  siteId: number,
  token: string,
  now: Date,
): Promise<TestDriveHold | null> {
  const [row] = await db
    .select({
      status: testDriveBookings.status,
      startsAt: testDriveBookings.startsAt,
      holdExpiresAt: testDriveBookings.holdExpiresAt,
      locationName: locations.name,
      locationState: locations.state,
      firstName: leads.firstName,
    })
    .from(testDriveBookings)
    .innerJoin(leads, eq(leads.id, testDriveBookings.leadId))
    .innerJoin(locations, eq(locations.id, testDriveBookings.locationId))
    .where(and(eq(testDriveBookings.siteId, siteId), eq(testDriveBookings.confirmToken, token)));
  if (!row) return null;
  const lapsed = row.status === 'held' && (!row.holdExpiresAt || row.holdExpiresAt <= now);
  return { ...row, status: lapsed ? 'expired' : row.status };
}

export type TestDriveConfirmation = 'confirmed' | 'already-confirmed' | 'expired' | 'not-found';

/** Confirm a held booking by its link's token, while its hold lasts. */
export async function confirmTestDrive(
  db: Db,
  siteId: number,
  token: string,
  now: Date,
): Promise<TestDriveConfirmation> {
  const updated = await db
    .update(testDriveBookings)
    .set({ status: 'confirmed', holdExpiresAt: null })
    .where(
      and(
        eq(testDriveBookings.siteId, siteId),
        eq(testDriveBookings.confirmToken, token),
        eq(testDriveBookings.status, 'held'),
        gt(testDriveBookings.holdExpiresAt, now),
      ),
    )
    .returning({ id: testDriveBookings.id });
  if (updated.length > 0) return 'confirmed';
  const hold = await getTestDriveHold(db, siteId, token, now);
  if (!hold) return 'not-found';
  return hold.status === 'confirmed' ? 'already-confirmed' : 'expired';
}

/** Mark lapsed holds expired (their slots are free already; this keeps the table honest). */
export async function expireTestDriveHolds(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(testDriveBookings)
    .set({ status: 'expired' })
    .where(
      and(
        eq(testDriveBookings.status, 'held'),
        or(isNull(testDriveBookings.holdExpiresAt), lte(testDriveBookings.holdExpiresAt, now)),
        ne(testDriveBookings.status, 'expired'),
      ),
    )
    .returning({ id: testDriveBookings.id });
  return rows.length;
}
