import type { PasskeyPurpose } from '@forecourt/core/accounts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { shopperPasskeyChallenges, shopperPasskeys, shopperUsers } from '../schema/index.ts';
import { type LimitSpend, spendRateLimits, type WindowedLimit } from './rate-limits.ts';

export type ShopperPasskey = typeof shopperPasskeys.$inferSelect;

export async function addShopperPasskey(
  db: Db,
  passkey: typeof shopperPasskeys.$inferInsert,
): Promise<void> {
  await db.insert(shopperPasskeys).values(passkey);
}

/** A passkey by credential id, only if it belongs to an account on this site. */
export async function getShopperPasskey(
  db: Db,
  siteId: number,
  credentialId: string,
): Promise<(ShopperPasskey & { phone: string }) | null> {
  const [row] = await db
    .select({ passkey: shopperPasskeys, phone: shopperUsers.phone })
    .from(shopperPasskeys)
    .innerJoin(shopperUsers, eq(shopperUsers.id, shopperPasskeys.userId))
    .where(
      and(
        eq(shopperPasskeys.id, credentialId),
        eq(shopperPasskeys.siteId, siteId),
        eq(shopperUsers.siteId, siteId),
      ),
    );
  return row ? { ...row.passkey, phone: row.phone } : null;
}

export async function listShopperPasskeys(db: Db, siteId: number, userId: number) {
  return db
    .select()
    .from(shopperPasskeys)
    .where(and(eq(shopperPasskeys.siteId, siteId), eq(shopperPasskeys.userId, userId)));
}

export async function recordPasskeyUse(
  db: Db,
  credentialId: string,
  counter: number,
  now: Date,
): Promise<void> {
  await db
    .update(shopperPasskeys)
    .set({ counter, lastUsedAt: now })
    .where(eq(shopperPasskeys.id, credentialId));
}

export interface PasskeyChallengeKey {
  siteId: number;
  purpose: PasskeyPurpose;
  /** The signed-in shopper adding a passkey; null when signing in. */
  userId: number | null;
}

/**
 * Stores a pending ceremony's challenge under the hash of the browser's token, unless the
 * client has started too many (`limit`: each is a row until it expires). The one the browser
 * held before (`replaces`, a token hash), if any, on this site, goes.
 */
export async function createPasskeyChallenge<L extends WindowedLimit>(
  db: Db,
  input: PasskeyChallengeKey & {
    tokenHash: string;
    challenge: string;
    expiresAt: Date;
    replaces: string | null;
    limit: L;
    now: Date;
  },
): Promise<LimitSpend<L>> {
  return db.transaction(async (tx) => {
    const spent = await spendRateLimits(tx, [input.limit], input.now);
    if (!spent.ok) return spent;
    if (input.replaces) {
      await tx
        .delete(shopperPasskeyChallenges)
        .where(
          and(
            eq(shopperPasskeyChallenges.tokenHash, input.replaces),
            eq(shopperPasskeyChallenges.siteId, input.siteId),
          ),
        );
    }
    await tx.insert(shopperPasskeyChallenges).values({
      tokenHash: input.tokenHash,
      siteId: input.siteId,
      purpose: input.purpose,
      userId: input.userId,
      challenge: input.challenge,
      expiresAt: input.expiresAt,
    });
    return { ok: true };
  });
}

/**
 * The challenge of a pending ceremony, deleted as it is read (one statement: of two uses at
 * once, one gets it and the other nothing); null when unknown, used, expired, or for another
 * site, purpose or shopper.
 */
export async function takePasskeyChallenge(
  db: Db,
  input: PasskeyChallengeKey & { tokenHash: string; now: Date },
): Promise<string | null> {
  const [row] = await db
    .delete(shopperPasskeyChallenges)
    .where(
      and(
        eq(shopperPasskeyChallenges.tokenHash, input.tokenHash),
        eq(shopperPasskeyChallenges.siteId, input.siteId),
        eq(shopperPasskeyChallenges.purpose, input.purpose),
        input.userId === null
          ? isNull(shopperPasskeyChallenges.userId)
          : eq(shopperPasskeyChallenges.userId, input.userId),
      ),
    )
    .returning({
      challenge: shopperPasskeyChallenges.challenge,
      expiresAt: shopperPasskeyChallenges.expiresAt,
    });
  return row && row.expiresAt > input.now ? row.challenge : null;
}
