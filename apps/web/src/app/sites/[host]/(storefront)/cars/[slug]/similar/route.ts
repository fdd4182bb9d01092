import type { CarRouteParams } from '../_lib/route-car.ts';
import { answerSimilarCars } from '../_lib/similar-cars-answer.ts';

/** GET /cars/{slug}/similar — up to 6 similar in-stock cars of this site, as card data. */
export function GET(_request: Request, { params }: { params: CarRouteParams }) {
  return answerSimilarCars(params, 'index');
}
