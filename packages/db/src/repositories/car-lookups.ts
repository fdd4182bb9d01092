import type { Car } from '@forecourt/core/car/car';
import { and, asc, between, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cars } from '../schema/index.ts';
import { toCar } from './cars.ts';

const inStockStatuses = ['in_stock', 'coming_soon'];

/**
 * Filter-search fallback for similar cars (spec 2 §7): in-stock cars of the site of the same
 * make in the price window, the same model first, at most `limit` (spec 1 §7: 21).
 */
export async function listSimilarCarCandidates(
  db: Db,
  dealershipIds: number[],
  query: { excludeCarId: number; make: string; model: string; minPrice: number; maxPrice: number },
  limit = 21,
): Promise<Car[]> {
  if (dealershipIds.length === 0) return [];
  const rows = await db
    .select()
    .from(cars)
    .where(
      and(
        inArray(cars.dealershipId, dealershipIds),
        inArray(cars.status, inStockStatuses),
        eq(cars.showOnDealerWebsite, true),
        eq(cars.make, query.make),
        ne(cars.id, query.excludeCarId),
        between(cars.price, query.minPrice, query.maxPrice),
      ),
    )
    .orderBy(desc(eq(cars.model, query.model)), desc(cars.customRank), asc(cars.id))
    .limit(limit);
  return rows.map(toCar);
}

/** Cars of the site among `ids` (favourites and compare), in the order asked for. */
export async function listSiteCarsByIds(
  db: Db,
  dealershipIds: number[],
  ids: number[],
): Promise<Car[]> {
  if (dealershipIds.length === 0 || ids.length === 0) return [];
  const rows = await db
    .select()
    .from(cars)
    .where(and(inArray(cars.id, ids), inArray(cars.dealershipId, dealershipIds)));
  const byId = new Map(rows.map((row) => [row.id, toCar(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Slugs and change times of the site's in-stock, published cars, for the sitemap. */
export async function listPublishedCarSlugs(
  db: Db,
  dealershipIds: number[],
): Promise<{ slug: string; updatedAt: Date }[]> {
  if (dealershipIds.length === 0) return [];
  return db
    .select({ slug: cars.slug, updatedAt: cars.updatedAt })
    .from(cars)
    .where(
      and(
        inArray(cars.dealershipId, dealershipIds),
        inArray(cars.status, inStockStatuses),
        eq(cars.showOnDealerWebsite, true),
      ),
    )
    .orderBy(desc(cars.updatedAt));
}
