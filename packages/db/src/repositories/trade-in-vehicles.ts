import type { MarketCar } from '@forecourt/core/market/comparables';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cars, manufacturers, models } from '../schema/index.ts';
import { listMarketCars } from './market-comparables.ts';

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
 * The market for a trade-in (make and model as the wizard lists them): used and demo cars
 * listed on any site of the platform.
 */
export function listTradeInComparables(
  db: Db,
  vehicle: { make: string; model: string; year: number },
): Promise<MarketCar[]> {
  return listMarketCars(db, { ...vehicle, carTypes: ['used', 'demo'] });
}
