import { getOwn } from '../lookup/own-property.ts';
import { toSlug } from '../text/slug.ts';
import { carTypePathSlugs, type SearchPlace, type SearchUrlContext } from './search-url.ts';

/** The names a site's search URLs can put in their path. */
export interface SearchUrlNames {
  /** Each make and model the site lists, e.g. ['Škoda', 'Octavia']. */
  makeModels: Iterable<readonly [make: string, model: string]>;
  /** Its dealerships and locations; each value is the slug stored for it. */
  places: Iterable<SearchPlace>;
  /** Facets the query string may refine. */
  facets: readonly string[];
}

/**
 * What search URLs on a site may name, each path slug from the one slug rule. A slug is given
 * to the first name that has it and never to one that would parse as something else: a car-type
 * path, or a make before a place. A name left without one is still searchable, by query string.
 */
export function buildSearchUrlContext({
  makeModels,
  places,
  facets,
}: SearchUrlNames): SearchUrlContext {
  const makes: Record<string, string> = {};
  const models: Record<string, Record<string, string>> = {};
  const taken = (slug: string) => slug === '' || carTypePathSlugs.includes(slug);
  // Own-key checks throughout: a make slugged 'constructor' must not meet Object.prototype's.
  for (const [make, model] of makeModels) {
    const makeSlug = toSlug(make);
    if (taken(makeSlug)) continue;
    if (!Object.hasOwn(makes, makeSlug)) makes[makeSlug] = make;
    if (makes[makeSlug] !== make) continue;
    const byModel = getOwn(models, makeSlug) ?? {};
    const modelSlug = toSlug(model);
    if (modelSlug !== '' && !Object.hasOwn(byModel, modelSlug)) byModel[modelSlug] = model;
    models[makeSlug] = byModel;
  }
  const placesBySlug: Record<string, SearchPlace> = {};
  for (const place of places) {
    const slug = place.value;
    const free = !taken(slug) && !Object.hasOwn(makes, slug) && !Object.hasOwn(placesBySlug, slug);
    // Path segments are read in lower case: a stored slug that is not its own slug can't be one.
    if (free && toSlug(slug) === slug) placesBySlug[slug] = place;
  }
  return { makes, models, places: placesBySlug, facets };
}
