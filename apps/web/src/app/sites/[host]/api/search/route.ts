import type { SearchAnswer } from '@forecourt/core/search';
import { parseSearchUrl } from '@forecourt/core/search';
import { type FacetName, facetNames } from '@forecourt/search';
import { jsonError } from '@/server/http/json-route';
import { getRequestSite } from '@/server/request-site';
import { getSiteIndex } from '@/server/search/site-index-registry';
import { getSearchUrlContext, searchSite } from '@/server/search/site-search';

/** `facets`: absent or 'all' for every facet, '' for none, or a comma-separated list. */
function parseFacetsParam(value: string | null): FacetName[] | null | 'invalid' {
  if (value === null || value === 'all') return null;
  if (value === '') return [];
  const names = value.split(',').map((name) => name.trim());
  return names.every((name) => (facetNames as readonly string[]).includes(name))
    ? (names as FacetName[])
    : 'invalid';
}

const invalidSearch = (messages: string[]) => jsonError(400, 'Invalid search', { messages });

/**
 * GET /api/search — the search page's query string (plus optional `path`, e.g. /search/ford)
 * answered as { hits, count, facets, stats, page, pages, ms }; `facets` picks which facets to count.
 * Bad parameters: 400 with reasons (`messages`).
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ host: string }> },
): Promise<Response> {
  const started = performance.now();
  const site = await getRequestSite(params);
  const url = new URL(request.url);
  const path = url.searchParams.get('path') ?? '/search';
  if (!path.startsWith('/search')) {
    return invalidSearch(['path must start with /search']);
  }
  url.searchParams.delete('path');
  const facets = parseFacetsParam(url.searchParams.get('facets'));
  url.searchParams.delete('facets');
  if (facets === 'invalid') {
    return invalidSearch([
      `facets must be 'all' or a comma-separated list of ${facetNames.join(', ')}`,
    ]);
  }
  const context = await getSearchUrlContext(site, await getSiteIndex(site));
  const segments = path.split('/').filter(Boolean).slice(1);
  const parsed = parseSearchUrl(segments, url.searchParams, context);
  if (parsed.kind === 'not-found') {
    return invalidSearch([`${path} is not a search of this site`]);
  }
  if (parsed.kind === 'invalid') return invalidSearch(parsed.errors);
  const result = await searchSite(site, parsed.state, new Date(), facets ?? undefined);
  const body = JSON.stringify(result satisfies SearchAnswer);
  // Server-Timing: the engine's part and the whole handler's, for browsers' devtools and benchmarks.
  const total = performance.now() - started;
  return new Response(body, {
    headers: {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'server-timing': `search;dur=${result.ms.toFixed(2)}, handler;dur=${total.toFixed(2)}`,
    },
  });
}
