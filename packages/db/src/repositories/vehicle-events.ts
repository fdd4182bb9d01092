import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { callReveals, cars, carViewCounts } from '../schema/index.ts';

/**
 * Count one view of a car and return its total: the feed's own count plus views counted here.
 * Null when there is no such car.
 */
export async function recordCarView(db: Db, carId: number, now: Date): Promise<number | null> {
  const [car] = await db.select({ views: cars.views }).from(cars).where(eq(cars.id, carId));
  if (!car) return null;
  const [row] = await db
    .insert(carViewCounts)
    .values({ carId, views: 1, lastViewedAt: now })
    .onConflictDoUpdate({
      target: carViewCounts.carId,
      set: { views: sql`${carViewCounts.views} + 1`, lastViewedAt: now },
    })
    .returning({ views: carViewCounts.views });
  return car.views + (row?.views ?? 0);
}

/** A car's total views without counting one; null when there is no such car. */
export async function getCarViews(db: Db, carId: number): Promise<number | null> {
  const [row] = await db
    .select({ feed: cars.views, counted: carViewCounts.views })
    .from(cars)
    .leftJoin(carViewCounts, eq(carViewCounts.carId, cars.id))
    .where(eq(cars.id, carId));
  return row ? row.feed + (row.counted ?? 0) : null;
}

export async function recordCallReveal(
  db: Db,
  reveal: { carId: number; dealershipId: number; siteId: number; at: Date },
): Promise<void> {
  await db.insert(callReveals).values({
    carId: reveal.carId,
    dealershipId: reveal.dealershipId,
    siteId: reveal.siteId,
    createdAt: reveal.at,
  });
}
