import type { MarketEstimate } from './comparables.ts';

/** The price comparison panel's data (spec 1 §3 "Price comparison result"). */
export interface PriceComparison {
  /** 0–1: where the listing sits in the market range; 1 is the bottom of the range (best for the buyer). */
  fill: number;
  listing_price: number;
  market_range_min: number;
  market_range_max: number;
  confidence: number;
  description: string;
}

/** Build the panel's data from a market estimate. */
export function comparePrice(
  listingPrice: number,
  market: MarketEstimate,
  modelName: string,
): PriceComparison {
  const span = market.high - market.low;
  const fill =
    span <= 0 ? (listingPrice <= market.low ? 1 : 0) : (market.high - listingPrice) / span;
  return {
    fill: Math.min(1, Math.max(0, fill)),
    listing_price: listingPrice,
    market_range_min: market.low,
    market_range_max: market.high,
    confidence: Number(market.confidence.toFixed(2)),
    description: `Compared with ${market.comparableCount} similar ${modelName} ${market.comparableCount === 1 ? 'listing' : 'listings'} across Australian dealers, adjusted for age and kilometres.`,
  };
}

/**
 * Spec 1 §5: hidden if any field is missing, confidence is 0.2 or lower, or market_range_max
 * is below the listing price.
 */
export function isPriceComparisonShown(
  result: Partial<PriceComparison> | null,
): result is PriceComparison {
  if (!result) return false;
  const fields = [
    'fill',
    'listing_price',
    'market_range_min',
    'market_range_max',
    'confidence',
  ] as const;
  if (fields.some((field) => typeof result[field] !== 'number' || Number.isNaN(result[field])))
    return false;
  if (!result.description) return false;
  return (
    (result.confidence ?? 0) > 0.2 && (result.market_range_max ?? 0) >= (result.listing_price ?? 0)
  );
}

/** Gauge colour bands of spec 1 §9: below 0.3, 0.3 to 0.6, 0.6 and above. */
export function getGaugeBand(fill: number): 'low' | 'mid' | 'high' {
  if (fill < 0.3) return 'low';
  return fill < 0.6 ? 'mid' : 'high';
}

/** 'Good Deal' below 0.65, otherwise 'Great Deal' (spec 1 §9). */
export function getDealLabel(fill: number): 'Good Deal' | 'Great Deal' {
  return fill < 0.65 ? 'Good Deal' : 'Great Deal';
}

/**
 * Where the listing sits on a gauge drawn from the market's lowest price (0, left) to its
 * highest (1, right): the reverse of `fill`, which is 1 at the bottom of the range.
 */
export function getGaugePosition(fill: number): number {
  return Math.min(1, Math.max(0, 1 - fill));
}
