import 'server-only';
import { getOwn } from '@forecourt/core/lookup/own-property';
import type { SearchState } from '@forecourt/core/search/search-state';
import type { SearchUrlContext } from '@forecourt/core/search/search-url';
import {
  type FacetName,
  facetNames,
  type SearchIndex,
  type SearchResponse,
} from '@forecourt/search';
import type { Site } from '../site.ts';
import { getSiteChrome } from '../site-chrome.ts';
import { toSearchRequest } from './search-request.ts';
import { getSiteIndex } from './site-index-registry.ts';

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** What search URLs on this site may name: the makes and models it lists at `now`, its dealerships and locations. */
export async function getSearchUrlContext(
  site: Site,
  index: SearchIndex,
  now = new Date(),
): Promise<SearchUrlContext> {
  const makes: Record<string, string> = {};
  const models: Record<string, Record<string, string>> = {};
  for (const pair of index.values('make_model', now)) {
    const [make = '', model = ''] = pair.split('|');
    const makeSlug = slugify(make);
    const modelSlug = slugify(model);
    // Own-key checks: a make slugged 'constructor' must not meet Object.prototype's.
    if (!Object.hasOwn(makes, makeSlug)) makes[makeSlug] = make;
    const byModel = getOwn(models, makeSlug) ?? {};
    if (!Object.hasOwn(byModel, modelSlug)) byModel[modelSlug] = model;
    models[makeSlug] = byModel;
  }
  const places: SearchUrlContext['places'] = {};
  for (const dealership of site.dealerships)
    places[dealership.slug] = {
      facet: 'dealership_slug',
      value: dealership.slug,
      name: dealership.name,
    };
  for (const location of (await getSiteChrome(site)).locations)
    places[location.slug] = { facet: 'location_slug', value: location.slug, name: location.name };
  return { makes, models, places, facets: facetNames };
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
