import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { staffRecoveryCodes, staffTotpFactors } from '../schema/index.ts';

export interface TotpFactor {
  secretEncrypted: string;
  confirmedAt: Date | null;
  lastUsedStep: number | null;
}

export async function getTotpFactor(db: Db, userId: number): Promise<TotpFactor | null> {
  const [row] = await db
    .select({
      secretEncrypted: staffTotpFactors.secretEncrypted,
      confirmedAt: staffTotpFactors.confirmedAt,
      lastUsedStep: staffTotpFactors.lastUsedStep,
    })
    .from(staffTotpFactors)
    .where(eq(staffTotpFactors.userId, userId));
  return row ?? null;
}

/** A new secret waiting to be confirmed; a confirmed authenticator is never replaced this way. */
export async function saveUnconfirmedTotp(db: Db, userId: number, secretEncrypted: string) {
  await db
    .insert(staffTotpFactors)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({
      target: staffTotpFactors.userId,
      set: { secretEncrypted, lastUsedStep: null },
      setWhere: isNull(staffTotpFactors.confirmedAt),
    });
}

/**
 * Spends a TOTP time step: true only when it is later than the last one used, so a code is
 * accepted once however many requests race with it.
 */
export async function spendTotpStep(
  db: Db,
  userId: number,
  step: number,
  confirmed: 'confirmed' | 'unconfirmed',
): Promise<boolean> {
  const rows = await db
    .update(staffTotpFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(staffTotpFactors.userId, userId),
        confirmed === 'confirmed'
          ? isNotNull(staffTotpFactors.confirmedAt)
          : isNull(staffTotpFactors.confirmedAt),
        or(isNull(staffTotpFactors.lastUsedStep), lt(staffTotpFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: staffTotpFactors.userId });
  return rows.length > 0;
}

/** Confirms the authenticator and replaces the recovery codes, in one transaction. */
export async function confirmTotp(
  db: Db,
  userId: number,
  recoveryCodeHashes: readonly string[],
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(staffTotpFactors)
      .set({ confirmedAt: now })
      .where(eq(staffTotpFactors.userId, userId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
    await tx
      .insert(staffRecoveryCodes)
      .values(recoveryCodeHashes.map((codeHash) => ({ userId, codeHash })));
  });
}

/** Spends a recovery code; true when it was the user's and unused. */
export async function spendRecoveryCodeHash(db: Db, userId: number, codeHash: string, now: Date) {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length > 0;
}

export async function countRecoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** Removes the authenticator and its recovery codes: sign-in falls back to the emailed code. */
export async function removeTotp(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
    await tx.delete(staffTotpFactors).where(eq(staffTotpFactors.userId, userId));
  });
}
