import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { shopperPasskeys, shopperUsers } from '../schema/index.ts';

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
