import { withClientShare } from '@/server/client-share';
import { getSiteForHost } from '@/server/site';
import { describeArtefact } from '@/server/site-artefacts';
import { getSitemap } from '@/server/sitemap';

// Per host: never prerendered (a folder named sitemap.xml otherwise would be).
export const dynamic = 'force-dynamic';

/** GET /sitemap.xml — every page of the site worth indexing (getSitemap). */
export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await getSiteForHost(decodeURIComponent((await params).host));
  if (!site) return new Response('Not found', { status: 404 });
  return withClientShare(request, async () => {
    const started = performance.now();
    const sitemap = await getSitemap(site);
    return new Response(sitemap.value, {
      headers: {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': 'public, max-age=900',
        'server-timing': describeArtefact(sitemap, started),
      },
    });
  });
}
