import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { purchaseJourneys } from '../schema/index.ts';

export type PurchaseJourney = typeof purchaseJourneys.$inferSelect;

/** Whose journey: a signed-in shopper's, else a browser's (its journey cookie's hash). */
export interface JourneyOwner {
  siteId: number;
  carId: number;
  userId: number | null;
  browserKeyHash: string | null;
}

/** An owner saving a step, with the keyed hash of its client's network (leads' `hashIp`). */
export type JourneyWriter = JourneyOwner & { client: string };

/**
 * The owner's journey for a car: a signed-in shopper's own (from any device), else this
 * browser's unclaimed one. A journey claimed by an account is never shown to a signed-out
 * browser: whoever uses that browser next must not see the shopper's details.
 */
export async function findPurchaseJourney(
  db: Db,
  owner: JourneyOwner,
): Promise<PurchaseJourney | null> {
  const forCar = and(
    eq(purchaseJourneys.siteId, owner.siteId),
    eq(purchaseJourneys.carId, owner.carId),
  );
  if (owner.userId !== null) {
    const [own] = await db
      .select()
      .from(purchaseJourneys)
      .where(and(forCar, eq(purchaseJourneys.userId, owner.userId)));
    if (own) return own;
  }
  if (owner.browserKeyHash === null) return null;
  const [browser] = await db
    .select()
    .from(purchaseJourneys)
    .where(
      and(
        forCar,
        eq(purchaseJourneys.browserKeyHash, owner.browserKeyHash),
        isNull(purchaseJourneys.userId),
      ),
    );
  return browser ?? null;
}

/**
 * Stores one step's accepted answers (replacing that step's earlier ones) and returns the
 * journey. A signed-in shopper continuing this browser's journey claims it for their account.
 * Null when it would start a signed-out journey and the client's network already started
 * `maxNewPerDay` in the last 24 hours: journeys are rows, and one client must not be able to
 * fill the table (a signed-in shopper has one per car, and sign-in is limited).
 */
export async function savePurchaseJourneyStep(
  db: Db,
  owner: JourneyWriter,
  step: string,
  answers: Record<string, unknown>,
  now: Date,
  maxNewPerDay: number,
): Promise<PurchaseJourney | null> {
  const patch = JSON.stringify({ [step]: answers });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const found = await findPurchaseJourney(db, owner);
    if (found) {
      const [row] = await db
        .update(purchaseJourneys)
        .set({
          progress: sql`${purchaseJourneys.progress} || ${patch}::jsonb`,
          userId: found.userId ?? owner.userId,
          // Claimed by an account, it is no longer this browser's: the browser may start anew.
          browserKeyHash: (found.userId ?? owner.userId) ? null : found.browserKeyHash,
          updatedAt: now,
        })
        .where(eq(purchaseJourneys.id, found.id))
        .returning();
      if (row) return row;
      continue;
    }
    if (owner.userId === null) {
      const [started] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(purchaseJourneys)
        .where(
          and(
            eq(purchaseJourneys.siteId, owner.siteId),
            eq(purchaseJourneys.client, owner.client),
            gt(purchaseJourneys.createdAt, new Date(now.getTime() - 86_400_000)),
          ),
        );
      if (Number(started?.count ?? 0) >= maxNewPerDay) return null;
    }
    const [row] = await db
      .insert(purchaseJourneys)
      .values({
        siteId: owner.siteId,
        carId: owner.carId,
        userId: owner.userId,
        browserKeyHash: owner.userId === null ? owner.browserKeyHash : null,
        client: owner.client,
        progress: sql`${patch}::jsonb`,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    // Nothing inserted: the same owner's other tab got there first; update theirs.
    if (row) return row;
  }
  throw new Error('Purchase journey could not be saved');
}

/**
 * Gives this browser's journey to the shopper who just signed in on it, so their other
 * devices find it; the browser may then start a new one of its own.
 */
export async function claimPurchaseJourney(
  db: Db,
  journeyId: number,
  userId: number,
): Promise<void> {
  await db
    .update(purchaseJourneys)
    .set({ userId, browserKeyHash: null })
    .where(and(eq(purchaseJourneys.id, journeyId), isNull(purchaseJourneys.userId)));
}

/** Records the reservation a journey ended in. */
export async function setPurchaseJourneyReservation(
  db: Db,
  journeyId: number,
  reservationId: number,
  now: Date,
): Promise<void> {
  await db
    .update(purchaseJourneys)
    .set({ reservationId, updatedAt: now })
    .where(eq(purchaseJourneys.id, journeyId));
}

/** The journey a reservation came from, if any (its answers go to the dealer). */
export async function getPurchaseJourneyForReservation(
  db: Db,
  reservationId: number,
): Promise<PurchaseJourney | null> {
  const [row] = await db
    .select()
    .from(purchaseJourneys)
    .where(eq(purchaseJourneys.reservationId, reservationId));
  return row ?? null;
}

/** Deletes journeys nobody has touched since `before` that never ended in a reservation. */
export async function deleteStalePurchaseJourneys(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(purchaseJourneys)
    .where(and(lt(purchaseJourneys.updatedAt, before), isNull(purchaseJourneys.reservationId)))
    .returning({ id: purchaseJourneys.id });
  return deleted.length;
}
