import { findRatesWithoutComparison } from '@forecourt/core/finance';
import { sendToSite } from '@forecourt/testing/send-to-site';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './lib/browser.ts';
import { validate } from './lib/html-validator.ts';
import {
  CONTACT,
  expectLeadEmail,
  fillContact,
  recordAnalytics,
  waitMinimumFillTime,
} from './lib/leads.ts';
import { expectAccessible, openPage, siteUrl, visit } from './lib/page-checks.ts';
import { fetchText } from './lib/vehicle-finder.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** GET a path on a site without following redirects. */
async function request(site: string, path: string) {
  const url = new URL(siteUrl(site, path));
  return sendToSite(Number(url.port), url.host, { method: 'GET', path: url.pathname });
}

/** The offer links of a site's /special-offers page ('Enquire Now' buttons), in order. */
async function listOfferPaths(site: string): Promise<string[]> {
  const html = await fetchText(siteUrl(site, '/special-offers'));
  return [
    ...new Set([...html.matchAll(/href="(\/offers\/[^"]+)"/g)].map((match) => match[1] ?? '')),
  ];
}

// harbour-ford sells Ford only: /offers/{id}; southern-cross sells several makes:
// /offers/{manufacturer}/{id} (spec 2 §2 Offers).
const shapes = {
  'harbour-ford': /^\/offers\/\d+$/,
  'southern-cross': /^\/offers\/[a-z0-9-]+\/\d+$/,
} as const;

describe.each(Object.entries(shapes))('offers on %s', (site, shape) => {
  it('lists live offers in a grid whose links take the route shape of the site', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl(site, '/special-offers'));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Special Offers');
    const cards = page.locator('article');
    expect(await cards.count()).toBeGreaterThan(1);
    const paths = await listOfferPaths(site);
    expect(paths.length).toBe(await cards.count());
    for (const path of paths) expect(path).toMatch(shape);
    // The demo seeds an expired and an upcoming offer per dealership: neither is listed.
    expect(await page.getByText(/finance on selected .*demo vehicles/).count()).toBeGreaterThan(0);
    // Its advertised rate comes with the comparison rate (the project's comparison-rate rule).
    expect(findRatesWithoutComparison(await page.locator('main').innerText())).toEqual([]);
    expect(await page.locator('main').innerText()).toMatch(/comparison rate/);
    await expectAccessible(page);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('shows one offer as a large card with its links and JSON-LD; the other shape redirects', async () => {
    const [path = ''] = await listOfferPaths(site);
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl(site, path));
    const name = await page.getByRole('heading', { level: 1 }).innerText();
    expect(name.length).toBeGreaterThan(3);
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}',
    );
    expect(data).toMatchObject({ '@type': 'Offer', name });
    expect(data.url).toMatch(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    const explore = page.getByRole('link', { name: /^Explore / });
    if ((await explore.count()) > 0)
      expect(await explore.getAttribute('href')).toMatch(/^\/|^https?:/);
    await expectAccessible(page);
    expect(checked.errors).toEqual([]);
    await checked.context.close();

    const id = path.split('/').pop() ?? '';
    const make = data.itemOffered?.brand?.name?.toLowerCase() ?? 'ford';
    const other = path === `/offers/${id}` ? `/offers/${make}/${id}` : `/offers/${id}`;
    const redirected = await request(site, other);
    expect(redirected.status).toBe(308);
    expect(new URL(String(redirected.headers.location), 'http://x').pathname).toBe(path);
    expect((await request(site, `/offers/not-a-make/${id}`)).status).toBe(404);
    expect((await request(site, '/offers/999999')).status).toBe(404);
  });
});

it("another site's offer is not this site's: it 404s here", async () => {
  const harbour = await listOfferPaths('harbour-ford');
  const southernIds = (await listOfferPaths('southern-cross')).map((path) => path.split('/').pop());
  const [path = ''] = harbour;
  const id = path.split('/').pop() ?? '';
  expect(southernIds).not.toContain(id);
  expect((await request('southern-cross', `/offers/${id}`)).status).toBe(404);
});

it('View more / View less and the disclaimer toggle work by keyboard', async () => {
  // The demo's make offers have descriptions over 200 characters (its finance offer's is short).
  const path = (await listOfferPaths('harbour-ford')).at(-1) ?? '';
  const checked = await openPage(browser);
  const { page } = checked;
  await visit(checked, siteUrl('harbour-ford', path));
  for (const [more, less] of [
    ['View more', 'View less'],
    ['View full disclaimer', 'View less disclaimer'],
  ] as const) {
    const button = page.getByRole('button', { name: more });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    expect(await panel.isVisible()).toBe(false);
    await button.focus();
    await page.keyboard.press('Enter');
    const open = page.getByRole('button', { name: less });
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    expect(await panel.isVisible()).toBe(true);
    await page.keyboard.press('Space');
    expect(await page.getByRole('button', { name: more }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  }
  await expectAccessible(page);
  expect(checked.errors).toEqual([]);
  await checked.context.close();
});

it('an offer enquiry reaches /success, fires event 14 and the lead names the offer', async () => {
  const [path = ''] = await listOfferPaths('harbour-ford');
  const checked = await openPage(browser);
  const { page } = checked;
  const analytics = await recordAnalytics(page);
  await visit(checked, siteUrl('harbour-ford', path));
  const name = await page.getByRole('heading', { level: 1 }).innerText();
  await fillContact(page, CONTACT);
  await page.locator('textarea[name="message"]').fill('Is this still on? offers-e2e-1');
  await waitMinimumFillTime(page);
  await page.getByRole('button', { name: 'Enquire Now' }).last().click();
  await page.waitForURL('**/success?form=offer-enquiry', { timeout: 30_000 });
  await expectAccessible(page);
  const mail = await expectLeadEmail('offers-e2e-1', 'Special Offer Enquiry');
  expect(mail).toContain(name);
  expect(mail).toContain(path);
  const events = (await analytics()) as { eventId?: number; offer_id?: number }[];
  expect(
    events.some(
      (event) => event.eventId === 14 && event.offer_id === Number(path.split('/').pop()),
    ),
  ).toBe(true);
  expect(checked.errors).toEqual([]);
  await checked.context.close();
});

it('offer pages are valid HTML', async () => {
  const pages: Record<string, string> = {};
  for (const site of Object.keys(shapes)) {
    pages[`${site}-special-offers`] = await fetchText(siteUrl(site, '/special-offers'));
    const [path = ''] = await listOfferPaths(site);
    pages[`${site}-offer`] = await fetchText(siteUrl(site, path));
  }
  expect(await validate(pages)).toEqual([]);
}, 120_000);
