import 'server-only';
import type { Car } from '@forecourt/core/car/car';
import type { Location } from '@forecourt/core/location/location';
import { getCarBySlug } from '@forecourt/db';
import { cache } from 'react';
import { getDatabase } from './database.ts';
import type { Site } from './site.ts';
import { getSiteChrome } from './site-chrome.ts';

/** A car of this site by slug, with its location; null when the site has no such car. */
export const getCarForPage = cache(
  async (site: Site, slug: string): Promise<{ car: Car; location: Location | null } | null> => {
    const { db } = await getDatabase();
    const car = await getCarBySlug(db, site.dealershipIds, slug);
    if (!car) return null;
    const { locations } = await getSiteChrome(site);
    return { car, location: locations.find((location) => location.id === car.locationId) ?? null };
  },
);
