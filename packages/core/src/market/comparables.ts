/**
 * Forecourt's own market model, used by the price comparison panel and the trade-in offer.
 *
 * Method: every listed car of the same make and model (any dealer on the platform) within
 * a few years of the subject is a comparable. Each comparable's price is adjusted to the
 * subject's age and odometer with simple depreciation rates (per year of age, per 10,000 km),
 * then weighted by closeness (age and km differences decay the weight exponentially). The
 * market range is the weighted 10th–90th percentile of the adjusted prices; confidence grows
 * with the effective number of comparables and with how close they are.
 */
export interface MarketCar {
  year: number;
  km: number;
  /** Whole dollars. */
  price: number;
}

export interface MarketModelOptions {
  /** Value lost per year of age, as a fraction of price. */
  depreciationPerYear: number;
  /** Value lost per 10,000 km, as a fraction of price. */
  depreciationPer10000Km: number;
  /** Age difference (years) at which a comparable's weight falls to 1/e. */
  yearScale: number;
  /** Odometer difference (km) at which a comparable's weight falls to 1/e. */
  kmScale: number;
  /** Comparables further apart than this in years are ignored. */
  maxYearGap: number;
}

export const DEFAULT_MARKET_MODEL: MarketModelOptions = {
  depreciationPerYear: 0.08,
  depreciationPer10000Km: 0.015,
  yearScale: 1.5,
  kmScale: 30_000,
  maxYearGap: 3,
};

export interface MarketEstimate {
  /** Whole dollars: weighted 10th and 90th percentiles and median of adjusted prices. */
  low: number;
  high: number;
  median: number;
  /** 0–1: grows with the effective number of comparables and their closeness. */
  confidence: number;
  comparableCount: number;
}

/** The market value of `subject` from `comparables`, or null when there are none. */
export function estimateMarket(
  subject: Pick<MarketCar, 'year' | 'km'>,
  comparables: MarketCar[],
  options: MarketModelOptions = DEFAULT_MARKET_MODEL,
): MarketEstimate | null {
  const points = comparables
    .filter((car) => car.price > 0 && Math.abs(car.year - subject.year) <= options.maxYearGap)
    .map((car) => {
      const yearGap = subject.year - car.year;
      const kmGap = subject.km - car.km;
      const factor =
        (1 + options.depreciationPerYear * yearGap) *
        (1 - (options.depreciationPer10000Km * kmGap) / 10_000);
      const weight =
        Math.exp(-Math.abs(yearGap) / options.yearScale) *
        Math.exp(-Math.abs(kmGap) / options.kmScale);
      return { price: car.price * Math.max(0.2, factor), weight };
    })
    .filter((point) => point.weight > 0);
  if (points.length === 0) return null;

  points.sort((a, b) => a.price - b.price);
  const totalWeight = points.reduce((sum, point) => sum + point.weight, 0);
  const sumOfSquares = points.reduce((sum, point) => sum + point.weight ** 2, 0);
  const effectiveCount = totalWeight ** 2 / sumOfSquares;
  const meanCloseness = totalWeight / points.length;
  const confidence = (1 - Math.exp(-effectiveCount / 4)) * Math.sqrt(meanCloseness);

  return {
    low: Math.round(weightedPercentile(points, totalWeight, 0.1)),
    median: Math.round(weightedPercentile(points, totalWeight, 0.5)),
    high: Math.round(weightedPercentile(points, totalWeight, 0.9)),
    confidence: Math.min(1, Math.max(0, confidence)),
    comparableCount: points.length,
  };
}

function weightedPercentile(
  sorted: { price: number; weight: number }[],
  total: number,
  fraction: number,
): number {
  let cumulative = 0;
  for (const point of sorted) {
    cumulative += point.weight;
    if (cumulative >= fraction * total) return point.price;
  }
  return sorted[sorted.length - 1]?.price ?? 0;
}
