import 'server-only';
import type { Car } from '@forecourt/core/car';
import type { Location } from '@forecourt/core/location';
import { getSiteCar, getSiteCarBySlug } from '@forecourt/db';
import { cache } from 'react';
import { getDatabase } from '../database.ts';
import type { Site } from '../site.ts';
import { getSiteChrome } from './site-chrome.ts';

/**
 * A car this site lists, by slug, with its location; null when the site does not list it now
 * (core's isListed: hidden, out of the stock filter, sold before the window, another site's).
 */
export const getCarForPage = cache(
  async (site: Site, slug: string): Promise<{ car: Car; location: Location | null } | null> => {
    const { db } = await getDatabase();
    const car = await getSiteCarBySlug(db, site.policy, slug, new Date());
    if (!car) return null;
    const { locations } = await getSiteChrome(site);
    return { car, location: locations.find((location) => location.id === car.locationId) ?? null };
  },
);

/**
 * A car this site lists, by id: what its vehicle page shows, a recently sold car included (it
 * still takes 'find me something similar' enquiries); null for a car the site does not list.
 */
export async function getSiteCarById(
  site: Site,
  carId: number,
  now = new Date(),
): Promise<Car | null> {
  const { db } = await getDatabase();
  return getSiteCar(db, site.policy, carId, now);
}
