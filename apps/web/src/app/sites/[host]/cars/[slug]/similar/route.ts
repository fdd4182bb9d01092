import { getSimilarPriceWindow, pickSimilarCars } from '@forecourt/core/vehicle/similar-cars';
import { listSimilarCarCandidates } from '@forecourt/db';
import { toVehicleCardModel } from '@/components/vehicle/vehicle-card-model';
import { getDatabase } from '@/server/database';
import { getSiteChrome } from '@/server/site-chrome';
import { type CarRouteParams, getRouteCar, notFoundJson } from '../_lib/route-car.ts';

/**
 * GET /cars/{slug}/similar — up to 6 similar in-stock cars of this site as card data (spec 2
 * §7/§9): same make within the price window, the same model first, unique, never the car
 * itself.
 */
export async function GET(_request: Request, { params }: { params: CarRouteParams }) {
  const found = await getRouteCar(params);
  if (!found) return notFoundJson();
  const { site, car } = found;
  const { db } = await getDatabase();
  const priceWindow = getSimilarPriceWindow(car.price);
  const candidates = await listSimilarCarCandidates(db, site.dealershipIds, {
    excludeCarId: car.id,
    make: car.make,
    model: car.model,
    minPrice: priceWindow.min,
    maxPrice: priceWindow.max,
  });
  const picked = pickSimilarCars(car, candidates, site.config.vehiclePage.similarCars.max);
  const { locations } = await getSiteChrome(site);
  const now = new Date();
  const cars = picked.map((similar) => {
    const image = similar.images.find((candidate) => !candidate.isVideo) ?? null;
    return toVehicleCardModel(
      {
        ...similar,
        image: image ? { url: image.url, width: image.width, height: image.height } : null,
        locationName:
          locations.find((location) => location.id === similar.locationId)?.name ?? null,
      },
      site.config.cars,
      now,
    );
  });
  return Response.json({ cars }, { headers: { 'cache-control': 'public, max-age=60' } });
}
