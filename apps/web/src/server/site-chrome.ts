import 'server-only';
import type { Location } from '@forecourt/core/location/location';
import { listCurrentModels, listLocationsForDealerships, type ModelSummary } from '@forecourt/db';
import { cache } from 'react';
import { getDatabase } from './database.ts';
import type { Site } from './site.ts';

export interface SiteChrome {
  models: ModelSummary[];
  locations: Location[];
  /** The location shown in the footer: the first primary sales location, else the first. */
  mainLocation: Location | null;
}

/** Data the header and footer need on every page of a site. */
export const getSiteChrome = cache(async (site: Site): Promise<SiteChrome> => {
  const { db } = await getDatabase();
  const locations = (await listLocationsForDealerships(db, site.dealershipIds)).filter(
    (location) => location.visible,
  );
  const makes = [...new Set(locations.flatMap((location) => location.manufacturers))];
  const models = await listCurrentModels(db, makes);
  const mainLocation =
    locations.find((location) => location.primary && location.locationType === 'sales') ??
    locations[0] ??
    null;
  return { models, locations, mainLocation };
});
