import 'server-only';
import type { Car } from '@forecourt/core/car';
import { getSimilarCarBase, getSimilarCarSteps, pickSimilarCars } from '@forecourt/core/vehicle';
import { listSimilarCarsForStep } from '@forecourt/db';
import type { VehicleCardData } from '@/lib/vehicle-card-model';
import { getDatabase } from '@/server/database';
import { getLogger } from '@/server/logger';
import { searchSimilarCars } from '@/server/search/similar-car-search';
import { getSiteIndex } from '@/server/search/site-index-registry';
import type { Site } from '@/server/site';
import { getSiteChrome } from '@/server/site/site-chrome';

/** Spec 1 §7: similar-car searches use a page of 21. */
const PAGE = 21;

type SimilarCar = VehicleCardData & { id: number };

/**
 * Similar in-stock cars for a vehicle page (spec 1 §7, spec 2 §7/§9): the same make and model,
 * then the same make and body, then the same body (core's getSimilarCarSteps), each inside the
 * car's dealership and price window; the same model first, each car once, never the car itself.
 * `via: 'index'` asks the site's search index and, should that fail, the filter search;
 * `via: 'filter'` (the browser's fallback when the similar-cars call fails, spec 2 §8) asks
 * the database directly through the site-stock query.
 */
export async function findSimilarCars(
  site: Site,
  car: Car,
  now: Date,
  via: 'index' | 'filter' = 'index',
): Promise<SimilarCar[]> {
  if (via === 'index') {
    try {
      const index = await getSiteIndex(site);
      return searchSimilarCars(index, car, site.config.vehiclePage.similarCars.max, now);
    } catch (error) {
      getLogger().error(
        { err: error, carId: car.id },
        'similar-car search failed; using the filter search',
      );
    }
  }
  return filterSearch(site, car, now);
}

async function filterSearch(site: Site, car: Car, now: Date): Promise<SimilarCar[]> {
  const { db } = await getDatabase();
  const base = getSimilarCarBase(car);
  const found: Car[] = [];
  for (const step of getSimilarCarSteps(car))
    found.push(...(await listSimilarCarsForStep(db, site.policy, base, step, now, PAGE)));
  const { locations } = await getSiteChrome(site);
  return pickSimilarCars(car, found, site.config.vehiclePage.similarCars.max).map((similar) => {
    const image = similar.images.find((candidate) => !candidate.isVideo) ?? null;
    return {
      ...similar,
      image: image ? { url: image.url, width: image.width, height: image.height } : null,
      locationName: locations.find((location) => location.id === similar.locationId)?.name ?? null,
    };
  });
}
