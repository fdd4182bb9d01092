import type { FacetName, SearchRequest } from '@forecourt/search';

/**
 * The facets the search page shows: what both the engine and the SQL baseline count for each
 * query (the empty query asks the engine for every facet).
 */
export const benchFacets: FacetName[] = [
  'car_type',
  'make',
  'model',
  'body',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'year',
  'seats',
  'state',
  'location_name',
  'dealership_name',
  'badge',
];

/** The fixed query mix of issue 3's benchmark. */
export const queryMix: { name: string; request: SearchRequest }[] = [
  { name: 'empty query, all facets', request: { facets: undefined } },
  { name: 'one make', request: { refinements: { make: ['Toyota'] } } },
  {
    name: 'make + 2 bodies + price + sort + page 3',
    request: {
      refinements: { make: ['Ford'], body: ['Ute', 'SUV'] },
      ranges: { price: { min: 20_000, max: 80_000 } },
      sort: 'price-asc',
      page: 3,
    },
  },
  {
    name: 'two-word text + car type',
    request: { query: 'ford ranger', refinements: { car_type: ['used'] } },
  },
  {
    name: 'year + fuel + newest',
    request: { refinements: { year: ['2024', '2025'], fuel: ['Diesel'] }, sort: 'latest' },
  },
  {
    name: 'three makes + km range',
    request: {
      refinements: { make: ['Mazda', 'Kia', 'Hyundai'] },
      ranges: { km: { min: 10_000, max: 80_000 } },
    },
  },
];

export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

export function summarise(times: number[]): { p50: number; p95: number; p99: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
}
