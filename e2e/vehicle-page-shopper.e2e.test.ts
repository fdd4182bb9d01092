import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './lib/browser.ts';
import { openPage, siteUrl, visit } from './lib/page-checks.ts';
import { fetchText, findCarPage, listSitemapSlugs } from './lib/vehicle-finder.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('favourites and compare', () => {
  it('keeps favourites and compare picks across pages, reloads and removals', async () => {
    const site = 'harbour-ford';
    const [first, second] = await listSitemapSlugs(site);
    if (!first || !second) throw new Error('need two vehicles');
    const checked = await openPage(browser);
    const { page } = checked;

    await visit(checked, siteUrl(site, `/cars/${first}`));
    const firstName = ((await page.locator('h1').textContent()) ?? '').replace(/\s+/g, ' ').trim();
    const fave = page.locator('aside [data-slot="favourite-toggle"]');
    expect(await fave.getAttribute('aria-pressed')).toBe('false');
    await fave.click();
    expect(await fave.getAttribute('aria-pressed')).toBe('true');
    await page.locator('aside [data-slot="compare-toggle"]').click();

    await visit(checked, siteUrl(site, `/cars/${second}`));
    const secondName = ((await page.locator('h1').textContent()) ?? '').replace(/\s+/g, ' ').trim();
    await page.locator('aside [data-slot="compare-toggle"]').click();
    expect(await page.getByRole('link', { name: 'Compare (2)' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Your favourites (1)' }).count()).toBe(1);

    await page.getByRole('link', { name: 'Your favourites (1)' }).click();
    await page.waitForURL('**/favourites');
    const saved = page.locator('[data-slot="favourites-list"] [data-slot="vehicle-card"]');
    await saved.first().waitFor();
    expect(await saved.count()).toBe(1);
    expect(((await saved.first().textContent()) ?? '').replace(/\s+/g, ' ')).toContain(
      firstName.split(' ').slice(0, 3).join(' '),
    );

    await visit(checked, siteUrl(site, '/compare'));
    const table = page.locator('[data-slot="compare-table"] table');
    await table.waitFor();
    const headings = table.locator('thead th');
    expect(await headings.count()).toBe(2);
    expect((await headings.allTextContents()).join(' ').replace(/\s+/g, ' ')).toContain(
      secondName.split(' ').slice(0, 3).join(' '),
    );
    expect(await table.getByRole('rowheader', { name: 'Condition' }).count()).toBe(1);

    await page.reload();
    await table.waitFor();
    await headings
      .first()
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect.poll(() => headings.count()).toBe(1);

    // Removing the favourite on the favourites page empties it.
    await visit(checked, siteUrl(site, '/favourites'));
    await saved.first().waitFor();
    await page.getByRole('button', { name: /^Favourite / }).click();
    await page.getByText('You have no favourites yet.', { exact: false }).waitFor();
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('shrugs off corrupt and old stored data', async () => {
    const site = 'southern-cross';
    const [slug] = await listSitemapSlugs(site);
    const checked = await openPage(browser);
    const { page } = checked;
    await page.goto(siteUrl(site, '/'));
    await page.evaluate((car) => {
      localStorage.setItem('forecourt.compare', '{not json');
      // Unversioned favourites from an older release, with one broken entry.
      localStorage.setItem(
        'forecourt.favourites',
        JSON.stringify([
          { id: 'x' },
          {
            id: 999_999,
            name: 'Old car',
            slug: car,
            make: 'M',
            model: 'N',
            primary_image_url: null,
          },
        ]),
      );
    }, slug ?? 'x');
    await visit(checked, siteUrl(site, '/compare'));
    await page.getByText('Nothing to compare yet.').waitFor();
    await visit(checked, siteUrl(site, '/favourites'));
    await page.getByText('This vehicle is no longer listed.').waitFor();
    expect(await page.getByRole('heading', { name: 'Old car' }).count()).toBe(1);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });
});

describe('view counting', () => {
  it('counts a browser once, not on every reload', async () => {
    const site = 'outback-caravans';
    const [slug] = await listSitemapSlugs(site);
    // A visitor is its network and user agent, counted once a day: a user agent of its own keeps
    // other tests that opened this car earlier from having counted this browser already.
    const checked = await openPage(browser, {
      userAgent: `Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36 view-test-${Date.now()}`,
    });
    const { page } = checked;
    // Reading the count (GET) never counts; the page itself counts with a POST.
    const readViews = () =>
      page.evaluate(async (path) => {
        const response = await fetch(path);
        return (await response.json()) as { views: number; car_fields: { photos_count: number } };
      }, `/cars/${slug}/view.json`);
    await page.goto(siteUrl(site, '/'));
    const before = await readViews();
    await visit(checked, siteUrl(site, `/cars/${slug}`));
    await expect.poll(async () => (await readViews()).views).toBe(before.views + 1);
    await page.reload({ waitUntil: 'networkidle' });
    await page.reload({ waitUntil: 'networkidle' });
    const after = await readViews();
    expect(after.views).toBe(before.views + 1);
    expect(after.car_fields.photos_count).toBeGreaterThan(0);
    // The shopper's own viewed-cars record holds the car once.
    const viewed = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('forecourt.viewed-cars') ?? '{}'),
    );
    expect(viewed.items).toHaveLength(1);
    await checked.context.close();
  });
});

describe('fuel calculator by vehicle kind', () => {
  it('is on a petrol car page and not on a towed vehicle (caravan) page', async () => {
    // Throws when no harbour-ford car page has the calculator.
    await findCarPage('harbour-ford', (html) => html.includes('Fuel Calculator'));
    const [caravan] = await listSitemapSlugs('outback-caravans');
    const html = await fetchText(siteUrl('outback-caravans', `/cars/${caravan}`));
    expect(html).toMatch(/Pop-Top|Caravan|Off-Road|Hybrid/);
    expect(html).not.toContain('Fuel Calculator');
  });
});
