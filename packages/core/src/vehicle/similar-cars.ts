import type { Car } from '../car/car.ts';

/** Spec 2 §9: ±10,000 for cars under 50,000, otherwise ±25,000 (whole dollars). */
export function getSimilarPriceWindow(price: number): { min: number; max: number } {
  const span = price < 50_000 ? 10_000 : 25_000;
  return { min: Math.max(0, price - span), max: price + span };
}

/** One similar-car search: the values a candidate must share with the car. */
export interface SimilarCarStep {
  make?: string;
  model?: string;
  body?: string;
}

/**
 * Spec 1 §7 (filter by make, model or body), closest first: the same make and model, then the
 * same make and body, then the same body. A ute gets utes, never the make's SUVs. A car with no
 * body falls back to its make. Every step runs inside the same base (getSimilarCarBase).
 */
export function getSimilarCarSteps(
  car: Pick<Car, 'make' | 'model' | 'simpleBody'>,
): SimilarCarStep[] {
  const body = car.simpleBody?.trim() || null;
  const sameModel = { make: car.make, model: car.model };
  return body ? [sameModel, { make: car.make, body }, { body }] : [sameModel, { make: car.make }];
}

/**
 * Spec 1 §7 base of every similar-car search: the car's own dealership (a group site never mixes
 * dealerships), in stock, inside the price window (spec 2 §9), never the car itself.
 */
export function getSimilarCarBase(car: Pick<Car, 'id' | 'dealershipId' | 'price'>): {
  excludeCarId: number;
  dealershipId: number;
  minPrice: number;
  maxPrice: number;
} {
  const window = getSimilarPriceWindow(car.price);
  return {
    excludeCarId: car.id,
    dealershipId: car.dealershipId,
    minPrice: window.min,
    maxPrice: window.max,
  };
}

/**
 * Pick similar cars from candidates found step by step (closest step first): same model first
 * (spec 2 §7), unique by id, never the car itself, at most `max`.
 */
export function pickSimilarCars<T extends Pick<Car, 'id' | 'model'>>(
  subject: Pick<Car, 'id' | 'model'>,
  candidates: T[],
  max = 6,
): T[] {
  const seen = new Set<number>([subject.id]);
  const unique = candidates.filter((car) => !seen.has(car.id) && seen.add(car.id));
  const sameModel = unique.filter((car) => car.model.toLowerCase() === subject.model.toLowerCase());
  const others = unique.filter((car) => car.model.toLowerCase() !== subject.model.toLowerCase());
  return [...sameModel, ...others].slice(0, max);
}
