import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { staffPendingSignIns, staffSessions, staffUsers } from '../schema/index.ts';

/** The half-done sign-in awaiting its second factor; replaces the user's earlier ones. */
export async function startPendingSignIn(
  db: Db,
  input: { tokenHash: string; userId: number; codeHash: string | null; expiresAt: Date; now: Date },
) {
  await db.transaction(async (tx) => {
    await tx
      .delete(staffPendingSignIns)
      .where(
        or(
          eq(staffPendingSignIns.userId, input.userId),
          lt(staffPendingSignIns.expiresAt, input.now),
        ),
      );
    await tx.insert(staffPendingSignIns).values({
      tokenHash: input.tokenHash,
      userId: input.userId,
      codeHash: input.codeHash,
      expiresAt: input.expiresAt,
    });
  });
}

export interface PendingSignIn {
  userId: number;
  email: string;
  name: string;
  codeHash: string | null;
  failedAttempts: number;
}

/** The live pending sign-in of a token, or null (expired, finished or never made). */
export async function getPendingSignIn(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<PendingSignIn | null> {
  const [row] = await db
    .select({
      userId: staffPendingSignIns.userId,
      email: staffUsers.email,
      name: staffUsers.name,
      codeHash: staffPendingSignIns.codeHash,
      failedAttempts: staffPendingSignIns.failedAttempts,
    })
    .from(staffPendingSignIns)
    .innerJoin(staffUsers, eq(staffUsers.id, staffPendingSignIns.userId))
    .where(
      and(
        eq(staffPendingSignIns.tokenHash, tokenHash),
        gt(staffPendingSignIns.expiresAt, now),
        isNull(staffUsers.disabledAt),
      ),
    );
  return row ?? null;
}

export type PendingCodeCheck =
  | { ok: true; userId: number }
  | { ok: false; reason: 'expired' | 'wrong' | 'spent' };

/**
 * Checks the emailed code of a pending sign-in. A right code ends the pending sign-in (the
 * caller starts the session); the `wrongLimit`-th wrong guess spends it, and the user starts
 * again with their password. Locked row, so racing guesses count one by one.
 */
export async function checkPendingSignInCode(
  db: Db,
  input: {
    tokenHash: string;
    matches: (storedHash: string) => boolean;
    wrongLimit: number;
    now: Date;
  },
): Promise<PendingCodeCheck> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(staffPendingSignIns)
      .where(
        and(
          eq(staffPendingSignIns.tokenHash, input.tokenHash),
          gt(staffPendingSignIns.expiresAt, input.now),
        ),
      )
      .for('update');
    if (!row?.codeHash) return { ok: false, reason: 'expired' } as const;
    if (input.matches(row.codeHash)) {
      await tx
        .delete(staffPendingSignIns)
        .where(eq(staffPendingSignIns.tokenHash, input.tokenHash));
      return { ok: true, userId: row.userId } as const;
    }
    const failed = row.failedAttempts + 1;
    if (failed >= input.wrongLimit) {
      await tx
        .delete(staffPendingSignIns)
        .where(eq(staffPendingSignIns.tokenHash, input.tokenHash));
      return { ok: false, reason: 'spent' } as const;
    }
    await tx
      .update(staffPendingSignIns)
      .set({ failedAttempts: failed })
      .where(eq(staffPendingSignIns.tokenHash, input.tokenHash));
    return { ok: false, reason: 'wrong' } as const;
  });
}

export async function createStaffSession(
  db: Db,
  input: {
    tokenHash: string;
    userId: number;
    secondFactor: string;
    expiresAt: Date;
    userAgent: string;
    clientHash: string;
    now: Date;
    /** A platform admin acting as `userId` until `expiresAt` (impersonation). */
    impersonatorId?: number;
  },
) {
  await db.insert(staffSessions).values({
    tokenHash: input.tokenHash,
    userId: input.userId,
    secondFactor: input.secondFactor,
    expiresAt: input.expiresAt,
    userAgent: input.userAgent.slice(0, 300),
    clientHash: input.clientHash,
    createdAt: input.now,
    lastSeenAt: input.now,
    ...(input.impersonatorId
      ? { impersonatorId: input.impersonatorId, impersonationEndsAt: input.expiresAt }
      : {}),
  });
}

export interface StaffSessionRow {
  tokenHash: string;
  userId: number;
  email: string;
  name: string;
  dealershipId: number | null;
  impersonatorId: number | null;
  /** When an impersonation session ends (its absolute end). */
  expiresAt: Date;
  createdAt: Date;
}

/**
 * The live session of a token, seen now: null when it is past its absolute end, idle longer
 * than `idleMs`, or its user is disabled. Seeing it moves its idle clock on (at most once a
 * minute, so a busy console does not write on every request).
 */
export async function touchStaffSession(
  db: Db,
  tokenHash: string,
  now: Date,
  idleMs: number,
): Promise<StaffSessionRow | null> {
  const idleSince = new Date(now.getTime() - idleMs);
  const [row] = await db
    .select({
      tokenHash: staffSessions.tokenHash,
      userId: staffSessions.userId,
      email: staffUsers.email,
      name: staffUsers.name,
      dealershipId: staffSessions.dealershipId,
      impersonatorId: staffSessions.impersonatorId,
      expiresAt: staffSessions.expiresAt,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
        isNull(staffUsers.disabledAt),
      ),
    );
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(eq(staffSessions.tokenHash, tokenHash));
  }
  const { lastSeenAt: _seen, ...session } = row;
  return session;
}

export interface StaffSessionListing {
  /** The first 12 characters of the stored hash: enough to name a session, useless to sign in. */
  id: string;
  secondFactor: string;
  userAgent: string;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

export const sessionListingId = (tokenHash: string) => tokenHash.slice(0, 12);

/** A user's live sessions, most recently used first. */
export async function listStaffSessions(
  db: Db,
  userId: number,
  currentTokenHash: string,
  now: Date,
  idleMs: number,
): Promise<StaffSessionListing[]> {
  const rows = await db
    .select()
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.userId, userId),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - idleMs)),
      ),
    )
    .orderBy(desc(staffSessions.lastSeenAt));
  return rows.map((row) => ({
    id: sessionListingId(row.tokenHash),
    secondFactor: row.secondFactor,
    userAgent: row.userAgent,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    current: row.tokenHash === currentTokenHash,
  }));
}

/** Ends one of the user's own sessions, named by its listing id; true when one ended. */
export async function revokeStaffSession(db: Db, userId: number, listingId: string) {
  if (!/^[0-9a-f]{12}$/.test(listingId)) return false;
  const removed = await db
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.userId, userId),
        sql`left(${staffSessions.tokenHash}, 12) = ${listingId}`,
      ),
    )
    .returning({ tokenHash: staffSessions.tokenHash });
  return removed.length > 0;
}

/** Ends every session of the user, or every one but `keepTokenHash`; answers how many. */
export async function revokeStaffSessions(db: Db, userId: number, keepTokenHash?: string) {
  const removed = await db
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.userId, userId),
        keepTokenHash ? ne(staffSessions.tokenHash, keepTokenHash) : undefined,
      ),
    )
    .returning({ tokenHash: staffSessions.tokenHash });
  return removed.length;
}

export async function endStaffSession(db: Db, tokenHash: string) {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

/** Which dealership the session's console shows (the caller checked the user may see it). */
export async function setStaffSessionDealership(db: Db, tokenHash: string, dealershipId: number) {
  await db
    .update(staffSessions)
    .set({ dealershipId })
    .where(eq(staffSessions.tokenHash, tokenHash));
}

/** Ends a pending sign-in whose second factor was proved; the user's id, or null if gone. */
export async function finishPendingSignIn(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .delete(staffPendingSignIns)
    .where(
      and(eq(staffPendingSignIns.tokenHash, tokenHash), gt(staffPendingSignIns.expiresAt, now)),
    )
    .returning({ userId: staffPendingSignIns.userId });
  return row?.userId ?? null;
}

/** Counts a wrong second factor against a pending sign-in; the `wrongLimit`-th spends it. */
export async function recordPendingFailure(
  db: Db,
  tokenHash: string,
  wrongLimit: number,
): Promise<'wrong' | 'spent'> {
  const [row] = await db
    .update(staffPendingSignIns)
    .set({ failedAttempts: sql`${staffPendingSignIns.failedAttempts} + 1` })
    .where(eq(staffPendingSignIns.tokenHash, tokenHash))
    .returning({ failedAttempts: staffPendingSignIns.failedAttempts });
  if (!row || row.failedAttempts >= wrongLimit) {
    await db.delete(staffPendingSignIns).where(eq(staffPendingSignIns.tokenHash, tokenHash));
    return 'spent';
  }
  return 'wrong';
}

/** Deletes staff sessions and pending sign-ins past their end; answers how many. */
export async function deleteEndedStaffSessions(db: Db, now: Date, idleMs: number) {
  const sessions = await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.expiresAt, now),
        lt(staffSessions.lastSeenAt, new Date(now.getTime() - idleMs)),
      ),
    )
    .returning({ tokenHash: staffSessions.tokenHash });
  const pending = await db
    .delete(staffPendingSignIns)
    .where(lt(staffPendingSignIns.expiresAt, now))
    .returning({ tokenHash: staffPendingSignIns.tokenHash });
  return sessions.length + pending.length;
}
