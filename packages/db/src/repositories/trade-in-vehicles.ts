import { listCatalogueMakes, listCatalogueModels, mergeVehicleNames } from '@forecourt/core/leads';
import type { MarketCar } from '@forecourt/core/market';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cars, manufacturers, models } from '../schema/index.ts';
import { listMarketCars } from './market-comparables.ts';

/**
 * The trade-in form's makes for the kinds of vehicle a site takes (issue 25 §3): makes in the
 * platform's stock and make list of those kinds, then the catalogue of makes sold in Australia.
 * A make spelled two ways keeps the platform's spelling, which comparables match exactly.
 */
export async function listTradeInMakes(db: Db, kinds: readonly string[]): Promise<string[]> {
  const wanted = new Set(kinds);
  const [stocked, platform] = await Promise.all([
    db.selectDistinct({ name: cars.make, kind: cars.itemType }).from(cars),
    db.select({ name: manufacturers.name, kind: manufacturers.vehicleKind }).from(manufacturers),
  ]);
  const ofKinds = (rows: { name: string; kind: string }[]) =>
    rows.filter((row) => wanted.has(row.kind)).map((row) => row.name);
  return mergeVehicleNames(ofKinds(stocked), ofKinds(platform), listCatalogueMakes(wanted));
}

/**
 * Models of a make (any case) in the given kinds: models in the platform's stock, its model list
 * (a model's kind is its stock's, else its maker's: BMW builds cars and motorcycles) and the
 * catalogue, by name.
 */
export async function listTradeInModels(
  db: Db,
  make: string,
  kinds: readonly string[],
): Promise<string[]> {
  const wanted = new Set(kinds);
  const [stocked, listed] = await Promise.all([
    db
      .selectDistinct({ name: cars.model, kind: cars.itemType })
      .from(cars)
      .where(sql`lower(${cars.make}) = lower(${make})`),
    db
      .select({ name: models.name, makerKind: manufacturers.vehicleKind })
      .from(models)
      .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
      .where(sql`lower(${manufacturers.name}) = lower(${make})`),
  ]);
  const stockKinds = new Map<string, string[]>();
  for (const row of stocked)
    stockKinds.set(row.name, [...(stockKinds.get(row.name) ?? []), row.kind]);
  const isWanted = (name: string, makerKind: string) =>
    (stockKinds.get(name) ?? [makerKind]).some((kind) => wanted.has(kind));
  return mergeVehicleNames(
    stocked.filter((row) => wanted.has(row.kind)).map((row) => row.name),
    listed.filter((row) => isWanted(row.name, row.makerKind)).map((row) => row.name),
    listCatalogueModels(make, wanted),
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
