import 'server-only';
import { modelHref } from '@forecourt/core/catalogue';
import type { SiteConfig } from '@forecourt/core/config';
import { listContentPages } from '@forecourt/core/content';
import { offerPath } from '@forecourt/core/offers';
import { listSiteCarSlugs } from '@forecourt/db';
import { getDatabase } from './database.ts';
import { getSiteOffers } from './offers.ts';
import { getSiteChrome } from './site/site-chrome.ts';
import type { Site } from './site.ts';
import {
  type Artefact,
  type ArtefactFile,
  getSiteArtefact,
  toArtefactFile,
} from './site-artefacts.ts';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The site's own pages worth indexing: home, stock, offers, finance, content and group pages. */
function listPagePaths(config: SiteConfig): string[] {
  return [
    '/',
    '/search',
    '/special-offers',
    config.finance.routes.finance,
    '/trade-in',
    '/contact',
    ...(config.content.brandGrid ? ['/brands'] : []),
    ...(config.content.dealerLocator ? ['/dealer-locator'] : []),
    ...listContentPages(config.pages).map((page) => page.path),
  ];
}

/**
 * The site's sitemap on its canonical origin: its pages, its current offers and models, and
 * the vehicle page of every in-stock car it lists. Built once per stock or config change.
 */
export function getSitemap(site: Site): Promise<Artefact<ArtefactFile>> {
  return getSiteArtefact('sitemap', site, async () => {
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
          `<url><loc>${escapeXml(`${site.origin}${path}`)}</loc><changefreq>daily</changefreq></url>`,
      ),
      ...cars.map(
        (car) =>
          `<url><loc>${escapeXml(`${site.origin}/cars/${encodeURIComponent(car.slug)}`)}</loc><lastmod>${car.updatedAt.toISOString()}</lastmod></url>`,
      ),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return toArtefactFile(xml, 'application/xml; charset=utf-8');
  });
}
