import type { CarRouteParams } from '../../_lib/route-car.ts';
import { answerSimilarCars } from '../../_lib/similar-cars-answer.ts';

/**
 * GET /cars/{slug}/similar/filter — the same answer from the database's filter search, not the
 * search index: where the page turns when the similar-cars call fails (spec 2 §8).
 */
export function GET(_request: Request, { params }: { params: CarRouteParams }) {
  return answerSimilarCars(params, 'filter');
}
