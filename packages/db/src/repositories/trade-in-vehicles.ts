import type { MarketCar } from '@forecourt/core/market/comparables';
import { and, asc, between, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cars, manufacturers, models } from '../schema/index.ts';

/** Every make on the platform, by name (the trade-in wizard's make list). */
export async function listTradeInMakes(db: Db): Promise<string[]> {
  const rows = await db
    .select({ name: manufacturers.name })
    .from(manufacturers)
    .orderBy(asc(manufacturers.name));
  return rows.map((row) => row.name);
}

/** Models of a make: the platform's model list plus any model listed in stock, by name. */
export async function listTradeInModels(db: Db, make: string): Promise<string[]> {
  const catalogue = await db
    .select({ name: models.name })
    .from(models)
    .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .where(sql`lower(${manufacturers.name}) = lower(${make})`);
  const stocked = await db
    .selectDistinct({ name: cars.model })
    .from(cars)
    .where(sql`lower(${cars.make}) = lower(${make})`);
  return [...new Set([...catalogue, ...stocked].map((row) => row.name))].sort((a, b) =>
    a.localeCompare(b),
  );
}

/** Badges seen on listed cars of a make and model (any dealer), by name. */
export async function listTradeInBadges(db: Db, make: string, model: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ badge: cars.badge })
    .from(cars)
    .where(and(eq(cars.make, make), eq(cars.model, model), isNotNull(cars.badge)));
  return rows
    .map((row) => row.badge ?? '')
    .filter(Boolean)
    .sort((a, b) => a.localeCompare(b));
}

/**
 * The market for a trade-in (make and model as the wizard lists them, exactly): used and demo cars of the make and model listed on any site of
 * the platform within `yearGap` years (placeholder prices left out).
 */
export async function listTradeInComparables(
  db: Db,
  vehicle: { make: string; model: string; year: number },
  yearGap = 3,
): Promise<MarketCar[]> {
  return db
    .select({ year: cars.year, km: cars.km, price: cars.price })
    .from(cars)
    .where(
      and(
        eq(cars.make, vehicle.make),
        eq(cars.model, vehicle.model),
        inArray(cars.carType, ['used', 'demo']),
        inArray(cars.status, ['in_stock', 'coming_soon']),
        between(cars.year, vehicle.year - yearGap, vehicle.year + yearGap),
        gt(cars.price, 10),
      ),
    );
}
