import { listSiteCarSlugs } from '@forecourt/db';
import { getDatabase } from '@/server/database';
import { getRequestOrigin } from '@/server/request-origin';
import { getSiteForHost } from '@/server/site';

// Per host and per request: never prerendered (a folder named sitemap.xml otherwise would be).
export const dynamic = 'force-dynamic';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** GET /sitemap.xml — this site's home page and the vehicle page of every in-stock car it lists. */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await getSiteForHost(decodeURIComponent((await params).host));
  if (!site) return new Response('Not found', { status: 404 });
  const origin = await getRequestOrigin();
  const { db } = await getDatabase();
  const cars = await listSiteCarSlugs(db, site.policy, new Date());
  const urls = [
    `<url><loc>${escapeXml(`${origin}/`)}</loc><changefreq>daily</changefreq></url>`,
    ...cars.map(
      (car) =>
        `<url><loc>${escapeXml(`${origin}/cars/${encodeURIComponent(car.slug)}`)}</loc><lastmod>${car.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=900',
    },
  });
}
