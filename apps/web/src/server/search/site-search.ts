import 'server-only';
import type { SearchPlace, SearchState, SearchUrlContext } from '@forecourt/core/search';
import { buildSearchUrlContext } from '@forecourt/core/search';
import {
  type FacetName,
  facetNames,
  type SearchIndex,
  type SearchResponse,
} from '@forecourt/search';
import { getSiteChrome } from '../site/site-chrome.ts';
import type { Site } from '../site.ts';
import { toSearchRequest } from './search-request.ts';
import { getSiteIndex } from './site-index-registry.ts';

/** What search URLs on this site may name: the makes and models it lists at `now`, its dealerships and locations. */
export async function getSearchUrlContext(
  site: Site,
  index: SearchIndex,
  now = new Date(),
): Promise<SearchUrlContext> {
  const makeModels = index.values('make_model', now).map((pair) => {
    const [make = '', model = ''] = pair.split('|');
    return [make, model] as const;
  });
  const dealerships = site.dealerships.map(
    (dealership): SearchPlace => ({
      facet: 'dealership_slug',
      value: dealership.slug,
      name: dealership.name,
    }),
  );
  const locations = (await getSiteChrome(site)).locations.map(
    (location): SearchPlace => ({
      facet: 'location_slug',
      value: location.slug,
      name: location.name,
    }),
  );
  return buildSearchUrlContext({
    makeModels,
    places: [...dealerships, ...locations],
    facets: facetNames,
  });
}

/** Run a search for a site: the page and the JSON API both come through here. */
export async function searchSite(
  site: Site,
  state: SearchState,
  now: Date,
  facets?: readonly FacetName[],
): Promise<SearchResponse> {
  const index = await getSiteIndex(site);
  return index.search(toSearchRequest(site, state, facets), now);
}
