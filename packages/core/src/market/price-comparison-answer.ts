import { type Check, number, readShape, record, text } from '../json/shape.ts';
import type { PriceComparison } from './price-comparison.ts';

const priceComparison: Check<PriceComparison> = record({
  fill: number,
  listing_price: number,
  market_range_min: number,
  market_range_max: number,
  confidence: number,
  description: text,
});

/**
 * GET /cars/{slug}/autogauge's answer: the comparison, or `{}` when the car has too little
 * market (`PriceComparisonAnswer` is what the route may send).
 */
export type PriceComparisonAnswer = PriceComparison | Record<string, never>;

/**
 * The comparison in `body`, or null for an object without one (`{}`, or fields missing: spec 1
 * §5 hides the panel); a TypeError when `body` is no object at all.
 */
export function readPriceComparisonAnswer(body: unknown): PriceComparison | null {
  // record({}) accepts any object: the answer is one, with or without a comparison in it.
  readShape(record({}), body, 'a price comparison answer');
  return priceComparison(body) ?? null;
}
