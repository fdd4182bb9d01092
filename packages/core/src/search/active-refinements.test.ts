import { describe, expect, it } from 'vitest';
import { clearRefinements, listActiveRefinements } from './active-refinements.ts';
import { emptySearchState, type SearchState } from './search-state.ts';

const state: SearchState = {
  ...emptySearchState,
  query: 'tray',
  page: 3,
  sortBy: 'price-asc',
  refinements: { make: ['Toyota'], body: ['SUV', 'Ute'] },
  ranges: { price: { max: 30_000 }, km: {} },
};

describe('listActiveRefinements', () => {
  it('lists the query, each facet value and each range, each with the search without it', () => {
    const active = listActiveRefinements(state);
    expect(active.map((item) => item.kind)).toEqual([
      'query',
      'refinement',
      'refinement',
      'refinement',
      'range',
    ]);
    const ute = active.find((item) => item.kind === 'refinement' && item.value === 'Ute');
    expect(ute?.without.refinements).toEqual({ make: ['Toyota'], body: ['SUV'] });
    expect(ute?.without.page).toBe(1);
    const price = active.find((item) => item.kind === 'range');
    expect(price).toMatchObject({ field: 'price', max: 30_000 });
    expect(price?.without.ranges).toEqual({ km: {} });
    expect(active[0]?.without.query).toBe('');
  });
  it('is empty for an unrefined search', () => {
    expect(listActiveRefinements(emptySearchState)).toEqual([]);
  });
});

describe('clearRefinements', () => {
  it('drops every refinement but keeps the sort', () => {
    expect(clearRefinements(state)).toEqual({ ...emptySearchState, sortBy: 'price-asc' });
  });
});
