import 'server-only';
import type { Car } from '@forecourt/core/car/car';
import type { Location } from '@forecourt/core/location/location';
import {
  getSiteCar as getListedSiteCar,
  listLocationsForDealerships,
  listTradeInMakes,
} from '@forecourt/db';
import { getDatabase } from '../database.ts';
import { createProcessCache } from '../process-cache.ts';
import type { Site } from '../site.ts';
import { getSiteChrome } from '../site-chrome.ts';

const locationsCache = createProcessCache<Location[]>('lead-locations', 30_000, 500);
// Keyed by a set of kinds of vehicle: at most 15 keys.
const makesCache = createProcessCache<string[]>('trade-in-makes', 30_000, 16);

/** The site's visible locations, cached for 30 s per process (forms read them on every submit). */
export function getSiteLocations(site: Site): Promise<Location[]> {
  return locationsCache.get(String(site.id), async () => {
    const { db } = await getDatabase();
    return (await listLocationsForDealerships(db, site.dealershipIds)).filter(
      (location) => location.visible,
    );
  });
}

/**
 * The kinds of vehicle a site's trade-in form lists (issue 25 §3): its configured kinds, else the
 * kinds it sells (a motorcycle dealer lists motorcycles), else cars.
 */
export async function getTradeInVehicleKinds(site: Site): Promise<string[]> {
  const configured = site.config.forms.tradeIn.vehicleKinds;
  if (configured) return [...new Set(configured)].sort();
  const { vehicleKinds } = await getSiteChrome(site);
  return vehicleKinds.length > 0 ? vehicleKinds : ['car'];
}

/** The site's makes for the trade-in wizard: the catalogue's and the platform's of its kinds. */
export async function getTradeInMakes(site: Site): Promise<string[]> {
  const kinds = await getTradeInVehicleKinds(site);
  return makesCache.get(kinds.join(','), async () =>
    listTradeInMakes((await getDatabase()).db, kinds),
  );
}

/**
 * A car this site lists, by id: what its vehicle page shows, a recently sold car included (it
 * still takes 'find me something similar' enquiries); null for a car the site does not list.
 */
export async function getSiteCar(site: Site, carId: number, now = new Date()): Promise<Car | null> {
  const { db } = await getDatabase();
  return getListedSiteCar(db, site.policy, carId, now);
}
