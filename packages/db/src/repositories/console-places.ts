import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cars, locations } from '../schema/index.ts';

/** The lead's car as it is now (price and status may have changed since the lead arrived). */
export async function getLeadCarNow(
  db: Db,
  carId: number,
): Promise<{ price: number; status: string; slug: string } | null> {
  const [row] = await db
    .select({ price: cars.price, status: cars.status, slug: cars.slug })
    .from(cars)
    .where(eq(cars.id, carId));
  return row ?? null;
}

/** The opening hours of a dealership's primary location (its first when none is primary). */
export async function getDealershipHours(db: Db, dealershipId: number) {
  const [row] = await db
    .select({
      openingHours: locations.openingHours,
      specialHours: locations.specialHours,
      state: locations.state,
    })
    .from(locations)
    .where(eq(locations.dealershipId, dealershipId))
    .orderBy(desc(locations.primary), asc(locations.id))
    .limit(1);
  return row ?? null;
}
