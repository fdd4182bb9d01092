import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './lib/browser.ts';
import { expectAccessible, openPage, siteUrl, visit } from './lib/page-checks.ts';
import { fetchText } from './lib/vehicle-finder.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const site = 'southern-cross';
const dealership = 'southern-cross-toyota';
const inStock = 'refinementList[status][]=in_stock&refinementList[status][]=coming_soon';

interface Hit {
  slug: string;
  model: string;
}
const getJson = async <T>(path: string) => JSON.parse(await fetchText(siteUrl(site, path))) as T;

/** Every in-stock car of a search, page by page, through the site's search API. */
async function listAll(query: string): Promise<Hit[]> {
  const hits: Hit[] = [];
  for (let page = 1; ; page++) {
    const answer = await getJson<{ hits: Hit[]; pages: number }>(
      `/api/search?facets=&${inStock}&${query}&page=${page}`,
    );
    hits.push(...answer.hits);
    if (page >= answer.pages) return hits;
  }
}

const similarCards = (page: Page) => page.locator('#similar-cars [data-slot="vehicle-card"]');

describe('similar cars (spec 1 §7, spec 2 §8)', () => {
  it("go make and model, make and body, then body, only from the car's own dealership", async () => {
    // A group site: a ute of one of its six dealerships.
    const [subject] = await listAll(`path=/search/${dealership}&refinementList[body][]=Ute`);
    expect(subject).toBeDefined();
    const { cars } = await getJson<{ cars: { card: { slug: string; title: string } }[] }>(
      `/cars/${subject?.slug}/similar`,
    );
    expect(cars.length).toBeGreaterThan(0);
    const ownStock = new Set((await listAll(`path=/search/${dealership}`)).map((car) => car.slug));
    const ownUtes = new Set(
      (await listAll(`path=/search/${dealership}&refinementList[body][]=Ute`)).map(
        (car) => car.slug,
      ),
    );
    for (const { card } of cars) {
      expect(ownStock.has(card.slug), `${card.slug} is ${dealership}'s`).toBe(true);
      // A ute gets its own model or other utes, never the make's SUVs.
      expect(
        ownUtes.has(card.slug) || card.title.endsWith(` ${subject?.model}`),
        `${card.title} is a ute or a ${subject?.model}`,
      ).toBe(true);
    }
    expect(cars.map((car) => car.card.slug)).not.toContain(subject?.slug);
    // The filter search (the page's fallback) follows the same steps and base.
    const fallback = await getJson<{ cars: { card: { slug: string } }[] }>(
      `/cars/${subject?.slug}/similar/filter`,
    );
    const slugs = (list: { card: { slug: string } }[]) => list.map((car) => car.card.slug).sort();
    expect(slugs(fallback.cars)).toEqual(slugs(cars));
  });

  it('fall back to the filter search when the similar-cars call fails', async () => {
    const [subject] = await listAll(`path=/search/${dealership}&refinementList[body][]=Ute`);
    const checked = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const { page } = checked;
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.includes('/similar')) asked.push(pathname);
    });
    await page.route(
      (url) => url.pathname.endsWith('/similar'),
      (route) => route.fulfill({ status: 500, body: 'down' }),
    );
    await visit(checked, siteUrl(site, `/cars/${subject?.slug}`));
    await page.locator('#similar-cars').scrollIntoViewIfNeeded();
    await expect.poll(() => similarCards(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(asked).toEqual([
      `/cars/${subject?.slug}/similar`,
      `/cars/${subject?.slug}/similar/filter`,
    ]);
    expect(await page.getByText(/We have no similar .* in stock right now/).count()).toBe(0);
    await expectAccessible(page);
    await checked.context.close();
  });

  it('say they could not be loaded only when the filter search fails too', async () => {
    const [subject] = await listAll(`path=/search/${dealership}&refinementList[body][]=Ute`);
    const checked = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const { page } = checked;
    await page.route(
      (url) => url.pathname.includes('/similar'),
      (route) => route.fulfill({ status: 503, body: 'down' }),
    );
    await visit(checked, siteUrl(site, `/cars/${subject?.slug}`));
    await page.locator('#similar-cars').scrollIntoViewIfNeeded();
    await page.getByText(/^Similar cars could not be loaded just now/).waitFor();
    expect(await similarCards(page).count()).toBe(0);
    await checked.context.close();
  });
});
