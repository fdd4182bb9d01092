import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  leads,
  rateLimitCounters,
  shopperSessions,
  shopperSignInCodes,
  shopperUsers,
} from '../schema/index.ts';

export interface CodeLimit {
  /** Counter key, already scoped to the site ('otp-phone:3:+614…'). */
  key: string;
  max: number;
  windowMs: number;
}

export type IssueCodeResult = { ok: true } | { ok: false; reason: 'locked' | 'tooMany' };

/**
 * Stores a new sign-in code for a phone on a site (replacing any earlier one) unless the number
 * is locked or a limit is spent. Each limit counts in fixed windows; a refused request counts
 * nowhere, so a client held back spends nothing more of the number's allowance.
 */
export async function issueSignInCode(
  db: Db,
  input: {
    siteId: number;
    phone: string;
    codeHash: string;
    expiresAt: Date;
    limits: CodeLimit[];
    now: Date;
  },
): Promise<IssueCodeResult> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ lockedUntil: shopperSignInCodes.lockedUntil })
      .from(shopperSignInCodes)
      .where(
        and(eq(shopperSignInCodes.siteId, input.siteId), eq(shopperSignInCodes.phone, input.phone)),
      )
      .for('update');
    if (existing?.lockedUntil && existing.lockedUntil > input.now)
      return { ok: false, reason: 'locked' };
    const windows = input.limits.map((limit) => ({
      ...limit,
      windowStart: new Date(Math.floor(input.now.getTime() / limit.windowMs) * limit.windowMs),
    }));
    for (const window of windows) {
      const [row] = await tx
        .select({ count: rateLimitCounters.count })
        .from(rateLimitCounters)
        .where(
          and(
            eq(rateLimitCounters.key, window.key),
            eq(rateLimitCounters.windowStart, window.windowStart),
          ),
        );
      if ((row?.count ?? 0) >= window.max) return { ok: false, reason: 'tooMany' };
    }
    for (const window of windows) {
      await tx
        .insert(rateLimitCounters)
        .values({ key: window.key, windowStart: window.windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { count: sql`${rateLimitCounters.count} + 1` },
        });
    }
    await tx
      .insert(shopperSignInCodes)
      .values({
        siteId: input.siteId,
        phone: input.phone,
        codeHash: input.codeHash,
        expiresAt: input.expiresAt,
      })
      .onConflictDoUpdate({
        target: [shopperSignInCodes.siteId, shopperSignInCodes.phone],
        set: { codeHash: input.codeHash, expiresAt: input.expiresAt, lockedUntil: null },
      });
    return { ok: true };
  });
}

export type VerifyCodeResult =
  | { ok: true; userId: number }
  | { ok: false; reason: 'wrong' | 'locked' };

/**
 * Checks a code for a phone on a site. `matches` compares the stored hash with the offered
 * one (in constant time, in the caller). A right code is spent at once and signs the phone in,
 * making its account on first use; a wrong, used or expired one counts towards the lock, and
 * the `lockAfter`-th wrong code in a row locks the number until `lockUntil`.
 */
export async function verifySignInCode(
  db: Db,
  input: {
    siteId: number;
    phone: string;
    matches: (storedHash: string) => boolean;
    now: Date;
    lockAfter: number;
    lockUntil: Date;
  },
): Promise<VerifyCodeResult> {
  return db.transaction(async (tx) => {
    const key = and(
      eq(shopperSignInCodes.siteId, input.siteId),
      eq(shopperSignInCodes.phone, input.phone),
    );
    const [row] = await tx.select().from(shopperSignInCodes).where(key).for('update');
    if (row?.lockedUntil && row.lockedUntil > input.now) return { ok: false, reason: 'locked' };
    const right = row?.codeHash != null && row.expiresAt > input.now && input.matches(row.codeHash);
    if (!right) {
      const failures = (row?.failedAttempts ?? 0) + 1;
      const lock = failures >= input.lockAfter;
      const values = {
        failedAttempts: lock ? 0 : failures,
        lockedUntil: lock ? input.lockUntil : null,
        // A locked number's code is gone: the lock cannot be waited out with the same code.
        ...(lock ? { codeHash: null } : {}),
      };
      await tx
        .insert(shopperSignInCodes)
        .values({ siteId: input.siteId, phone: input.phone, expiresAt: input.now, ...values })
        .onConflictDoUpdate({
          target: [shopperSignInCodes.siteId, shopperSignInCodes.phone],
          set: values,
        });
      return { ok: false, reason: lock ? 'locked' : 'wrong' };
    }
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

/** Starts a session; `origin` (where the shopper signed in) is where their alert links go. */
export async function createShopperSession(
  db: Db,
  {
    origin,
    ...session
  }: {
    tokenHash: string;
    userId: number;
    siteId: number;
    expiresAt: Date;
    origin: string | null;
  },
): Promise<void> {
  await db.insert(shopperSessions).values(session);
  if (origin) {
    await db
      .update(shopperUsers)
      .set({ origin })
      .where(and(eq(shopperUsers.id, session.userId), eq(shopperUsers.siteId, session.siteId)));
  }
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

/** Erases a shopper's account on one site: sessions, watchlist and pending codes go with it. */
export async function deleteShopperUser(db: Db, siteId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .delete(shopperUsers)
      .where(and(eq(shopperUsers.id, userId), eq(shopperUsers.siteId, siteId)))
      .returning({ phone: shopperUsers.phone });
    if (user) {
      await tx
        .delete(shopperSignInCodes)
        .where(
          and(eq(shopperSignInCodes.siteId, siteId), eq(shopperSignInCodes.phone, user.phone)),
        );
    }
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
