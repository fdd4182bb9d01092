import type { Car } from '@forecourt/core/car';
import { inStockStatuses } from '@forecourt/core/car';
import type { SitePolicy } from '@forecourt/core/stock';
import type { SimilarCarStep } from '@forecourt/core/vehicle';
import { and, asc, between, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { cars } from '../schema/index.ts';
import { listSiteStock } from './site-stock.ts';

/** A car the site lists, by slug; null when it has no such car or does not list it now. */
export async function getSiteCarBySlug(
  db: Db,
  policy: SitePolicy,
  slug: string,
  now: Date,
): Promise<Car | null> {
  const [car] = await listSiteStock(db, policy, now, { where: eq(cars.slug, slug), limit: 1 });
  return car ?? null;
}

/** Cars the site lists among `ids` (favourites, compare), in the order asked for. */
export async function listSiteCarsByIds(
  db: Db,
  policy: SitePolicy,
  ids: number[],
  now: Date,
): Promise<Car[]> {
  if (ids.length === 0) return [];
  const found = await listSiteStock(db, policy, now, { where: inArray(cars.id, ids) });
  const byId = new Map(found.map((car) => [car.id, car]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A car the site lists, by id (lead forms, test drives); null otherwise. */
export async function getSiteCar(
  db: Db,
  policy: SitePolicy,
  id: number,
  now: Date,
): Promise<Car | null> {
  const [car] = await listSiteCarsByIds(db, policy, [id], now);
  return car ?? null;
}

/**
 * Filter-search fallback for similar cars (spec 2 §7): in-stock cars the site lists, of the
 * same make in the price window, the same model first, at most `limit` (spec 1 §7: 21).
 */
export function listSimilarCarCandidates(
  db: Db,
  policy: SitePolicy,
  query: { excludeCarId: number; make: string; model: string; minPrice: number; maxPrice: number },
  now: Date,
  limit = 21,
): Promise<Car[]> {
  return listSiteStock(db, policy, now, {
    where: and(
      inArray(cars.status, [...inStockStatuses]),
      eq(cars.make, query.make),
      ne(cars.id, query.excludeCarId),
      between(cars.price, query.minPrice, query.maxPrice),
    ),
    orderBy: [desc(eq(cars.model, query.model)), desc(cars.customRank), asc(cars.id)],
    limit,
  });
}

/**
 * The filter search behind similar cars (spec 1 §7, spec 2 §8): one step (make, model or body,
 * as core's getSimilarCarSteps gives them) inside the base of the car's own dealership, in stock,
 * in the price window, never the car itself; best ranked first, at most `limit` (spec 1 §7: 21).
 */
export function listSimilarCarsForStep(
  db: Db,
  policy: SitePolicy,
  base: { excludeCarId: number; dealershipId: number; minPrice: number; maxPrice: number },
  step: SimilarCarStep,
  now: Date,
  limit = 21,
): Promise<Car[]> {
  // Facet values match regardless of case, as the search index merges 'Ute' and 'UTE'.
  const same = (column: AnyPgColumn, value: string): SQL =>
    sql`lower(${column}) = ${value.toLowerCase()}`;
  const parts: SQL[] = [];
  if (step.make !== undefined) parts.push(same(cars.make, step.make));
  if (step.model !== undefined) parts.push(same(cars.model, step.model));
  if (step.body !== undefined) parts.push(same(cars.simpleBody, step.body));
  return listSiteStock(db, policy, now, {
    where: and(
      inArray(cars.status, [...inStockStatuses]),
      eq(cars.dealershipId, base.dealershipId),
      ne(cars.id, base.excludeCarId),
      between(cars.price, base.minPrice, base.maxPrice),
      ...parts,
    ),
    orderBy: [desc(cars.customRank), desc(cars.createdAt), desc(cars.id)],
    limit,
  });
}

/**
 * Slugs and change times for the sitemap: the cars the site lists that are in stock (a sold
 * car's page lives only for the sold window; search engines need not learn it).
 */
export async function listSiteCarSlugs(
  db: Db,
  policy: SitePolicy,
  now: Date,
): Promise<{ slug: string; updatedAt: Date }[]> {
  const found = await listSiteStock(db, policy, now, {
    where: inArray(cars.status, [...inStockStatuses]),
    orderBy: [desc(cars.updatedAt), desc(cars.id)],
  });
  return found.map(({ slug, updatedAt }) => ({ slug, updatedAt }));
}
