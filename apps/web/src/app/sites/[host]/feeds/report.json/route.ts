import { getCatalogueFeeds } from '@/server/catalogue-feeds';
import { getRequestOrigin } from '@/server/request-origin';
import { getSiteForHost } from '@/server/site';

// Per host and per request: never prerendered.
export const dynamic = 'force-dynamic';

/** GET /feeds/report.json — what the catalogue feeds include, and how many listed cars each leaves out and why. */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await getSiteForHost(decodeURIComponent((await params).host));
  if (!site) return new Response('Not found', { status: 404 });
  const feeds = await getCatalogueFeeds(site, await getRequestOrigin());
  return new Response(JSON.stringify(feeds.report, null, 2), {
    headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' },
  });
}
