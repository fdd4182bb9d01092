import 'server-only';
import type { SimilarCarsAnswer } from '@forecourt/core/vehicle';
import { isFavouriteShown } from '@forecourt/core/vehicle';
import { toVehicleCardModel } from '@/lib/vehicle-card-model';
import { type CarRouteParams, getRouteCar, notFoundJson } from './route-car.ts';
import { findSimilarCars } from './similar-cars.ts';

/** Up to 6 similar in-stock cars of this site as card data: the answer of both similar-cars routes. */
export async function answerSimilarCars(
  params: CarRouteParams,
  via: 'index' | 'filter',
): Promise<Response> {
  const found = await getRouteCar(params);
  if (!found) return notFoundJson();
  const { site, car } = found;
  const now = new Date();
  const similar = await findSimilarCars(site, car, now, via);
  const { favourites } = site.config.vehiclePage;
  const cars = similar.map((candidate) => ({
    card: toVehicleCardModel(candidate, site.config.cars, now),
    // Spec 1 §5 favourite visibility, applied here so the browser gets a ready answer.
    favourite: isFavouriteShown({ ...candidate, imageCount: candidate.image ? 1 : 0 }, favourites)
      ? {
          id: candidate.id,
          name: [candidate.year, candidate.make, candidate.model, candidate.badge, candidate.series]
            .filter(Boolean)
            .join(' '),
          slug: candidate.slug,
          make: candidate.make,
          model: candidate.model,
          primary_image_url: candidate.image?.url ?? null,
        }
      : null,
  }));
  return Response.json({ cars } satisfies SimilarCarsAnswer, {
    headers: { 'cache-control': 'public, max-age=60' },
  });
}
