import { type RangeField, rangeFields, type SortKey } from './search-vocabulary.ts';

export { type RangeField, rangeFields };

export const sortOptions = [
  { value: 'relevance', label: 'Most relevant' },
  { value: 'latest', label: 'Latest' },
  { value: 'price-desc', label: 'Highest price' },
  { value: 'price-asc', label: 'Lowest price' },
  { value: 'km-asc', label: 'Lowest kms' },
  { value: 'year-desc', label: 'Newest year' },
] as const satisfies readonly { value: SortKey; label: string }[];
export type SortValue = SortKey;
const sortValues: readonly string[] = sortOptions.map((option) => option.value);

/** Whether a string names a sort. (No zod here: this module ships to the browser.) */
export function isSortValue(value: string): value is SortValue {
  return sortValues.includes(value);
}

export interface Range {
  min?: number;
  max?: number;
}

/** Everything that decides a stock search; the URL is its only home (spec 1 §2). */
export interface SearchState {
  query: string;
  /** 1-based. */
  page: number;
  sortBy: SortValue;
  /** Facet → selected values (OR within a facet, AND across facets). */
  refinements: Record<string, string[]>;
  ranges: Partial<Record<RangeField, Range>>;
}

export const emptySearchState: SearchState = {
  query: '',
  page: 1,
  sortBy: 'relevance',
  refinements: {},
  ranges: {},
};

/** A change of filters returns to the first page (spec 1 §4). */
export function withRefinement(state: SearchState, facet: string, values: string[]): SearchState {
  const refinements = { ...state.refinements };
  if (values.length === 0) delete refinements[facet];
  else refinements[facet] = [...new Set(values)];
  return { ...state, refinements, page: 1 };
}

/** Toggle one value of a facet, returning to the first page. */
export function toggleRefinement(state: SearchState, facet: string, value: string): SearchState {
  const current = state.refinements[facet] ?? [];
  return withRefinement(
    state,
    facet,
    current.includes(value) ? current.filter((v) => v !== value) : [...current, value],
  );
}

/** Moving a slider removes the page (spec 1 §4 Price slider). */
export function withRange(state: SearchState, field: RangeField, range: Range | null): SearchState {
  const ranges = { ...state.ranges };
  if (!range || (range.min === undefined && range.max === undefined)) delete ranges[field];
  else ranges[field] = range;
  return { ...state, ranges, page: 1 };
}

export function withQuery(state: SearchState, query: string): SearchState {
  return { ...state, query, page: 1 };
}

export function withSort(state: SearchState, sortBy: SortValue): SearchState {
  return { ...state, sortBy, page: 1 };
}

export function withPage(state: SearchState, page: number): SearchState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

/** Spec 1 §9: above 1999 hits the total shown is the summed car-type facet counts. */
export function getDisplayedTotal(
  count: number,
  carTypeCounts: { count: number }[] | undefined,
): number {
  if (count <= 1999 || !carTypeCounts || carTypeCounts.length === 0) return count;
  return carTypeCounts.reduce((sum, item) => sum + item.count, 0);
}
