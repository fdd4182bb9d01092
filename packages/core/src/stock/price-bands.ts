import type { FacetName } from '../search/search-vocabulary.ts';

/** Lower bounds of the price_range facet's buckets, whole dollars. */
export const priceBands = [10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000] as const;
/** Lower bounds of the weekly_price_range facet's buckets, whole dollars a week. */
export const weeklyBands = [100, 150, 200, 300, 400] as const;

/** '$10,000 - $20,000'-style bucket labels, ordered by their lower bound. */
export function getBandLabel(value: number, bands: readonly number[]): string {
  const format = (n: number) => `$${n.toLocaleString('en-AU')}`;
  const first = bands[0] ?? 0;
  if (value < first) return `Under ${format(first)}`;
  for (let i = 1; i < bands.length; i++) {
    const upper = bands[i] ?? 0;
    if (value < upper) return `${format(bands[i - 1] ?? 0)} - ${format(upper)}`;
  }
  return `${format(bands[bands.length - 1] ?? 0)} and over`;
}

/** Band labels in ascending order, for ordering the price-range facets. */
export const bandOrder: Partial<Record<FacetName, string[]>> = {
  price_range: [0, ...priceBands].map((value) => getBandLabel(value, priceBands)),
  weekly_price_range: [0, ...weeklyBands].map((value) => getBandLabel(value, weeklyBands)),
};
