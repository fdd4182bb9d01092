import { parseSearchUrl } from '@forecourt/core/search/search-url';
import { getRequestSite } from '@/server/request-site';
import { getSiteIndex } from '@/server/search/site-index-registry';
import { getSearchUrlContext, searchSite } from '@/server/search/site-search';

/**
 * GET /api/search — the search page's query string (plus optional `path`, e.g. /search/ford)
 * answered as { hits, count, facets, stats, page, pages, ms }. Bad parameters: 400 with reasons.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ host: string }> },
): Promise<Response> {
  const site = await getRequestSite(params);
  const url = new URL(request.url);
  const path = url.searchParams.get('path') ?? '/search';
  if (!path.startsWith('/search')) {
    return Response.json(
      { error: 'Invalid search', messages: ['path must start with /search'] },
      { status: 400 },
    );
  }
  url.searchParams.delete('path');
  const context = await getSearchUrlContext(site, await getSiteIndex(site));
  const segments = path.split('/').filter(Boolean).slice(1);
  const parsed = parseSearchUrl(segments, url.searchParams, context);
  if (parsed.kind === 'not-found') {
    return Response.json(
      { error: 'Invalid search', messages: [`${path} is not a search of this site`] },
      { status: 400 },
    );
  }
  if (parsed.kind === 'invalid')
    return Response.json({ error: 'Invalid search', messages: parsed.errors }, { status: 400 });
  const result = await searchSite(site, parsed.state, new Date());
  return Response.json(result, { headers: { 'cache-control': 'no-store' } });
}
