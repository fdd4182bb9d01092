import { resolveSiteConfig } from '@forecourt/core/config';
import { isListed, type SitePolicy, toSitePolicy, toSiteStockRecord } from '@forecourt/core/stock';
import { type CarRow, toCar } from '../repositories/cars.ts';
import type { DemoData } from './generate.ts';

export interface DemoSiteStock {
  slug: string;
  policy: SitePolicy;
  /** Ids of the site's dealerships' cars that the site lists at `now`. */
  listed: number[];
  /** The site's dealerships' cars it does not list, with what decides it. */
  unlisted: { id: number; slug: string; shown: boolean; status: string; soldAt: Date | null }[];
}

/**
 * Which cars each demo site lists at `now`, worked out from the generated data with core's
 * rule and no database: what tests compare the running app against.
 */
export function listDemoSiteStock(data: DemoData, now: Date): DemoSiteStock[] {
  return data.sites.map((site) => {
    const template = data.templates.find((candidate) => candidate.name === site.template);
    const config = resolveSiteConfig(template?.config, site.config, site.slug);
    const dealershipIds = data.siteDealerships
      .filter((link) => link.siteId === site.id)
      .map((link) => link.dealershipId);
    const policy = toSitePolicy(config, dealershipIds);
    const stock: DemoSiteStock = { slug: site.slug, policy, listed: [], unlisted: [] };
    for (const row of data.cars) {
      if (!dealershipIds.includes(row.dealershipId)) continue;
      const car = toCar({ ...row, views: row.views ?? 0 } as CarRow);
      const location = data.locations.find(
        (candidate) =>
          candidate.id === car.locationId && dealershipIds.includes(candidate.dealershipId),
      );
      const dealership = data.dealerships.find((candidate) => candidate.id === car.dealershipId);
      const place = {
        location: location
          ? {
              id: car.locationId ?? 0,
              name: location.name,
              slug: location.slug,
              city: location.city,
              state: location.state,
            }
          : null,
        dealership: dealership
          ? { id: car.dealershipId, name: dealership.name, slug: dealership.slug }
          : null,
      };
      if (isListed(toSiteStockRecord(car, place, policy), policy, now)) stock.listed.push(car.id);
      else
        stock.unlisted.push({
          id: car.id,
          slug: car.slug,
          shown: car.showOnDealerWebsite,
          status: car.status,
          soldAt: car.soldAt,
        });
    }
    return stock;
  });
}
