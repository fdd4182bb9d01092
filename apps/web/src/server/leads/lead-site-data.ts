import 'server-only';
import type { Car } from '@forecourt/core/car/car';
import type { Location } from '@forecourt/core/location/location';
import { listLocationsForDealerships, listSiteCarsByIds, listTradeInMakes } from '@forecourt/db';
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

/** A car of this site by id, shown on the site or not (a sold car still gets enquiries). */
export async function getSiteCar(site: Site, carId: number): Promise<Car | null> {
  const { db } = await getDatabase();
  const [car] = await listSiteCarsByIds(db, site.dealershipIds, [carId]);
  return car ?? null;
}
