import 'server-only';
import type { Car } from '@forecourt/core/car/car';
import { getSimilarPriceWindow, pickSimilarCars } from '@forecourt/core/vehicle/similar-cars';
import { listSimilarCarCandidates } from '@forecourt/db';
import type { SearchHitCar } from '@forecourt/search';
import type { VehicleCardData } from '@/components/vehicle/vehicle-card-view';
import { getDatabase } from '@/server/database';
import { getLogger } from '@/server/logger';
import { getSiteIndex } from '@/server/search/site-index-registry';
import type { Site } from '@/server/site';
import { getSiteChrome } from '@/server/site-chrome';

/** Spec 1 §7: similar-car searches use a page of 21. */
const PAGE = 21;

/**
 * Similar in-stock cars for a vehicle page (spec 2 §7/§9): the site's search index is asked
 * for the same make and model, then the same make, inside the price window; the same model
 * comes first, each car once, never the car itself. If the search fails, a plain database
 * filter search stands in.
 */
export async function findSimilarCars(
  site: Site,
  car: Car,
  now: Date,
): Promise<(VehicleCardData & { id: number })[]> {
  const max = site.config.vehiclePage.similarCars.max;
  const priceWindow = getSimilarPriceWindow(car.price);
  try {
    const index = await getSiteIndex(site);
    const search = (refinements: Record<string, string[]>) =>
      index.search(
        {
          refinements: { ...refinements, status: ['in_stock', 'coming_soon'] },
          ranges: { price: { min: priceWindow.min, max: priceWindow.max } },
          hitsPerPage: PAGE,
          facets: [],
        },
        now,
      ).hits;
    const candidates: SearchHitCar[] = [
      ...search({ make: [car.make], model: [car.model] }),
      ...search({ make: [car.make] }),
    ];
    return pickSimilarCars(car, candidates, max);
  } catch (error) {
    getLogger().error(
      { err: error, carId: car.id },
      'similar-car search failed; using the filter search',
    );
  }
  const { db } = await getDatabase();
  const rows = await listSimilarCarCandidates(
    db,
    site.policy,
    {
      excludeCarId: car.id,
      make: car.make,
      model: car.model,
      minPrice: priceWindow.min,
      maxPrice: priceWindow.max,
    },
    now,
  );
  const { locations } = await getSiteChrome(site);
  return pickSimilarCars(car, rows, max).map((similar) => {
    const image = similar.images.find((candidate) => !candidate.isVideo) ?? null;
    return {
      ...similar,
      image: image ? { url: image.url, width: image.width, height: image.height } : null,
      locationName: locations.find((location) => location.id === similar.locationId)?.name ?? null,
    };
  });
}
