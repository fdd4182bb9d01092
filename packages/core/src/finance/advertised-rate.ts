import { COMPARISON_BASIS_TEXT, COMPARISON_RATE_WARNING } from './comparison-rate.ts';

/**
 * A rate as it may be advertised: never without its comparison rate (National Credit Code).
 * Components that show a rate take this, so a rate alone cannot reach a page.
 */
export interface AdvertisedRate {
  ratePercent: number;
  comparisonRatePercent: number;
}

export function describeAdvertisedRate(rate: AdvertisedRate): {
  rate: string;
  comparison: string;
  warning: string;
  basis: string;
} {
  return {
    rate: `${formatPercent(rate.ratePercent)} p.a.`,
    comparison: `${formatPercent(rate.comparisonRatePercent)} p.a. comparison rate`,
    warning: COMPARISON_RATE_WARNING,
    basis: COMPARISON_BASIS_TEXT,
  };
}

export function formatPercent(value: number): string {
  return `${Number(value.toFixed(2))}%`;
}

/**
 * Rates mentioned in page text with no comparison rate close by: each 'N% p.a.' must have
 * 'comparison rate' within `window` characters. For tests of every component showing a rate.
 */
export function findRatesWithoutComparison(text: string, window = 160): string[] {
  const flat = text.replace(/\s+/g, ' ');
  const problems: string[] = [];
  for (const match of flat.matchAll(/\d+(?:\.\d+)?%\s?p\.a\./g)) {
    const start = Math.max(0, (match.index ?? 0) - window);
    const nearby = flat.slice(start, (match.index ?? 0) + match[0].length + window).toLowerCase();
    if (!nearby.includes('comparison rate')) problems.push(match[0]);
  }
  return problems;
}

/**
 * The finance page's range sentence: each rate range named once, the comparison range marked
 * with the asterisk of its warning and basis (spec 2 §5, §9).
 */
export function describeRateRanges(
  rates: readonly [number, number],
  comparisonRates: readonly [number, number],
): string {
  const range = ([low, high]: readonly [number, number]) =>
    low === high
      ? `${formatPercent(low)} p.a.`
      : `from ${formatPercent(low)} p.a. to ${formatPercent(high)} p.a.`;
  return `Interest rates ${range(rates)}; comparison rates ${range(comparisonRates)}*.`;
}
