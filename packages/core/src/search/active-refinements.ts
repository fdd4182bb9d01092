import {
  type RangeField,
  rangeFields,
  type SearchState,
  toggleRefinement,
  withQuery,
  withRange,
} from './search-state.ts';

/** One refinement a shopper has made, and the search without it (the chip that removes it). */
export type ActiveRefinement =
  | { kind: 'query'; text: string; without: SearchState }
  | { kind: 'refinement'; facet: string; value: string; without: SearchState }
  | { kind: 'range'; field: RangeField; min?: number; max?: number; without: SearchState };

/**
 * Every refinement of a search, each with the search it leaves when removed: the query, each
 * facet value, each range. Their number is the Filter button's count.
 */
export function listActiveRefinements(state: SearchState): ActiveRefinement[] {
  const active: ActiveRefinement[] = [];
  if (state.query) active.push({ kind: 'query', text: state.query, without: withQuery(state, '') });
  for (const [facet, values] of Object.entries(state.refinements)) {
    for (const value of values)
      active.push({
        kind: 'refinement',
        facet,
        value,
        without: toggleRefinement(state, facet, value),
      });
  }
  for (const field of rangeFields) {
    const range = state.ranges[field];
    if (!range || (range.min === undefined && range.max === undefined)) continue;
    active.push({ kind: 'range', field, ...range, without: withRange(state, field, null) });
  }
  return active;
}

/** The search with every refinement removed; the sort stays, as the shopper chose it. */
export function clearRefinements(state: SearchState): SearchState {
  return { ...state, query: '', page: 1, refinements: {}, ranges: {} };
}
