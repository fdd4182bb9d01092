import type { Car } from '../car/car.ts';

/** Spec 2 §9: ±10,000 for cars under 50,000, otherwise ±25,000 (whole dollars). */
export function getSimilarPriceWindow(price: number): { min: number; max: number } {
  const span = price < 50_000 ? 10_000 : 25_000;
  return { min: Math.max(0, price - span), max: price + span };
}

/**
 * Pick similar cars from candidates already filtered to the make, price window and in-stock:
 * same model first (spec 2 §7), unique by id, never the car itself, at most `max`.
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
