import {
  type CatalogueLocation,
  renderGoogleVehiclesXml,
  renderMetaVehiclesCsv,
  selectCatalogueVehicles,
} from '@forecourt/core/stock-feed/catalogue-feeds';
import { listLocationsForDealerships, listSiteStock } from '@forecourt/db';
import { withClientShare } from './client-share.ts';
import { getDatabase } from './database.ts';
import { getSiteForHost, type Site } from './site.ts';
import { type Artefact, describeArtefact, getSiteArtefact } from './site-artefacts.ts';

export interface CatalogueFeeds {
  google: string;
  meta: string;
  report: {
    generatedAt: string;
    included: number;
    excluded: Record<string, number>;
  };
}

/**
 * The site's Google and Meta vehicle feeds and their report, on its canonical origin, built
 * once per stock or config change (getSiteArtefact).
 */
export function getCatalogueFeeds(site: Site): Promise<Artefact<CatalogueFeeds>> {
  return getSiteArtefact('catalogue-feeds', site, async () => {
    const { db } = await getDatabase();
    const origin = site.origin;
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

type RouteContext = { params: Promise<{ host: string }> };

/**
 * A GET handler serving one of the site's catalogue files: public and cacheable, each request
 * within the client's share of the app's work (withClientShare).
 */
export function serveCatalogueFeed(
  contentType: string,
  pick: (feeds: CatalogueFeeds) => string,
): (request: Request, context: RouteContext) => Promise<Response> {
  return async (request, { params }) => {
    const site = await getSiteForHost(decodeURIComponent((await params).host));
    if (!site) return new Response('Not found', { status: 404 });
    return withClientShare(request, async () => {
      const started = performance.now();
      const feeds = await getCatalogueFeeds(site);
      return new Response(pick(feeds.value), {
        headers: {
          'content-type': contentType,
          'cache-control': 'public, max-age=300',
          'server-timing': describeArtefact(feeds, started),
        },
      });
    });
  };
}
