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

const locationsCache = createProcessCache<Location[]>('lead-locations', 30_000, 500);
const makesCache = createProcessCache<string[]>('trade-in-makes', 30_000, 1);

/** The site's visible locations, cached for 30 s per process (forms read them on every submit). */
export function getSiteLocations(site: Site): Promise<Location[]> {
  return locationsCache.get(String(site.id), async () => {
    const { db } = await getDatabase();
    return (await listLocationsForDealerships(db, site.dealershipIds)).filter(
      (location) => location.visible,
    );
  });
}

/** The platform's makes for the trade-in wizard. */
export function getTradeInMakes(): Promise<string[]> {
  return makesCache.get('all', async () => listTradeInMakes((await getDatabase()).db));
}

/**
 * A car this site lists, by id: what its vehicle page shows, a recently sold car included (it
 * still takes 'find me something similar' enquiries); null for a car the site does not list.
 */
export async function getSiteCar(site: Site, carId: number, now = new Date()): Promise<Car | null> {
  const { db } = await getDatabase();
  return getListedSiteCar(db, site.policy, carId, now);
}
