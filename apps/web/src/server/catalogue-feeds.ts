import {
  type CatalogueLocation,
  renderGoogleVehiclesXml,
  renderMetaVehiclesCsv,
  selectCatalogueVehicles,
} from '@forecourt/core/stock-feed/catalogue-feeds';
import { listLocationsForDealerships, listSiteStock, queryRows, schema } from '@forecourt/db';
import { inArray, sql } from 'drizzle-orm';
import { getDatabase } from './database';
import { createProcessCache } from './process-cache';
import type { Site } from './site';

export interface CatalogueFeeds {
  google: string;
  meta: string;
  report: {
    generatedAt: string;
    included: number;
    excluded: Record<string, number>;
  };
}

// One entry per site, origin and stock version: a stock change is a new key, so the feeds are
// regenerated on the next request after it; bounded, least recently used out first.
const feedCache = createProcessCache<CatalogueFeeds>('catalogue-feeds', 10 * 60_000, 200);

/** The site's Google and Meta vehicle feeds and their report, regenerated when its stock changes. */
export async function getCatalogueFeeds(site: Site, origin: string): Promise<CatalogueFeeds> {
  const { db } = await getDatabase();
  const [version] = await queryRows<{ count: number; changed: string | null }>(
    db,
    sql`select count(*)::int as count, max(${schema.cars.updatedAt})::text as changed from ${schema.cars} where ${inArray(schema.cars.dealershipId, site.dealershipIds.length > 0 ? site.dealershipIds : [-1])}`,
  );
  const key = `${site.id}|${origin}|${version?.count ?? 0}|${version?.changed ?? ''}`;
  return feedCache.get(key, async () => {
    const now = new Date();
    const [cars, locations] = await Promise.all([
      listSiteStock(db, site.policy, now),
      listLocationsForDealerships(db, site.dealershipIds),
    ]);
    const dealershipNames = new Map(
      site.dealerships.map((dealership) => [dealership.id, dealership.name]),
    );
    const places = new Map<number, CatalogueLocation>(
      locations.map((location) => [
        location.id,
        {
          code: location.slug,
          dealershipName: dealershipNames.get(location.dealershipId) ?? site.name,
          street: location.address.street,
          city: location.address.city,
          state: location.address.state,
          postcode: location.address.postcode,
          lat: location.address.lat,
          lng: location.address.lng,
        },
      ]),
    );
    const selection = selectCatalogueVehicles(cars, { origin, locations: places });
    return {
      google: renderGoogleVehiclesXml(selection, site.name, origin),
      meta: renderMetaVehiclesCsv(selection),
      report: {
        generatedAt: now.toISOString(),
        included: selection.vehicles.length,
        excluded: selection.excluded,
      },
    };
  });
}
