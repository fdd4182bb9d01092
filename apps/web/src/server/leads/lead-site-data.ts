import 'server-only';
import type { Car } from '@forecourt/core/car/car';
import type { Location } from '@forecourt/core/location/location';
import {
  getSiteCar as getListedSiteCar,
  listLocationsForDealerships,
  listTradeInMakes,
} from '@forecourt/db';
import { getDatabase } from '../database.ts';
import type { Site } from '../site.ts';

const TTL_MS = 30_000;
const globalKey = Symbol.for('forecourt.lead-site-data');
type Cache = Map<string, { value: Promise<unknown>; expires: number }>;

function remember<T>(key: string, load: () => Promise<T>): Promise<T> {
  const store = globalThis as typeof globalThis & { [globalKey]?: Cache };
  store[globalKey] ??= new Map();
  const cache = store[globalKey];
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.value as Promise<T>;
  const value = load();
  cache.set(key, { value, expires: Date.now() + TTL_MS });
  value.catch(() => cache.delete(key));
  return value;
}

/** The site's visible locations, cached for 30 s per process (forms read them on every submit). */
export function getSiteLocations(site: Site): Promise<Location[]> {
  return remember(`locations:${site.id}`, async () => {
    const { db } = await getDatabase();
    return (await listLocationsForDealerships(db, site.dealershipIds)).filter(
      (location) => location.visible,
    );
  });
}

/** The platform's makes for the trade-in wizard. */
export function getTradeInMakes(): Promise<string[]> {
  return remember('trade-in-makes', async () => listTradeInMakes((await getDatabase()).db));
}

/**
 * A car this site lists, by id: what its vehicle page shows, a recently sold car included (it
 * still takes 'find me something similar' enquiries); null for a car the site does not list.
 */
export async function getSiteCar(site: Site, carId: number, now = new Date()): Promise<Car | null> {
  const { db } = await getDatabase();
  return getListedSiteCar(db, site.policy, carId, now);
}
