import type { SearchState } from '@forecourt/core/search';
import type { FacetName, SearchRequest } from '@forecourt/search';
import type { Site } from '../site.ts';

/** The engine request for a search state, with the site's search settings applied. */
export function toSearchRequest(
  site: Pick<Site, 'config'>,
  state: SearchState,
  facets?: readonly FacetName[],
): SearchRequest {
  const { search } = site.config;
  return {
    query: state.query,
    refinements: state.refinements as SearchRequest['refinements'],
    ranges: state.ranges,
    sort: state.sortBy,
    page: state.page,
    hitsPerPage: search.pageSize,
    requirePriceForAscending: search.ascendingPriceRequiresPrice,
    collapseSold: search.collapseSoldCars,
    ...(facets ? { facets } : {}),
  };
}
