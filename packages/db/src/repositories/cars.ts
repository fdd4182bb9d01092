import {
  type Car,
  caravanSpecsSchema,
  carStatusSchema,
  carTypeSchema,
  carVariantSchema,
  hotspotsSchema,
  itemTypeSchema,
  marketPricesSchema,
} from '@forecourt/core/car';
import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cars } from '../schema/index.ts';

export type CarRow = typeof cars.$inferSelect;

/** Reshape a stored row into the storefront's Car; JSON parts get their defaults filled. */
export function toCar(row: CarRow): Car {
  return {
    ...row,
    itemType: itemTypeSchema.catch('car').parse(row.itemType),
    carType: carTypeSchema.catch('used').parse(row.carType),
    status: carStatusSchema.catch('other').parse(row.status),
    variant: carVariantSchema.parse(row.variant),
    caravan: row.caravan ? caravanSpecsSchema.parse(row.caravan) : null,
    marketPrices: row.marketPrices ? marketPricesSchema.parse(row.marketPrices) : null,
    hotspots: hotspotsSchema.parse(row.hotspots),
  };
}

/**
 * Every car of the given dealerships, whatever its status: only for building a search index,
 * which applies core's `isListed` itself (a sold car's visibility changes with the clock).
 * Everything else reads a site's cars through `listSiteStock`.
 */
export async function listCarsForDealerships(db: Db, dealershipIds: number[]): Promise<Car[]> {
  if (dealershipIds.length === 0) return [];
  const rows = await db.select().from(cars).where(inArray(cars.dealershipId, dealershipIds));
  return rows.map(toCar);
}

/** Cars by id, whatever their site or status: only for patching search indexes on change. */
export async function listCarsForIndexing(db: Db, ids: number[]): Promise<Car[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(cars).where(inArray(cars.id, ids));
  return rows.map(toCar);
}
