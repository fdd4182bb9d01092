import { type Car, inStockStatuses } from '@forecourt/core/car';
import {
  getSoldCutoffSeconds,
  isListed,
  type SitePolicy,
  toSiteStockRecord,
} from '@forecourt/core/stock';
import { and, asc, eq, gte, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cars, dealerships, locations } from '../schema/index.ts';
import { toCar } from './cars.ts';

/** A narrowing of the site's stock: a condition, an order and a limit. */
export interface SiteStockQuery {
  where?: SQL | undefined;
  orderBy?: SQL[];
  limit?: number;
}

/**
 * The SQL half of core's `isListed`: the site's dealerships, shown on the website, and in
 * stock or sold inside the sold window (same minute-stepped cutoff). The stock filter is the
 * other half, applied by `listSiteStock` with core's own matcher.
 */
export function siteStockCondition(policy: SitePolicy, now: Date): SQL {
  // A sale at cutoff+1 s or later is inside the window: core compares whole seconds with '>'.
  const firstListedSale = new Date((getSoldCutoffSeconds(now, policy.soldWindowDays) + 1) * 1000);
  return and(
    inArray(cars.dealershipId, policy.dealershipIds),
    eq(cars.showOnDealerWebsite, true),
    or(
      inArray(cars.status, [...inStockStatuses]),
      policy.soldWindowDays > 0
        ? and(eq(cars.status, 'sold'), gte(cars.soldAt, firstListedSale))
        : undefined,
    ),
  ) as SQL;
}

/**
 * The one site-scoped car query: every read of a site's cars (pages, APIs, sitemap, compare,
 * favourites, leads, bookings) comes through here, so a car is returned exactly when core's
 * `isListed` admits it at `now`. The SQL narrows; each row is then checked with `isListed`
 * itself, which evaluates the stock filter with the same matcher the search index uses, so no
 * second encoding of the filter can drift from it.
 */
export async function listSiteStock(
  db: Db,
  policy: SitePolicy,
  now: Date,
  query: SiteStockQuery = {},
): Promise<Car[]> {
  if (policy.dealershipIds.length === 0) return [];
  const statement = db
    .select({
      car: cars,
      location: {
        id: locations.id,
        name: locations.name,
        slug: locations.slug,
        city: locations.city,
        state: locations.state,
      },
      dealership: { id: dealerships.id, name: dealerships.name, slug: dealerships.slug },
    })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    // The search index knows only the site's own locations; a filter must see the same place.
    .leftJoin(
      locations,
      and(eq(locations.id, cars.locationId), inArray(locations.dealershipId, policy.dealershipIds)),
    )
    .where(and(siteStockCondition(policy, now), query.where))
    .orderBy(...(query.orderBy ?? [asc(cars.id)]))
    .$dynamic();
  // Without a stock filter the SQL is the whole rule, so the database can stop at the limit.
  const limited =
    query.limit !== undefined && policy.stockFilter === null
      ? statement.limit(query.limit)
      : statement;
  const listed: Car[] = [];
  for (const row of await limited) {
    const car = toCar(row.car);
    const place = { location: row.location, dealership: row.dealership };
    if (isListed(toSiteStockRecord(car, place, policy), policy, now)) listed.push(car);
    if (query.limit !== undefined && listed.length >= query.limit) break;
  }
  return listed;
}
