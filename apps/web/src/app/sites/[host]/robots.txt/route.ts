import { getSiteForHost } from '@/server/site';

/** GET /robots.txt — crawl everything but the shopper's own pages and print copies. */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await getSiteForHost(decodeURIComponent((await params).host));
  if (!site) return new Response('Not found', { status: 404 });
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /print',
    'Disallow: /favourites',
    'Disallow: /compare',
    '',
    `Sitemap: ${site.origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
