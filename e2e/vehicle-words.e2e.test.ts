import { listForeignVehicleWords } from '@forecourt/core/car';
import { resolveSiteConfig } from '@forecourt/core/config';
import { demoSites, demoTemplates } from '@forecourt/db/demo/sites';
import { describe, expect, it } from 'vitest';
import { siteUrl } from './lib/page-checks.ts';
import { crawlSite, fetchPage, internalLinks, readableText } from './lib/site-crawl.ts';
import { listSitemapSlugs } from './lib/vehicle-finder.ts';

/** A demo site's config as the app resolves it (template, then site). */
function demoConfig(slug: string) {
  const site = demoSites.find((candidate) => candidate.slug === slug);
  const template = demoTemplates.find((candidate) => candidate.name === site?.template);
  return resolveSiteConfig(template?.config ?? {}, site?.config ?? {}, slug);
}

// Every kind of vehicle some demo site sells: each site must speak only its own.
const demoKinds = [...new Set(demoSites.map((site) => demoConfig(site.slug).cars.vehicleKind))];

/** Pages a shopper reaches from the header and footer, and the forms that name vehicles. */
const startPaths = [
  '/',
  '/search',
  '/models',
  '/trade-in',
  '/sell-my-car',
  '/finance',
  '/book-test-drive',
  '/fleet',
  '/vehicle-parts-and-accessories',
  '/parts/search',
  '/about-us',
  '/contact',
  '/service',
  '/reviews',
];

describe('words that fit the vehicle, and no dead link (issue 25 §4, §6)', () => {
  it.each(demoSites.map((site) => site.slug))(
    'a crawl of %s finds no link that fails and no word of another kind of vehicle',
    async (slug) => {
      const kind = demoConfig(slug).cars.vehicleKind;
      const { words, phrases } = listForeignVehicleWords(kind, demoKinds);
      const cars = (await listSitemapSlugs(slug)).slice(0, 4).map((car) => `/cars/${car}`);
      const { pages, dead } = await crawlSite(slug, [...startPaths, ...cars], {
        maxPages: 60,
        perFamily: 6,
      });
      expect(dead, `links on ${slug} that do not answer`).toEqual([]);
      expect(pages.size, `${slug} pages read`).toBeGreaterThan(40);
      expect([...pages.keys()].filter((path) => path.startsWith('/cars/')).length).toBeGreaterThan(
        2,
      );

      const wordPattern = words.length > 0 ? new RegExp(`\\b(?:${words.join('|')})\\b`, 'i') : null;
      const found: string[] = [];
      for (const [path, texts] of pages) {
        for (const text of texts) {
          const phrase = phrases.find((candidate) => text.includes(candidate));
          const word = wordPattern?.exec(text);
          if (phrase || word) found.push(`${path}: ${text.slice(0, 160)}`);
        }
      }
      expect([...new Set(found)], `words of another kind of vehicle on ${slug} (${kind})`).toEqual(
        [],
      );
    },
    600_000,
  );

  it("names southern-cross's used stock 'Pre-Owned' in every link to it, the footer's too", async () => {
    const page = await fetchPage(siteUrl('southern-cross', '/'));
    const labels = [
      ...page.html.matchAll(/<a\b[^>]*href="\/search\/used-cars"[^>]*>([\s\S]*?)<\/a>/g),
    ].map((match) => readableText(match[1] ?? '').join(' '));
    expect(labels.length).toBeGreaterThan(1);
    expect(labels.filter((label) => !label.startsWith('Pre-Owned'))).toEqual([]);
    const footer = page.html.slice(page.html.indexOf('<footer'));
    expect(readableText(footer)).toEqual(
      expect.arrayContaining(['New Cars', 'Demo Cars', 'Pre-Owned Cars']),
    );
  });

  it('lists footer model categories only where models have them', async () => {
    const footerLinks = async (slug: string) => {
      const { html } = await fetchPage(siteUrl(slug, '/'));
      return internalLinks(html.slice(html.indexOf('<footer'))).filter((href) =>
        href.startsWith('/models'),
      );
    };
    // Motorcycles and caravans have no SUVs, trucks or vans: only All Models, if anything.
    for (const slug of ['redline-moto', 'outback-caravans'])
      expect((await footerLinks(slug)).filter((href) => href.includes('body='))).toEqual([]);
    const ford = await footerLinks('harbour-ford');
    expect(ford).toEqual(expect.arrayContaining(['/models', '/models?body=suv']));
    for (const href of ford) {
      const { html } = await fetchPage(siteUrl('harbour-ford', href));
      expect(readableText(html).join(' '), href).not.toContain('We have no');
    }
  });
});
