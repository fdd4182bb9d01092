import { type Car, inStockStatuses } from '@forecourt/core/car';
import {
  getSimilarCarBase,
  getSimilarCarSteps,
  pickSimilarCars,
  type SimilarCarStep,
} from '@forecourt/core/vehicle';
import type { SearchHitCar, SearchIndex, SearchRequest } from '@forecourt/search';

/** Spec 1 §7: similar-car searches use a page of 21. */
const PAGE = 21;

/**
 * Similar cars from a site's search index (spec 1 §7, spec 2 §7): each of core's steps (make and
 * model, make and body, body) inside the base (the car's dealership, in stock, the price window),
 * closest first, the same model first, each car once, never the car itself, at most `max`.
 * The index admits only what the site lists, so the site-stock rule holds here too.
 */
export function searchSimilarCars(
  index: SearchIndex,
  car: Pick<Car, 'id' | 'dealershipId' | 'price' | 'make' | 'model' | 'simpleBody'>,
  max: number,
  now: Date,
): SearchHitCar[] {
  const base = getSimilarCarBase(car);
  const search = (step: SimilarCarStep) =>
    index.search(
      {
        refinements: { ...toRefinements(step), status: [...inStockStatuses] },
        ranges: { price: { min: base.minPrice, max: base.maxPrice } },
        filter: { kind: 'compare', field: 'dealership_id', op: '=', value: `${base.dealershipId}` },
        hitsPerPage: PAGE,
        facets: [],
      },
      now,
    ).hits;
  return pickSimilarCars(car, getSimilarCarSteps(car).flatMap(search), max);
}

function toRefinements(step: SimilarCarStep): NonNullable<SearchRequest['refinements']> {
  return {
    ...(step.make !== undefined ? { make: [step.make] } : {}),
    ...(step.model !== undefined ? { model: [step.model] } : {}),
    ...(step.body !== undefined ? { body: [step.body] } : {}),
  };
}
