import {
  type CatalogueLocation,
  renderGoogleVehiclesXml,
  renderMetaVehiclesCsv,
  selectCatalogueVehicles,
} from '@forecourt/core/stock-feed';
import { listLocationsForDealerships, listSiteStock } from '@forecourt/db';
import { getDatabase } from './database.ts';
import type { Site } from './site.ts';
import {
  type Artefact,
  type ArtefactFile,
  getSiteArtefact,
  serveSiteArtefact,
  toArtefactFile,
} from './site-artefacts.ts';

/** The files a site offers catalogues: Google's vehicle feed, Meta's, and what they left out. */
export interface CatalogueFeeds {
  google: ArtefactFile;
  meta: ArtefactFile;
  report: ArtefactFile;
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
    const report = {
      generatedAt: now.toISOString(),
      included: selection.vehicles.length,
      excluded: selection.excluded,
    };
    return {
      google: toArtefactFile(
        renderGoogleVehiclesXml(selection, site.name, origin),
        'application/xml; charset=utf-8',
      ),
      meta: toArtefactFile(renderMetaVehiclesCsv(selection), 'text/csv; charset=utf-8'),
      report: toArtefactFile(JSON.stringify(report, null, 2), 'application/json'),
    };
  });
}

/** A GET handler for one of the site's catalogue files (serveSiteArtefact). */
export function serveCatalogueFeed(
  file: keyof CatalogueFeeds,
): ReturnType<typeof serveSiteArtefact> {
  return serveSiteArtefact(300, async (site) => {
    const feeds = await getCatalogueFeeds(site);
    return { value: feeds.value[file], built: feeds.built };
  });
}
