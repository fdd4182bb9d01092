import { getOwn } from '../lookup/own-property.ts';
import {
  isSortValue,
  type Range,
  type RangeField,
  rangeFields,
  type SearchState,
  sortOptions,
} from './search-state.ts';

/** What the URL may name: the site's makes and models by slug, and its dealerships and locations. */
export interface SearchUrlContext {
  /** Make slug → make name, e.g. 'ford' → 'Ford'. */
  makes: Record<string, string>;
  /** Make slug → model slug → model name. */
  models: Record<string, Record<string, string>>;
  /** Dealership or location slug → the refinement it stands for, and its name. */
  places: Record<string, SearchPlace>;
  /** Facets the query string may refine. */
  facets: readonly string[];
}

/** A dealership or location a search can be limited to (spec 1 §2 `/search/{dealership_slug}`). */
export interface SearchPlace {
  facet: 'dealership_slug' | 'location_slug';
  value: string;
  /** e.g. 'Southern Cross Mazda'. */
  name: string;
}

/** `invalid` still carries the state without the bad parts, so a page can show what it can. */
export type ParsedSearchUrl =
  | { kind: 'ok'; state: SearchState }
  | { kind: 'not-found' }
  | { kind: 'invalid'; errors: string[]; state: SearchState };

const carTypePaths: Record<string, string[]> = {
  'new-used-and-demo-cars': [],
  'used-cars': ['used'],
  'new-cars': ['new'],
  'demo-cars': ['demo'],
  'new-and-demo-cars': ['new', 'demo'],
};
/** The path segments that name car types; no make or place may have them as its slug. */
export const carTypePathSlugs: readonly string[] = Object.keys(carTypePaths);
const MAX_QUERY_LENGTH = 100;
const MAX_PAGE = 10_000;
const REFINEMENT_KEY = /^refinementList\[([a-z_]+)\]\[\d*\]$/;
const RANGE_KEY = /^range\[([a-z_]+)\]$/;
/** Plain HTML forms send the two ends separately: range[price][min]=…&range[price][max]=…. */
const RANGE_END_KEY = /^range\[([a-z_]+)\]\[(min|max)\]$/;

/**
 * The search a URL describes: the path (`segments` after /search) picks car type, make and
 * model, or a dealership; the query string holds the rest. Tolerant of unknown keys; strict
 * about values it understands, so a bad link answers 400 with the reasons.
 */
export function parseSearchUrl(
  segments: string[],
  params: URLSearchParams,
  context: SearchUrlContext,
): ParsedSearchUrl {
  const refinements: Record<string, string[]> = {};
  const add = (facet: string, value: string) => {
    const values = getOwn(refinements, facet) ?? [];
    if (!values.includes(value)) values.push(value);
    refinements[facet] = values;
  };
  const decoded = segments.map(safeDecode);
  if (decoded.includes(null)) return { kind: 'not-found' };
  const [first, second, ...rest] = (decoded as string[]).map((segment) => segment.toLowerCase());
  if (rest.length > 0) return { kind: 'not-found' };
  if (first !== undefined) {
    // Path segments are URL text: look up own keys only ('constructor' is no make).
    const carTypes = getOwn(carTypePaths, first);
    const make = getOwn(context.makes, first);
    const place = getOwn(context.places, first);
    if (carTypes && second === undefined) for (const type of carTypes) add('car_type', type);
    else if (make) {
      add('make', make);
      if (second !== undefined) {
        const models = getOwn(context.models, first);
        const model = models && getOwn(models, second);
        if (!model) return { kind: 'not-found' };
        add('model', model);
      }
    } else if (place && second === undefined) add(place.facet, place.value);
    else return { kind: 'not-found' };
  }

  const errors: string[] = [];
  const state: SearchState = { query: '', page: 1, sortBy: 'relevance', refinements, ranges: {} };
  for (const [key, value] of params) {
    if (key === 'query') {
      if (value.length > MAX_QUERY_LENGTH)
        errors.push(`query must be at most ${MAX_QUERY_LENGTH} characters`);
      else state.query = value.trim();
    } else if (key === 'page') {
      const page = Number(value);
      if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE)
        errors.push(`page must be a whole number from 1 to ${MAX_PAGE}`);
      else state.page = page;
    } else if (key === 'sortBy') {
      if (isSortValue(value)) state.sortBy = value;
      else
        errors.push(
          `sortBy must be one of ${sortOptions.map((option) => option.value).join(', ')}`,
        );
    } else if (RANGE_KEY.test(key)) {
      const field = RANGE_KEY.exec(key)?.[1] as RangeField;
      const range = parseRange(value);
      if (!(rangeFields as readonly string[]).includes(field))
        errors.push(`${key} is not a range that can be filtered`);
      else if (!range)
        errors.push(`${key} must look like min:max, with whole numbers (either may be empty)`);
      else state.ranges[field] = range;
    } else if (RANGE_END_KEY.test(key)) {
      const [, field = '', end = 'min'] = RANGE_END_KEY.exec(key) ?? [];
      const trimmed = value.replace(/[$,\s]/g, '');
      if (!(rangeFields as readonly string[]).includes(field))
        errors.push(`${key} is not a range that can be filtered`);
      else if (trimmed !== '' && !/^\d{1,12}$/.test(trimmed))
        errors.push(`${key} must be a whole number`);
      else if (trimmed !== '')
        state.ranges[field as RangeField] = {
          ...state.ranges[field as RangeField],
          [end]: Number(trimmed),
        };
    } else if (REFINEMENT_KEY.test(key)) {
      const facet = REFINEMENT_KEY.exec(key)?.[1] as string;
      if (!context.facets.includes(facet)) errors.push(`${facet} is not a filter`);
      else if (value.length > 100) errors.push(`${key} must be at most 100 characters`);
      // An empty value is a select's 'All' option: no refinement.
      else if (value !== '') add(facet, value);
    } else if (isPlainFacetKey(key, context)) {
      // Links from outside often use plain keys (?make=Toyota&body=SUV): the same refinement,
      // which the page then redirects to its canonical form.
      if (value.length > 100) errors.push(`${key} must be at most 100 characters`);
      else if (value !== '') add(key, canonicalValue(key, value, context));
    }
  }
  for (const [field, range] of Object.entries(state.ranges)) {
    if (range.min !== undefined && range.max !== undefined && range.min > range.max) {
      errors.push(`range[${field}] has its minimum above its maximum`);
      delete state.ranges[field as RangeField];
    }
  }
  return errors.length > 0 ? { kind: 'invalid', errors, state } : { kind: 'ok', state };
}

/** A bare facet name as a query key (own entries of the site's facet list only). */
function isPlainFacetKey(key: string, context: SearchUrlContext): boolean {
  return /^[a-z_]+$/.test(key) && context.facets.includes(key);
}

/** Make and model names as the site spells them ('toyota' → 'Toyota'); other values as given. */
function canonicalValue(facet: string, value: string, context: SearchUrlContext): string {
  const lower = value.toLowerCase();
  if (facet === 'make') {
    const match = Object.values(context.makes).find((name) => name.toLowerCase() === lower);
    return match ?? value;
  }
  if (facet === 'model') {
    for (const models of Object.values(context.models)) {
      const match = Object.values(models).find((name) => name.toLowerCase() === lower);
      if (match) return match;
    }
  }
  return value;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function parseRange(text: string): Range | null {
  const match = /^(-?\d{0,12}):(-?\d{0,12})$/.exec(text);
  if (!match) return null;
  const [, min = '', max = ''] = match;
  const range: Range = {};
  if (min !== '') range.min = Number(min);
  if (max !== '') range.max = Number(max);
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) return null;
  return range;
}

/** The canonical URL (path and query) of a search: sorted keys and values, defaults left out. */
export function buildSearchUrl(state: SearchState, context: SearchUrlContext): string {
  const refinements: Record<string, string[]> = Object.fromEntries(
    Object.entries(state.refinements).filter(([, values]) => values.length > 0),
  );
  const makeSlug = (name: string) =>
    Object.keys(context.makes).find((slug) => context.makes[slug] === name);
  const modelSlug = (make: string, name: string) =>
    Object.keys(context.models[make] ?? {}).find((slug) => context.models[make]?.[slug] === name);
  let path = '/search/new-used-and-demo-cars';

  const [make, ...otherMakes] = refinements.make ?? [];
  const [model, ...otherModels] = refinements.model ?? [];
  const carTypes = [...(refinements.car_type ?? [])].sort();
  const carTypePath = Object.keys(carTypePaths).find((key) => {
    const types = [...(carTypePaths[key] ?? [])].sort();
    return types.length > 0 && types.join() === carTypes.join();
  });
  const placeEntry = Object.entries(context.places).find(
    ([, place]) =>
      refinements[place.facet]?.length === 1 && refinements[place.facet]?.[0] === place.value,
  );

  if (make && otherMakes.length === 0 && makeSlug(make)) {
    const slug = makeSlug(make) as string;
    const modelPart = model && otherModels.length === 0 ? modelSlug(slug, model) : undefined;
    path = modelPart ? `/search/${slug}/${modelPart}` : `/search/${slug}`;
    delete refinements.make;
    if (modelPart) delete refinements.model;
  } else if (carTypePath) {
    path = `/search/${carTypePath}`;
    delete refinements.car_type;
  } else if (placeEntry && !refinements.car_type) {
    path = `/search/${placeEntry[0]}`;
    delete refinements[placeEntry[1].facet];
  }

  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  for (const facet of Object.keys(refinements).sort()) {
    for (const value of [...(refinements[facet] ?? [])].sort())
      params.append(`refinementList[${facet}][]`, value);
  }
  for (const field of rangeFields) {
    const range = state.ranges[field];
    if (range && (range.min !== undefined || range.max !== undefined)) {
      params.set(`range[${field}]`, `${range.min ?? ''}:${range.max ?? ''}`);
    }
  }
  if (state.sortBy !== 'relevance') params.set('sortBy', state.sortBy);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The path segments a search page reads: a bare /search (no path, no query) is the site's
 * default search (`search.defaultPath`, e.g. '/search/used-cars'); anything else as it is.
 */
export function withDefaultPath(
  segments: string[],
  params: URLSearchParams,
  defaultPath: string,
): string[] {
  if (segments.length > 0 || [...params.keys()].length > 0) return segments;
  return defaultPath.split('/').filter(Boolean).slice(1);
}

/**
 * The one dealership or location a search is limited to, when it is: the place whose slug is
 * the only value of its refinement (what `/search/{dealership_slug}` means). Null otherwise.
 */
export function getSearchPlace(state: SearchState, context: SearchUrlContext): SearchPlace | null {
  for (const place of Object.values(context.places)) {
    const values = getOwn(state.refinements, place.facet);
    if (values?.length === 1 && values[0] === place.value) return place;
  }
  return null;
}

/**
 * A model stays refined only while its make is (spec 1 §4: the model picker belongs to a refined
 * make): unticking a make drops its models. Makes and models compare regardless of case.
 */
export function withoutOrphanModels(state: SearchState, context: SearchUrlContext): SearchState {
  const models = state.refinements.model;
  if (!models || models.length === 0) return state;
  const makes = new Set((state.refinements.make ?? []).map((make) => make.toLowerCase()));
  const kept = models.filter((model) =>
    Object.entries(context.models).some(
      ([makeSlug, byModel]) =>
        makes.has((getOwn(context.makes, makeSlug) ?? '').toLowerCase()) &&
        Object.values(byModel).some((name) => name.toLowerCase() === model.toLowerCase()),
    ),
  );
  if (kept.length === models.length) return state;
  const refinements = { ...state.refinements };
  if (kept.length > 0) refinements.model = kept;
  else delete refinements.model;
  return { ...state, refinements };
}
