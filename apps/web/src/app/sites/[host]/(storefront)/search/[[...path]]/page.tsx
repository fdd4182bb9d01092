import { formatKm, formatPrice, formatZonedDate } from '@forecourt/core/format';
import {
  type ActiveRefinement,
  buildSearchUrl,
  clearRefinements,
  describeSearch,
  getDisplayedTotal,
  getSearchPlace,
  listActiveRefinements,
  parseSearchUrl,
  placePromos,
  type SearchState,
  type SearchUrlContext,
  withDefaultPath,
  withPage,
} from '@forecourt/core/search';
import { listManufacturers } from '@forecourt/db';
import type { FacetName, SearchResponse } from '@forecourt/search';
import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { getDatabase } from '@/server/database';
import { type PageQuery, toUrlSearchParams } from '@/server/page-query';
import { getRequestSite } from '@/server/request-site';
import { getSiteIndex } from '@/server/search/site-index-registry';
import { getSearchUrlContext, searchSite } from '@/server/search/site-search';
import { getSiteChrome } from '@/server/site/site-chrome';
import { getSiteOrigin } from '@/server/site-origin';
import type { RefinementChip } from './_components/active-refinement-chips';
import { FiltersPanel } from './_components/filters-panel';
import { SearchFilters } from './_components/search-filters';
import { SearchResults } from './_components/search-results';
import { SearchShell } from './_components/search-shell';

/**
 * Spec 1 §4/§9 'results of recent searches are cached': the router keeps a search page this long
 * (seconds), as long as the browser's cache of recent searches keeps its answer
 * (_components/search-results-cache.ts, SEARCH_CACHE_SECONDS), so going back to one of the last
 * `search.clientCacheSize` searches asks the server nothing.
 */
export const unstable_dynamicStaleTime = 600;

interface SearchPageProps {
  params: Promise<{ host: string; path?: string[] }>;
  searchParams: Promise<PageQuery>;
}

async function loadSearch({ params, searchParams }: SearchPageProps) {
  const site = await getRequestSite(params);
  const { path = [] } = await params;
  const query = toUrlSearchParams(await searchParams);
  const index = await getSiteIndex(site);
  const context = await getSearchUrlContext(site, index);
  const parsed = parseSearchUrl(
    withDefaultPath(path, query, site.config.search.defaultPath),
    query,
    context,
  );
  if (parsed.kind === 'not-found') notFound();
  return { site, context, parsed, path, query };
}

export async function generateMetadata(props: SearchPageProps): Promise<Metadata> {
  const { site, parsed, context } = await loadSearch(props);
  const place = getSearchPlace(parsed.state, context);
  const title = `${describeSearch(parsed.state, site.config.cars, place?.name)} for sale`;
  return {
    title,
    description: `${title} at ${site.name}. Filter by make, model, price and more.`,
    // Absolute: a relative canonical is ignored by search engines (Lighthouse SEO).
    alternates: {
      canonical: `${getSiteOrigin(site)}${buildSearchUrl(withPage(parsed.state, 1), context)}`,
    },
  };
}

/** Range sliders on the search page, in order. */
const sliderFields = [
  { field: 'price', label: 'Price' },
  { field: 'km', label: 'Odometer' },
  { field: 'year', label: 'Year' },
] as const;

export default async function SearchPage(props: SearchPageProps) {
  const { site, context, parsed, path, query } = await loadSearch(props);
  const { state } = parsed;
  const canonical = buildSearchUrl(state, context);
  // One URL per search: a plain form post or a hand-typed link lands on the canonical form.
  // Permanent (308) as the mapping never changes, except for a bare /search: its target is the
  // site's configured default search, which may.
  if (parsed.kind === 'ok' && !isSameSearchUrl(`/search/${path.join('/')}`, query, canonical)) {
    if (path.length === 0 && [...query.keys()].length === 0) redirect(canonical);
    permanentRedirect(canonical);
  }

  const { search, cars: display, vehiclePage, content } = site.config;
  const facets: FacetName[] = [
    'make',
    'make_model',
    'model',
    ...(search.filters.map((filter) => filter.facet) as FacetName[]),
  ];
  const now = new Date();
  const result = await searchSite(site, state, now, [...new Set(facets)]);
  // A page past the end (an old link, stock sold since): the last page there is.
  if (state.page > result.pages) redirect(buildSearchUrl(withPage(state, result.pages), context));
  const { db } = await getDatabase();
  const logos = Object.fromEntries(
    (await listManufacturers(db)).map((maker) => [maker.name, maker.logoUrl]),
  );
  const href = (next: SearchState) => buildSearchUrl(next, context);
  const place = getSearchPlace(state, context);
  const heading = describeSearch(state, display, place?.name);
  const total = getDisplayedTotal(result.count, result.facets.car_type);
  const { timeZone } = await getSiteChrome(site);
  const chips = listActiveRefinements(state).map(
    (active, index): RefinementChip => ({
      key: `${active.kind}-${index}`,
      label: describeRefinement(active, result, context, timeZone),
      href: href(active.without),
    }),
  );
  const clearHref = href(clearRefinements(state));
  const tiles = placePromos(result.hits, search.promos, now, state.refinements.car_type ?? []);

  return (
    <SearchShell
      context={context}
      textDebounceMs={search.textDebounceMs}
      cacheSize={search.clientCacheSize}
      current={{ url: canonical, total }}
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[18rem_1fr]">
        <FiltersPanel activeCount={chips.length}>
          <SearchFilters
            state={state}
            result={result}
            config={search}
            noun={display.vehicleNoun}
            keywordPlaceholder={site.config.navigation.keywordSearchPlaceholder}
            logos={logos}
            sliders={sliderFields}
            total={total}
            clearHref={clearHref}
          />
        </FiltersPanel>
        <SearchResults
          heading={heading}
          total={total}
          state={state}
          tiles={tiles}
          result={result}
          display={display}
          favourites={vehiclePage.favourites}
          watchlist={site.config.features.watchlist}
          estimate={site.config.finance.estimate}
          now={now}
          clearHref={search.noResultsClearPath}
          pageHref={(page) => href(withPage(state, page))}
          invalid={parsed.kind === 'invalid' ? parsed.errors : []}
          dealerships={content.directorySearch ? site.dealerships : []}
          dealershipSlug={place?.facet === 'dealership_slug' ? place.value : null}
          historyPath={canonical}
          savedSearches={site.config.features.garage}
          chips={chips}
          clearAllHref={clearHref}
        />
      </div>
    </SearchShell>
  );
}

const rangeFormats = {
  price: formatPrice,
  weekly_price: (value: number) => `${formatPrice(value)}/wk`,
  subscription_price: formatPrice,
  km: formatKm,
  year: String,
  created_at_timestamp: (seconds: number, timeZone: string) =>
    formatZonedDate(new Date(seconds * 1000), timeZone),
} as const;
const rangeLabels = {
  price: 'Price',
  weekly_price: 'Weekly',
  subscription_price: 'Subscription',
  km: 'Odometer',
  year: 'Year',
  created_at_timestamp: 'Listed',
} as const;

/**
 * A chip's text: a facet value by its label, a dealership or location by its name, a range by
 * its ends, the query in quotes.
 */
function describeRefinement(
  active: ActiveRefinement,
  result: SearchResponse,
  context: SearchUrlContext,
  timeZone: string,
): string {
  if (active.kind === 'query') return `“${active.text}”`;
  if (active.kind === 'range') {
    const format = (value: number) => rangeFormats[active.field](value, timeZone);
    const ends =
      active.min !== undefined && active.max !== undefined
        ? `${format(active.min)} – ${format(active.max)}`
        : active.min !== undefined
          ? `from ${format(active.min)}`
          : `up to ${format(active.max ?? 0)}`;
    return `${rangeLabels[active.field]} ${ends}`;
  }
  const place = Object.values(context.places).find(
    (candidate) => candidate.facet === active.facet && candidate.value === active.value,
  );
  if (place) return place.name;
  const items = result.facets[active.facet as FacetName] ?? [];
  return items.find((item) => item.value === active.value)?.label ?? active.value;
}

/** Same path and same parameters, in any order. */
function isSameSearchUrl(path: string, query: URLSearchParams, canonical: string): boolean {
  const [canonicalPath = '', canonicalQuery = ''] = canonical.split('?');
  const sorted = (params: URLSearchParams) =>
    [...params]
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('&');
  return (
    path.replace(/\/$/, '') === canonicalPath &&
    sorted(query) === sorted(new URLSearchParams(canonicalQuery))
  );
}
