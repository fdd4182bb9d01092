import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './lib/browser.ts';
import { openPage, renderHeaderMenus, siteUrl, visit } from './lib/page-checks.ts';
import { fetchStatus, fetchText, listSitemapSlugs } from './lib/vehicle-finder.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DEMO_SITES = ['harbour-ford', 'southern-cross', 'outback-caravans', 'redline-moto'];

/** Every link in the header (menus included, hidden or not), footer and main of the page. */
async function collectLinks(
  page: import('playwright-core').Page,
): Promise<{ href: string; target: string | null; external: boolean }[]> {
  return page.$$eval('header a[href], footer a[href], main a[href]', (links) =>
    links.map((link) => ({
      href: link.getAttribute('href') ?? '',
      target: link.getAttribute('target'),
      external: link.hasAttribute('data-external'),
    })),
  );
}

const statusOf = fetchStatus;

describe('no dead links', () => {
  it.each(DEMO_SITES)(
    'every internal link in the header, footer, announcement bar and home page of %s answers 2xx',
    async (site) => {
      const checked = await openPage(browser);
      await visit(checked, siteUrl(site, '/'));
      await renderHeaderMenus(checked.page);
      const links = await collectLinks(checked.page);
      // A vehicle page carries the announcement bar where a site configures one.
      const [slug] = await listSitemapSlugs(site);
      if (slug) {
        await visit(checked, siteUrl(site, `/cars/${slug}`));
        links.push(
          ...(await checked.page.$$eval('a[href]', (anchors) =>
            anchors
              .filter((a) => !a.closest('header, footer, main'))
              .map((link) => ({
                href: link.getAttribute('href') ?? '',
                target: link.getAttribute('target'),
                external: link.hasAttribute('data-external'),
              })),
          )),
        );
      }
      await checked.context.close();

      const internal = [
        ...new Set(
          links
            .map((link) => link.href)
            .filter((href) => href.startsWith('/') && !href.startsWith('//'))
            .map((href) => href.split('#')[0] || '/'),
        ),
      ];
      expect(internal.length, `${site} has links to crawl`).toBeGreaterThan(15);
      const dead: string[] = [];
      for (const path of internal) {
        const status = await statusOf(siteUrl(site, path));
        if (status < 200 || status >= 300) dead.push(`${status} ${path}`);
      }
      expect(dead, `dead links on ${site}`).toEqual([]);

      // Links that leave the site open in a new tab and say so.
      for (const link of links.filter((l) => /^https?:\/\//.test(l.href))) {
        expect(link.external, `${link.href} is marked external`).toBe(true);
        expect(link.target).toBe('_blank');
      }
    },
    300_000,
  );

  it.each(['harbour-ford', 'southern-cross', 'outback-caravans', 'redline-moto'])(
    'every page in the sitemap of %s answers 200',
    async (site) => {
      const xml = await fetchText(siteUrl(site, '/sitemap.xml'));
      const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((match) => new URL(match[1]?.replaceAll('&amp;', '&') ?? '').pathname)
        .filter((path) => !path.startsWith('/cars/'));
      // Offers, models and content pages are listed, not only the home page.
      expect(pages).toEqual(expect.arrayContaining(['/', '/special-offers', '/privacy-policy']));
      const dead: string[] = [];
      for (const path of pages) {
        const status = await fetchStatus(siteUrl(site, path));
        if (status !== 200) dead.push(`${status} ${path}`);
      }
      expect(dead, `dead sitemap entries on ${site}`).toEqual([]);
    },
    120_000,
  );

  it.each(DEMO_SITES)(
    'the routes the specs list answer 200 on %s: parts search, model pages, /used-car, group pages',
    async (site) => {
      const models = await fetchText(siteUrl(site, '/models'));
      const [, firstModel] =
        /data-slot="model-card"[\s\S]*?href="\/([a-z0-9-]+)"/.exec(models) ?? [];
      const paths = [
        '/parts/search',
        '/parts/search?q=oil+filter',
        '/used-car',
        '/used-car/used-cars',
        ...(firstModel ? [`/models/${firstModel}`] : []),
        ...(site === 'southern-cross'
          ? ['/twg-cars', '/twg-rental', '/twg-tyres', '/neotek', '/4x4-outdoor']
          : []),
        ...(site === 'harbour-ford' ? ['/models/ranger-phev', '/myharbourford'] : []),
      ];
      const dead: string[] = [];
      for (const path of paths) {
        const status = await statusOf(siteUrl(site, path));
        if (status !== 200) dead.push(`${status} ${path}`);
      }
      expect(dead, `spec routes on ${site}`).toEqual([]);
    },
    60_000,
  );

  it.each(['harbour-ford', 'redline-moto'])(
    "'Clear Filters' on the no-results card of %s lands on a 200 page",
    async (site) => {
      const checked = await openPage(browser);
      const { page } = checked;
      await visit(checked, siteUrl(site, '/search/new-used-and-demo-cars?query=zzqqxxyy'));
      const clear = page.getByRole('link', { name: 'Clear Filters' });
      const href = (await clear.getAttribute('href')) ?? '';
      expect(href.startsWith('/')).toBe(true);
      expect(await statusOf(siteUrl(site, href))).toBe(200);
      const [response] = await Promise.all([
        page.waitForNavigation({ waitUntil: 'load' }).catch(() => null),
        clear.click(),
      ]);
      expect(response?.status() ?? 200).toBe(200);
      expect(new URL(page.url()).pathname).toBe(href.split('?')[0]);
      expect(checked.errors).toEqual([]);
      await checked.context.close();
    },
    60_000,
  );
});
