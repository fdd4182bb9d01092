import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { leads, shopperSessions, shopperSignInCodes, shopperUsers } from '../schema/index.ts';
import { anonymiseShopperRecords } from './personal-data.ts';
import {
  type LimitSpend,
  refundRateLimits,
  spendRateLimits,
  type WindowedLimit,
} from './rate-limits.ts';

export type IssueCodeResult<L extends WindowedLimit> = { ok: true } | LimitRefusal<L>;
type LimitRefusal<L extends WindowedLimit> = Extract<LimitSpend<L>, { ok: false }>;

/**
 * Stores a new sign-in code for a phone on a site (replacing any earlier one, and its count of
 * wrong guesses) unless a limit is spent. Every limit counts one, or none when any refuses, so
 * a client held back spends nothing more of the number's or the site's allowance.
 */
export async function issueSignInCode<L extends WindowedLimit>(
  db: Db,
  input: {
    siteId: number;
    phone: string;
    codeHash: string;
    expiresAt: Date;
    limits: readonly L[];
    now: Date;
  },
): Promise<IssueCodeResult<L>> {
  return db.transaction(async (tx) => {
    const spent = await spendRateLimits(tx, input.limits, input.now);
    if (!spent.ok) return spent;
    const code = { codeHash: input.codeHash, expiresAt: input.expiresAt, failedAttempts: 0 };
    await tx
      .insert(shopperSignInCodes)
      .values({ siteId: input.siteId, phone: input.phone, ...code })
      .onConflictDoUpdate({
        target: [shopperSignInCodes.siteId, shopperSignInCodes.phone],
        set: { ...code, lockedUntil: null },
      });
    return { ok: true };
  });
}

export type VerifyCodeResult<L extends WindowedLimit> =
  | { ok: true; userId: number }
  /** No live code matched; `spent` when that guess used up the code's last chance. */
  | { ok: false; reason: 'wrong' | 'spent' }
  /** The client has tried too many wrong codes; nothing was looked at. */
  | ({ reason: 'limited' } & LimitRefusal<L>);

/**
 * Checks a code for a phone on a site. `matches` compares the stored hash with the offered
 * one (in constant time, in the caller). A wrong guess counts against the client
 * (`clientLimit`, checked first) and, when a code was sent and is live, against that code: the
 * `wrongPerCode`-th wrong guess spends it. Nothing counts against the number itself, so nobody
 * can lock out a number they do not hold. A right code is spent at once, costs the client
 * nothing, and signs the phone in, making its account on first use.
 */
export async function verifySignInCode<L extends WindowedLimit>(
  db: Db,
  input: {
    siteId: number;
    phone: string;
    matches: (storedHash: string) => boolean;
    now: Date;
    wrongPerCode: number;
    clientLimit: L;
  },
): Promise<VerifyCodeResult<L>> {
  return db.transaction(async (tx) => {
    // Counted before looking (exact under races), and given back below if the code is right.
    const spent = await spendRateLimits(tx, [input.clientLimit], input.now);
    if (!spent.ok) return { ...spent, reason: 'limited' as const };
    const key = and(
      eq(shopperSignInCodes.siteId, input.siteId),
      eq(shopperSignInCodes.phone, input.phone),
    );
    const [row] = await tx.select().from(shopperSignInCodes).where(key).for('update');
    if (!row?.codeHash || row.expiresAt <= input.now) return { ok: false, reason: 'wrong' };
    if (!input.matches(row.codeHash)) {
      const failures = row.failedAttempts + 1;
      const spentCode = failures >= input.wrongPerCode;
      await tx
        .update(shopperSignInCodes)
        .set({ failedAttempts: failures, ...(spentCode ? { codeHash: null } : {}) })
        .where(key);
      return { ok: false, reason: spentCode ? 'spent' : 'wrong' };
    }
    await refundRateLimits(tx, [input.clientLimit], input.now);
    await tx
      .update(shopperSignInCodes)
      .set({ codeHash: null, failedAttempts: 0, lockedUntil: null })
      .where(key);
    await tx
      .insert(shopperUsers)
      .values({ siteId: input.siteId, phone: input.phone })
      .onConflictDoNothing();
    const [user] = await tx
      .select({ id: shopperUsers.id })
      .from(shopperUsers)
      .where(and(eq(shopperUsers.siteId, input.siteId), eq(shopperUsers.phone, input.phone)));
    if (!user) throw new Error('shopper account missing after insert');
    return { ok: true, userId: user.id };
  });
}

export interface ShopperSession {
  userId: number;
  siteId: number;
  phone: string;
}

/** Starts a session. */
export async function createShopperSession(
  db: Db,
  session: { tokenHash: string; userId: number; siteId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(shopperSessions).values(session);
  await db
    .update(shopperUsers)
    .set({ lastSignedInAt: sql`now()` })
    .where(eq(shopperUsers.id, session.userId));
}

/** The live session of a token hash on this site only; null for another site's or expired. */
export async function getShopperSession(
  db: Db,
  siteId: number,
  tokenHash: string,
  now: Date,
): Promise<ShopperSession | null> {
  const [row] = await db
    .select({ userId: shopperUsers.id, siteId: shopperUsers.siteId, phone: shopperUsers.phone })
    .from(shopperSessions)
    .innerJoin(shopperUsers, eq(shopperUsers.id, shopperSessions.userId))
    .where(
      and(
        eq(shopperSessions.tokenHash, tokenHash),
        eq(shopperSessions.siteId, siteId),
        eq(shopperUsers.siteId, siteId),
        gt(shopperSessions.expiresAt, now),
      ),
    );
  return row ?? null;
}

export async function deleteShopperSession(db: Db, siteId: number, tokenHash: string) {
  await db
    .delete(shopperSessions)
    .where(and(eq(shopperSessions.tokenHash, tokenHash), eq(shopperSessions.siteId, siteId)));
}

/**
 * Erases a shopper's account on one site: sessions, watchlist and pending codes go with it, and
 * the leads and ended reservations that were theirs lose the person (`anonymiseShopperRecords`).
 */
export async function deleteShopperUser(
  db: Db,
  siteId: number,
  userId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ phone: shopperUsers.phone })
      .from(shopperUsers)
      .where(and(eq(shopperUsers.id, userId), eq(shopperUsers.siteId, siteId)))
      .for('update');
    if (!user) return;
    await anonymiseShopperRecords(tx, { siteId, userId, phone: user.phone }, now);
    await tx.delete(shopperUsers).where(eq(shopperUsers.id, userId));
    await tx
      .delete(shopperSignInCodes)
      .where(and(eq(shopperSignInCodes.siteId, siteId), eq(shopperSignInCodes.phone, user.phone)));
  });
}

/** Spec 2 §3's stored user details of a signed-in shopper; the phone is the verified one. */
export interface ShopperDetails {
  phone: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  postcode: string | null;
}

/** A shopper's details on this site only; null for another site's shopper or a deleted one. */
export async function getShopperDetails(
  db: Db,
  siteId: number,
  userId: number,
): Promise<ShopperDetails | null> {
  const [row] = await db
    .select({
      phone: shopperUsers.phone,
      firstName: shopperUsers.firstName,
      lastName: shopperUsers.lastName,
      email: shopperUsers.email,
      postcode: shopperUsers.postcode,
    })
    .from(shopperUsers)
    .where(and(eq(shopperUsers.id, userId), eq(shopperUsers.siteId, siteId)));
  return row ?? null;
}

/**
 * Replaces the shopper's details (validated by the caller) and the alert switches given; the
 * phone never changes here. False when the shopper is not on this site (or gone).
 */
export async function saveShopperDetails(
  db: Db,
  siteId: number,
  userId: number,
  details: Omit<ShopperDetails, 'phone'>,
  alerts: { email?: boolean; sms?: boolean } = {},
): Promise<boolean> {
  const saved = await db
    .update(shopperUsers)
    .set({
      ...details,
      ...(alerts.email === undefined ? {} : { emailAlerts: alerts.email }),
      ...(alerts.sms === undefined ? {} : { smsAlerts: alerts.sms }),
    })
    .where(and(eq(shopperUsers.id, userId), eq(shopperUsers.siteId, siteId)))
    .returning({ id: shopperUsers.id });
  return saved.length > 0;
}

/**
 * Fills the shopper's blank details from what they just sent in a lead; details they already
 * have are never overwritten (they change them in My Garage).
 */
export async function fillBlankShopperDetails(
  db: Db,
  siteId: number,
  userId: number,
  details: Omit<ShopperDetails, 'phone'>,
): Promise<void> {
  await db
    .update(shopperUsers)
    .set({
      firstName: sql`coalesce(${shopperUsers.firstName}, ${details.firstName})`,
      lastName: sql`coalesce(${shopperUsers.lastName}, ${details.lastName})`,
      email: sql`coalesce(${shopperUsers.email}, ${details.email})`,
      postcode: sql`coalesce(${shopperUsers.postcode}, ${details.postcode})`,
    })
    .where(and(eq(shopperUsers.id, userId), eq(shopperUsers.siteId, siteId)));
}

export interface ShopperEnquiry {
  id: number;
  form: string;
  category: string;
  subcategory: string | null;
  carName: string | null;
  testDriveAt: Date | null;
  createdAt: Date;
}

/**
 * A shopper's past enquiries and bookings on one site, newest first: leads sent from the phone
 * the shopper verified by signing in (suspected spam left out).
 */
export async function listShopperEnquiries(
  db: Db,
  siteId: number,
  phone: string,
  limit = 50,
): Promise<ShopperEnquiry[]> {
  const rows = await db
    .select({
      id: leads.id,
      form: leads.form,
      category: leads.category,
      subcategory: leads.subcategory,
      car: leads.car,
      testDriveAt: leads.testDriveAt,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(and(eq(leads.siteId, siteId), eq(leads.phone, phone), eq(leads.spam, false)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
  return rows.map(({ car, ...row }) => ({
    ...row,
    carName: car ? [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ') : null,
  }));
}
