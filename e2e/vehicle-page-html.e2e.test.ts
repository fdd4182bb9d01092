import { describe, expect, it } from 'vitest';
import { validate } from './lib/html-validator.ts';
import { siteUrl } from './lib/page-checks.ts';
import { fetchText, listCarsById, listSitemapSlugs } from './lib/vehicle-finder.ts';

const html = (site: string, path: string) => fetchText(siteUrl(site, path));

describe('vehicle page HTML and search metadata', () => {
  it('is valid HTML for in-stock, sold, print, favourites and compare pages', async () => {
    const pages: Record<string, string> = {};
    for (const site of ['harbour-ford', 'outback-caravans', 'redline-moto']) {
      const [slug] = await listSitemapSlugs(site);
      pages[`${site}-vehicle`] = await html(site, `/cars/${slug}`);
      pages[`${site}-print`] = await html(site, `/print?car_id=${slug}`);
    }
    const sold = (await listCarsById('harbour-ford', 600)).find((car) => !car.inStock);
    pages.sold = await html('harbour-ford', `/cars/${sold?.slug}`);
    pages.favourites = await html('harbour-ford', '/favourites');
    pages.compare = await html('harbour-ford', '/compare');
    expect(await validate(pages)).toEqual([]);
  }, 120_000);

  it('gives each car its own title, description, canonical address, image and schema.org Car', async () => {
    const site = 'harbour-ford';
    const [first, second] = await listSitemapSlugs(site);
    const [a, b] = await Promise.all([html(site, `/cars/${first}`), html(site, `/cars/${second}`)]);
    const title = (page: string) => /<title>([^<]+)<\/title>/.exec(page)?.[1];
    expect(title(a)).toBeTruthy();
    expect(title(a)).not.toBe(title(b));
    expect(a).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(a).toContain(`<link rel="canonical" href="${siteUrl(site, `/cars/${first}`)}"/>`);
    expect(a).toMatch(/<meta property="og:image" content="http:\/\/[^"]+"/);

    const json = /<script type="application\/ld\+json">(.+?)<\/script>/.exec(a)?.[1] ?? '{}';
    const data = JSON.parse(json);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      url: siteUrl(site, `/cars/${first}`),
      mileageFromOdometer: { unitCode: 'KMT' },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'AUD',
        availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|PreOrder)$/),
        seller: { '@type': 'AutoDealer' },
      },
    });
    expect(typeof data.offers.price).toBe('number');
    expect(data.vehicleIdentificationNumber).toMatch(/^[A-Z0-9]{17}$/);
  });

  it('publishes a sitemap of every in-stock car and a robots.txt per site', async () => {
    for (const site of ['harbour-ford', 'redline-moto']) {
      const sitemap = await fetchText(siteUrl(site, '/sitemap.xml'));
      expect(sitemap).toMatch(/^<\?xml/);
      expect(sitemap).toContain(`<loc>${siteUrl(site, '/')}</loc>`);
      const robots = await fetchText(siteUrl(site, '/robots.txt'));
      expect(robots).toContain(`Sitemap: ${siteUrl(site, '/sitemap.xml')}`);
    }
    const fordCars = await listSitemapSlugs('harbour-ford');
    const motoCars = await listSitemapSlugs('redline-moto');
    expect(fordCars.length).toBeGreaterThan(10);
    expect(fordCars.filter((slug) => motoCars.includes(slug))).toEqual([]);
  });
});
