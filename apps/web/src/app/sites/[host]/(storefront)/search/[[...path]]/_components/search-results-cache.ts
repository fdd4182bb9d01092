import { getDisplayedTotal, readSearchAnswer } from '@forecourt/core/search';
import { getJson } from '@/lib/json-client';
import { LruMap } from '@/server/lru-map';

/** What the browser keeps of a search: its displayed total (spec 1 §9). */
export interface SearchSummary {
  total: number;
}

/**
 * How long a search stays cached, in seconds: as long as the router keeps the search page
 * (the page's `unstable_dynamicStaleTime`), so a cached search comes back without the server.
 */
export const SEARCH_CACHE_SECONDS = 600;

export interface SearchResultsCache {
  readonly size: number;
  /** The search's summary: cached, or asked for once (callers asking together share the request). */
  lookup(url: string): Promise<SearchSummary>;
  /** Whether a fresh answer for the search is cached. */
  has(url: string): boolean;
  /** Keep a search the page already has (the one it was rendered with). */
  prime(url: string, summary: SearchSummary): void;
}

/**
 * The results of recent searches (spec 1 §4/§9): at most `size` (the site's
 * `search.clientCacheSize`), least recently used dropped first, none older than `maxAgeMs`.
 * A failed lookup is not kept, so a retry asks again.
 */
export function createSearchResultsCache(
  size: number,
  fetchSummary: (url: string) => Promise<SearchSummary>,
  options: { maxAgeMs?: number; now?: () => number } = {},
): SearchResultsCache {
  const { maxAgeMs = SEARCH_CACHE_SECONDS * 1000, now = Date.now } = options;
  const entries = new LruMap<string, { at: number; summary: Promise<SearchSummary> }>(size);
  const fresh = (url: string) => {
    const entry = entries.peek(url);
    if (entry && now() - entry.at <= maxAgeMs) return entry;
    if (entry) entries.delete(url);
    return null;
  };
  return {
    size,
    has: (url) => fresh(url) !== null,
    prime(url, summary) {
      if (!fresh(url)) entries.set(url, { at: now(), summary: Promise.resolve(summary) });
    },
    lookup(url) {
      if (fresh(url)) return (entries.get(url) as { summary: Promise<SearchSummary> }).summary;
      const summary = fetchSummary(url);
      const entry = { at: now(), summary };
      entries.set(url, entry);
      summary.catch(() => {
        if (entries.peek(url) === entry) entries.delete(url);
      });
      return summary;
    },
  };
}

/** The JSON API address of a search page URL: `/search/ford?x=1` → `/api/search?path=/search/ford&x=1`. */
export function toSearchApiUrl(url: string): string {
  const [path = '/search', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.set('path', path);
  params.set('facets', 'car_type');
  params.delete('page');
  return `/api/search?${params}`;
}

/** Ask /api/search for a search's displayed total (a failed or non-2xx answer rejects). */
export async function fetchSearchSummary(url: string): Promise<SearchSummary> {
  const answer = await getJson(toSearchApiUrl(url));
  if (!answer.ok) throw new Error(`search answered ${answer.status}`);
  const { count, facets } = readSearchAnswer(answer.body);
  return { total: getDisplayedTotal(count, facets.car_type) };
}

let shared: SearchResultsCache | null = null;

/** This page's one cache (it outlives the search page's remounts as the path changes). */
export function getSearchResultsCache(size: number): SearchResultsCache {
  if (!shared || shared.size !== size) shared = createSearchResultsCache(size, fetchSearchSummary);
  return shared;
}
