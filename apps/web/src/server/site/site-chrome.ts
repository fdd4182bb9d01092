import 'server-only';
import { getSiteVehicleKinds, selectSiteModels } from '@forecourt/core/catalogue';
import type { Location } from '@forecourt/core/location';
import { getSiteTimeZone } from '@forecourt/core/location';
import { listSiteMakes } from '@forecourt/core/offers';
import {
  listCurrentModels,
  listLocationsForDealerships,
  listMakeVehicleKinds,
  listStockItemTypes,
  type ModelSummary,
} from '@forecourt/db';
import { cache } from 'react';
import { getDatabase } from '../database.ts';
import { createProcessCache } from '../process-cache.ts';
import type { Site } from '../site.ts';

const chromeCache = createProcessCache<SiteChrome>('site-chrome', 30_000, 500);

export interface SiteChrome {
  /** The models the site lists (header, footer, /models, model pages): its makes and kinds only. */
  models: ModelSummary[];
  locations: Location[];
  /** The makes the site sells: its visible locations' franchises (Our Brands, offers). */
  makes: string[];
  /** The location shown in the footer: the first primary sales location, else the first. */
  mainLocation: Location | null;
  /** Kinds of vehicle the site sells (car, motorcycle, truck, caravan), sorted. */
  vehicleKinds: string[];
  /** The site's own time zone, from its primary location's state (getSiteTimeZone). */
  timeZone: string;
}

/** Data the header and footer need on every page of a site (cached per process for 30 s). */
export const getSiteChrome = cache(
  (site: Site): Promise<SiteChrome> => chromeCache.get(String(site.id), () => loadSiteChrome(site)),
);

async function loadSiteChrome(site: Site): Promise<SiteChrome> {
  const { db } = await getDatabase();
  const locations = (await listLocationsForDealerships(db, site.dealershipIds)).filter(
    (location) => location.visible,
  );
  const makes = listSiteMakes(locations);
  const [catalogue, stockKinds, makeKinds] = await Promise.all([
    listCurrentModels(db, makes),
    listStockItemTypes(db, site.dealershipIds),
    listMakeVehicleKinds(db, makes),
  ]);
  const vehicleKinds = getSiteVehicleKinds({
    configured: site.config.navigation.modelVehicleKinds,
    stockKinds,
    makeKinds,
  });
  const models = selectSiteModels(catalogue, { makes, vehicleKinds });
  const mainLocation =
    locations.find((location) => location.primary && location.locationType === 'sales') ??
    locations[0] ??
    null;
  return {
    models,
    locations,
    makes,
    mainLocation,
    vehicleKinds: [...vehicleKinds].sort(),
    timeZone: getSiteTimeZone(null, locations),
  };
}
