import { modelHref } from '@forecourt/core/catalogue/model-link';
import type { SiteConfig } from '@forecourt/core/config/site-config';
import { listContentPages } from '@forecourt/core/content/content-pages';
import { offerPath } from '@forecourt/core/offers/offer';
import { listSiteCarSlugs } from '@forecourt/db';
import { getDatabase } from '@/server/database';
import { getSiteOffers } from '@/server/offers';
import { getRequestOrigin } from '@/server/request-origin';
import { getSiteForHost } from '@/server/site';
import { getSiteChrome } from '@/server/site-chrome';

// Per host and per request: never prerendered (a folder named sitemap.xml otherwise would be).
export const dynamic = 'force-dynamic';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The site's own pages worth indexing: home, stock, offers, finance, content and group pages. */
function listPagePaths(config: SiteConfig): string[] {
  return [
    '/',
    '/search',
    '/special-offers',
    '/finance',
    '/trade-in',
    '/contact',
    ...(config.content.brandGrid ? ['/brands'] : []),
    ...(config.content.dealerLocator ? ['/dealer-locator'] : []),
    ...listContentPages(config.pages).map((page) => page.path),
  ];
}

/**
 * GET /sitemap.xml — this site's pages, its current offers and models, and the vehicle page of
 * every in-stock car it lists.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await getSiteForHost(decodeURIComponent((await params).host));
  if (!site) return new Response('Not found', { status: 404 });
  const origin = await getRequestOrigin();
  const { db } = await getDatabase();
  const [cars, { offers, makes }, { models }] = await Promise.all([
    listSiteCarSlugs(db, site.policy, new Date()),
    getSiteOffers(site),
    getSiteChrome(site),
  ]);
  const rewrites = site.config.navigation.modelPathRewrites;
  const paths = [
    ...listPagePaths(site.config),
    ...(models.length > 0 ? ['/models'] : []),
    // A model whose link goes to another site (override_url) has no page here.
    ...models.map((model) => modelHref(model, rewrites)).filter((href) => href.startsWith('/')),
    ...offers.map((offer) => offerPath(offer, makes)),
  ];
  const urls = [
    ...[...new Set(paths)].map(
      (path) =>
        `<url><loc>${escapeXml(`${origin}${path}`)}</loc><changefreq>daily</changefreq></url>`,
    ),
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
