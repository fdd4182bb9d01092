import { getCatalogueFeeds } from '@/server/catalogue-feeds';
import { getRequestOrigin } from '@/server/request-origin';
import { getSiteForHost } from '@/server/site';

// Per host and per request: never prerendered.
export const dynamic = 'force-dynamic';

/** GET /feeds/google-vehicles.xml — Google vehicle listings feed (docs/stock-feeds.md). */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await getSiteForHost(decodeURIComponent((await params).host));
  if (!site) return new Response('Not found', { status: 404 });
  const feeds = await getCatalogueFeeds(site, await getRequestOrigin());
  return new Response(feeds.google, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=300',
    },
  });
}
