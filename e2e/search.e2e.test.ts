import { sendToSite } from '@forecourt/testing/send-to-site';
import fc from 'fast-check';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPort } from './lib/app.ts';
import { launchBrowser } from './lib/browser.ts';
import { expectAccessible, openPage, runAxe, siteUrl, visit } from './lib/page-checks.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const site = 'southern-cross';
const cards = (page: Page) => page.locator('[data-slot="vehicle-card"]');
const resultCount = async (page: Page) =>
  Number((await page.getByRole('status').first().innerText()).replace(/[^\d]/g, ''));
const waitForUrl = (page: Page, test: (url: URL) => boolean) =>
  page.waitForURL((url) => test(url), { timeout: 10_000 });
/** The search pages the client router fetches from now on (prefetches left out). */
function recordSearches(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (request) => {
    const headers = request.headers();
    const url = new URL(request.url());
    if (
      headers.rsc === '1' &&
      !headers['next-router-prefetch'] &&
      url.pathname.startsWith('/search')
    )
      urls.push(url);
  });
  return urls;
}

describe('search page', () => {
  it('keeps its state in the URL: reload, back and forward reproduce the results', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl(site, '/search/used-cars?sortBy=price-asc'));
    expect(await page.locator('#search-sort').inputValue()).toBe('price-asc');
    const prices = await cards(page).locator('p:has-text("$")').allInnerTexts();
    const values = prices
      .slice(0, 5)
      .map((text) => Number(/\$([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '')));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    const firstTitle = await cards(page).first().locator('h3').innerText();

    await page.reload({ waitUntil: 'networkidle' });
    expect(await cards(page).first().locator('h3').innerText()).toBe(firstTitle);

    // A make card is a checkbox of the filter form: ticking it searches that make.
    await page.locator('label[for="make-Toyota"]').click();
    await waitForUrl(page, (url) => url.pathname === '/search/toyota');
    await page.getByRole('heading', { level: 1, name: /Toyota/ }).waitFor();
    await expectAccessible(page);

    await page.goBack();
    await waitForUrl(page, (url) => url.pathname === '/search/used-cars');
    await page.getByRole('heading', { level: 1, name: /^Pre-Owned Cars$/ }).waitFor();
    await page.goForward();
    await waitForUrl(page, (url) => url.pathname === '/search/toyota');
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('refines by a facet, keeps the other values of that facet selectable, and drops the page', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl(site, '/search/new-used-and-demo-cars?page=2'));
    const before = await resultCount(page);
    const suv = page.getByRole('checkbox', { name: /^SUV/ });
    await suv.check();
    await waitForUrl(
      page,
      (url) =>
        url.searchParams.getAll('refinementList[body][]').includes('SUV') &&
        !url.searchParams.has('page'),
    );
    await page.waitForFunction(
      (count) =>
        Number(document.querySelector('[role="status"]')?.textContent?.replace(/[^\d]/g, '')) !==
        count,
      before,
    );
    expect(await resultCount(page)).toBeLessThan(before);
    expect(await page.getByRole('checkbox', { name: /^Ute/ }).count()).toBe(1);
    await expectAccessible(page);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('moves the price slider by keyboard: steps within the pause make one search with the final value', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl(site, '/search/new-used-and-demo-cars?page=3'));
    const searches = recordSearches(page);
    const thumb = page.getByRole('slider', { name: 'Minimum price' });
    await thumb.focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
    const shown = Number(await thumb.getAttribute('aria-valuenow'));
    await waitForUrl(
      page,
      (url) =>
        /^\d+:$/.test(url.searchParams.get('range[price]') ?? '') && !url.searchParams.has('page'),
    );
    const min = Number(new URL(page.url()).searchParams.get('range[price]')?.split(':')[0]);
    expect(min % 1000).toBe(0);
    expect(min).toBeGreaterThan(0);
    expect(min).toBe(shown);
    // Every press moved the thumb at least one rounding unit ($1,000), none was lost.
    expect(min).toBeGreaterThanOrEqual(10_000);
    // The debounce (search.sliderDebounceMs) gathers the ten steps into one navigation.
    expect(searches.map((url) => url.searchParams.get('range[price]'))).toEqual([`${min}:`]);
    // The thumb keeps focus through the update, so the next key press still moves it.
    await page.getByRole('status').first().waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Minimum price',
    );
    await page.keyboard.press('ArrowRight');
    await waitForUrl(page, (url) => url.searchParams.get('range[price]') !== `${min}:`);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('keeps focus and every typed character in the search box across a results update', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl(site, '/search/new-used-and-demo-cars'));
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.focus();
    await page.keyboard.type('ran');
    await waitForUrl(page, (url) => url.searchParams.get('query') === 'ran');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-query');
    await page.keyboard.type('ger');
    await waitForUrl(page, (url) => url.searchParams.get('query') === 'ranger');
    expect(await box.inputValue()).toBe('ranger');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-query');
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('keeps focus on a facet checkbox ticked and unticked with Space', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl(site, '/search/new-used-and-demo-cars'));
    const before = await resultCount(page);
    const suv = page.getByRole('checkbox', { name: /^SUV/ });
    await suv.focus();
    await page.keyboard.press('Space');
    await waitForUrl(page, (url) =>
      url.searchParams.getAll('refinementList[body][]').includes('SUV'),
    );
    await expect.poll(() => resultCount(page)).toBeLessThan(before);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('filter-body-SUV');
    expect(await suv.isChecked()).toBe(true);
    await page.keyboard.press('Space');
    await waitForUrl(page, (url) => !url.searchParams.has('refinementList[body][]'));
    await expect.poll(() => resultCount(page)).toBe(before);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('filter-body-SUV');
    expect(await suv.isChecked()).toBe(false);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('has an absolute canonical address and headings that never skip a level', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl(site, '/search/used-cars?page=2&sortBy=price-asc'));
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      siteUrl(site, '/search/used-cars?sortBy=price-asc'),
    );
    // heading-order is an axe best practice (moderate), outside the WCAG checks every visit runs.
    const outline = await runAxe(page, { runOnly: { type: 'rule', values: ['heading-order'] } });
    expect(
      outline.violations.flatMap((violation) => violation.nodes.map((node) => node.html)),
    ).toEqual([]);
    await checked.context.close();
  });

  it("shows seven make cards, then the rest behind 'Show all makes'", async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl(site, '/search/new-used-and-demo-cars'));
    const section = page.locator('section[aria-labelledby="make-cards-heading"]');
    expect(await section.locator('> ul > li').count()).toBe(7);
    await section.getByText('Show all makes').click();
    await section.getByText('Hide extra makes').waitFor();
    expect(await section.getByRole('heading', { name: 'Popular makes' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await checked.context.close();
  });

  it("places the 'We Want Your Car!' promo and pages through results", async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl(site, '/search/new-used-and-demo-cars'));
    const tiles = page.locator('[data-slot="results-grid"] > li');
    expect(await tiles.nth(7).innerText()).toContain('We Want Your Car!');
    expect(await tiles.nth(7).innerText()).toContain('We buy all types of cars');
    expect(await cards(page).count()).toBe(21);
    const first = await cards(page).first().locator('h3').innerText();
    await page.getByRole('link', { name: 'Next' }).click();
    await waitForUrl(page, (url) => url.searchParams.get('page') === '2');
    await page.waitForFunction(
      (title) => document.querySelector('[data-slot="vehicle-card"] h3')?.textContent !== title,
      first,
    );
    await page
      .getByRole('link', { name: 'Page 2' })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();
    await expectAccessible(page);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('tells the shopper when nothing matches, in one description, with Clear Filters', async () => {
    const checked = await openPage(browser);
    await visit(checked, siteUrl(site, '/search/new-used-and-demo-cars?query=zzqqxxyy'));
    const { page } = checked;
    const card = page.locator('section[aria-labelledby="no-results"]');
    await card.getByRole('heading', { name: 'No Results Available' }).waitFor();
    expect(await card.locator('p').allInnerTexts()).toEqual([
      'No results found for your search at this time. Please try adjusting the filters for more results.',
    ]);
    expect(await page.getByText('no offers currently available').count()).toBe(0);
    expect(await card.getByRole('link', { name: 'Clear Filters' }).getAttribute('href')).toBe(
      '/special-offers',
    );
    // Spec 1 §9: with no results to span, the price slider runs 0 to 100,000.
    const price = page.getByRole('slider', { name: 'Minimum price' });
    expect(await price.getAttribute('aria-valuemin')).toBe('0');
    expect(await price.getAttribute('aria-valuemax')).toBe('100000');
    await expectAccessible(page);
    await checked.context.close();
  });

  it('takes a page past the end to the last page, never a count above no results', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl(site, '/search/used-cars'));
    const total = await resultCount(page);
    const last = Math.ceil(total / 21);
    await visit(checked, siteUrl(site, '/search/used-cars?page=50'));
    expect(new URL(page.url()).searchParams.get('page')).toBe(String(last));
    expect(await cards(page).count()).toBe(total - (last - 1) * 21);
    expect(await page.getByRole('heading', { name: 'No Results Available' }).count()).toBe(0);
    await page
      .getByRole('link', { name: `Page ${last}` })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();
    const response = await sendToSite(appPort(), `${site}.localhost`, {
      path: '/search/used-cars?page=50',
    });
    expect(response.status).toBe(307);
    expect(response.headers.location).toBe(`/search/used-cars?page=${last}`);
    await checked.context.close();
  });

  it('names the dealership of /search/{dealership_slug} in its heading, chip and picker', async () => {
    const checked = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const { page } = checked;
    await visit(checked, siteUrl(site, '/search/southern-cross-mazda'));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
      'New, Demo and Pre-Owned Cars at Southern Cross Mazda',
    );
    expect(await page.title()).toContain('at Southern Cross Mazda');
    await page.getByRole('link', { name: 'Remove Southern Cross Mazda' }).waitFor();
    const picker = page.getByRole('combobox', { name: 'Find a dealership' });
    expect(await picker.inputValue()).toBe('southern-cross-mazda');
    expect(await picker.locator('option:checked').innerText()).toBe('Southern Cross Mazda');
    await expectAccessible(page);
    await checked.context.close();
  });

  it("offers spec 1 §2's custom dropdown (All or one value) and a model picker to show or hide", async () => {
    const checked = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const { page } = checked;
    await visit(checked, siteUrl(site, '/search/toyota'));
    // Southern Cross shows its dealerships as a dropdown.
    const dropdown = page.locator('details:has(> summary:has-text("Dealership:"))');
    await dropdown.locator('summary').click();
    expect(await dropdown.getByRole('radio', { name: 'All', exact: true }).isChecked()).toBe(true);
    const choice = dropdown.getByRole('radio').nth(1);
    const name = (await dropdown.locator('label').nth(1).innerText()).split('\n')[0]?.trim() ?? '';
    await choice.check();
    await waitForUrl(page, (url) => url.searchParams.has('refinementList[dealership_name][]'));
    await page.getByRole('link', { name: `Remove ${name}` }).waitFor();
    await page.locator(`details > summary:has-text("Dealership: ${name}")`).waitFor();

    // The refined make's model picker, open, can be hidden and shown again.
    const models = page.locator('details:has(> summary h2:text-is("Toyota models"))');
    expect(await models.locator('label').first().isVisible()).toBe(true);
    await models.locator('summary').click();
    expect(await models.locator('label').first().isVisible()).toBe(false);
    await models.locator('summary').click();
    await models.locator('label').first().click();
    await waitForUrl(page, (url) => url.pathname.startsWith('/search/toyota/'));
    await expectAccessible(page);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('works without JavaScript: the filter form submits to the canonical URL', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(site, '/search/used-cars'));
    await page.getByRole('checkbox', { name: /^Ute/ }).check();
    await page.getByRole('button', { name: /^Show Me/ }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/search/used-cars' &&
        url.searchParams.get('refinementList[body][]') === 'Ute',
    );
    expect(await cards(page).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('answers unknown search paths with the site 404', async () => {
    const checked = await openPage(browser);
    await visit(checked, siteUrl(site, '/search/not-a-make-or-dealer'), 404);
    await checked.context.close();
  });
});

/** The search API of the site on loopback (the Host header picks the site). */
async function api(query: string) {
  const response = await sendToSite(appPort(), `${site}.localhost`, {
    path: `/api/search?${query}`,
  });
  return {
    status: response.status,
    serverTiming: String(response.headers['server-timing'] ?? ''),
    json: () => JSON.parse(response.text) as unknown,
  };
}

describe('GET /api/search', () => {
  it('answers a search as JSON with hits, count, facets, stats, page, pages and ms', async () => {
    const response = await api('path=/search/used-cars&refinementList[make][]=Toyota&page=1');
    expect(response.status).toBe(200);
    const body = response.json() as { hits: { make: string }[] };
    expect(Object.keys(body).sort()).toEqual([
      'count',
      'facets',
      'hits',
      'ms',
      'page',
      'pages',
      'stats',
    ]);
    expect(body.hits.every((hit: { make: string }) => hit.make === 'Toyota')).toBe(true);
    expect(response.serverTiming).toMatch(/^search;dur=\d+\.\d\d, handler;dur=\d+\.\d\d$/);
  });

  it('refines by subscription_price and created_at_timestamp ranges (spec 1 §3)', async () => {
    // In stock only: sold cars collapse into runs, which would make counts of parts not add up.
    const inStock =
      'facets=&refinementList[status][]=in_stock&refinementList[status][]=coming_soon';
    const all = (await api(inStock)).json() as { count: number; pages: number };
    const listedAt = async (page: number, last: boolean) => {
      const { hits } = (await api(`${inStock}&sortBy=latest&page=${page}`)).json() as {
        hits: { createdAt: string }[];
      };
      const hit = last ? hits[hits.length - 1] : hits[0];
      return Math.floor(new Date(hit?.createdAt ?? 0).getTime() / 1000);
    };
    const middle = Math.round(((await listedAt(1, false)) + (await listedAt(all.pages, true))) / 2);
    const newer = (await api(`${inStock}&range[created_at_timestamp]=${middle}:`)).json() as {
      count: number;
    };
    const older = (await api(`${inStock}&range[created_at_timestamp]=:${middle - 1}`)).json() as {
      count: number;
    };
    expect(newer.count).toBeGreaterThan(0);
    expect(older.count).toBeGreaterThan(0);
    expect(newer.count + older.count).toBe(all.count);
    // A few demo cars have a subscription price (149 to 399 a week): only they match a range.
    const subscribed = (await api(`${inStock}&range[subscription_price]=1:100000`)).json() as {
      count: number;
    };
    expect(subscribed.count).toBeGreaterThan(0);
    expect(subscribed.count).toBeLessThan(all.count);
    const below = await api('facets=&range[subscription_price]=1:148');
    expect(below.status).toBe(200);
    expect((below.json() as { count: number }).count).toBe(0);
  });

  it('never answers 500 to garbage parameters (fuzzed), and explains 400s', async () => {
    const key = fc.oneof(
      fc.constantFrom(
        'query',
        'page',
        'sortBy',
        'path',
        'range[price]',
        'range[km][min]',
        'refinementList[make][]',
        'refinementList[nope][0]',
        'range[colour]',
      ),
      fc.string({ maxLength: 12 }),
    );
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom(
        '-1',
        '0',
        '1e9',
        '10:5',
        ':',
        'NaN',
        '%E0%A4%A',
        '/search/../x',
        '/search/ford/x',
      ),
    );
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(key, value), { maxLength: 5 }), async (pairs) => {
        const params = new URLSearchParams(pairs);
        const response = await api(params.toString());
        statuses.add(response.status);
        expect(response.status, `${params}`).toBeLessThan(500);
        if (response.status === 400) {
          expect((response.json() as { messages: string[] }).messages.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
    // The fuzzer reached both kinds of answer: it was talking to the API, not to a 404.
    expect([...statuses].sort()).toEqual([200, 400]);
  });
});
