import { schemaOrgProblems } from '@forecourt/core/testing';
import { sendToSite } from '@forecourt/testing/send-to-site';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPort } from './lib/app.ts';
import { launchBrowser } from './lib/browser.ts';
import { expectAccessible, expectFocused, openPage, siteUrl, visit } from './lib/page-checks.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const cleveland = '/locations/harbour-ford-cleveland';

/** Whether focus is inside the open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

describe('location page', () => {
  it('switches the hours table by department, with the mouse and the keyboard', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await visit(checked, siteUrl('harbour-ford', cleveland));
    // No third-party request on page load: the map is drawn here.
    const origin = new URL(siteUrl('harbour-ford')).origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual(
      [],
    );

    const tabs = page.getByRole('tablist', { name: 'Department' }).getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['Sales', 'Service', 'Parts']);
    const visiblePanel = page.locator('[role="tabpanel"]:not([hidden])');
    expect(await visiblePanel.count()).toBe(1);
    expect(await visiblePanel.locator('caption').innerText()).toBe('Sales hours');
    expect(await visiblePanel.locator('tr', { hasText: 'Mon-Fri' }).innerText()).toContain(
      '8:30 am – 5:30 pm',
    );
    // Today's row is marked once, in words too.
    expect(await visiblePanel.locator('tr[aria-current="date"]').count()).toBe(1);
    expect(await visiblePanel.locator('tr[aria-current="date"]').innerText()).toContain('TODAY');

    await page.getByRole('tab', { name: 'Service' }).click();
    expect(await visiblePanel.locator('caption').innerText()).toBe('Service hours');
    expect(await visiblePanel.locator('tr', { hasText: 'Mon-Fri' }).innerText()).toContain(
      '7:30 am – 5:00 pm',
    );
    expect(new URL(page.url()).searchParams.get('department')).toBe('service');

    // Arrow keys move between departments (ARIA tabs); parts closes early on Friday.
    await page.keyboard.press('ArrowRight');
    expect(await visiblePanel.locator('caption').innerText()).toBe('Parts hours');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Parts');
    const labels = await visiblePanel.locator('th[scope="row"] abbr').allInnerTexts();
    expect(labels).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(await visiblePanel.locator('tr', { hasText: 'Fri' }).innerText()).toContain(
      '8:00 am – 4:30 pm',
    );
    await page.keyboard.press('Home');
    expect(await visiblePanel.locator('caption').innerText()).toBe('Sales hours');
    await expectAccessible(page);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('opens the holiday-hours dialog from the keyboard, keeps focus in it, and closes it', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl('southern-cross', '/locations/southern-cross-geelong'));
    const trigger = page.getByRole('button', { name: 'Holiday hours' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Holiday hours' });
    await dialog.waitFor();
    expect(await focusInDialog(page)).toBe(true);
    // The seed always has the dealer's stocktake (33 days out) and other special hours.
    expect(await dialog.innerText()).toContain('Annual stocktake');
    expect(await dialog.locator('tbody tr').count()).toBeGreaterThanOrEqual(2);
    await expectAccessible(page);

    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page)).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog(page)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocused(trigger);

    // Again, closed with its Close button this time.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('carries AutoDealer JSON-LD with opening hours, address, geo and telephone', async () => {
    const response = await sendToSite(appPort(), `southern-cross.localhost:${appPort()}`, {
      path: '/locations/southern-cross-toyota-parramatta',
    });
    expect(response.status).toBe(200);
    const scripts = [
      ...response.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
    ].map((match) => JSON.parse(match[1] ?? 'null'));
    const dealer = scripts.find((data) => data?.['@type'] === 'AutoDealer');
    expect(schemaOrgProblems(dealer, 'AutoDealer')).toEqual([]);
    expect(dealer).toMatchObject({
      name: 'Southern Cross Toyota Parramatta',
      telephone: '+61255501100',
      address: { addressLocality: 'Parramatta', addressRegion: 'NSW', postalCode: '2150' },
      geo: { latitude: -33.8229, longitude: 151.0078 },
    });
    expect(dealer.openingHoursSpecification[0].dayOfWeek).toHaveLength(5);
    expect(dealer.department.map((d: { name: string }) => d.name)).toEqual(['Service', 'Parts']);
    // An absolute canonical (Lighthouse's SEO audit refuses a relative one).
    expect(response.text).toContain(
      `<link rel="canonical" href="http://southern-cross.localhost:${appPort()}/locations/southern-cross-toyota-parramatta"/>`,
    );
  });

  it('works without JavaScript: ?department= picks the table, holiday hours are listed', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('harbour-ford', `${cleveland}?department=parts`));
    const visiblePanel = page.locator('[role="tabpanel"]:not([hidden])');
    expect(await visiblePanel.locator('caption').innerText()).toBe('Parts hours');
    // Playwright's no-JavaScript mode does not switch the HTML parser's scripting flag, so the
    // <noscript> list is read as text here; a browser without JavaScript renders it as a table.
    const fallback = (await page.locator('noscript').textContent()) ?? '';
    expect(fallback).toContain('Holiday hours');
    expect(fallback).toContain('Annual stocktake');
    await page.getByRole('tab', { name: 'Service' }).click();
    await page.waitForURL('**department=service**');
    expect(await visiblePanel.locator('caption').innerText()).toBe('Service hours');
    await context.close();
  });

  it('shows the provider’s map only when asked', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl('southern-cross', '/locations/southern-cross-ballarat'));
    expect(await page.locator('iframe').count()).toBe(0);
    expect(
      await page
        .getByRole('img', { name: /Map of Australia marking Southern Cross Ballarat/ })
        .count(),
    ).toBe(1);
    const directions = page.getByRole('link', { name: /Get Directions/ });
    expect(await directions.getAttribute('target')).toBe('_blank');
    expect(await directions.innerText()).toContain('opens in a new tab');
    // The embed's request is not answered here (no network): only its address is checked.
    await page.route('https://www.openstreetmap.org/**', (route) => route.abort());
    await page.getByRole('link', { name: /Show interactive map/ }).click();
    const src = await page.locator('iframe').getAttribute('src');
    expect(src).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    expect(src).toContain('marker=-37.5499%2C143.8473');
    await checked.context.close();
  });

  it('answers its aliases with a 308 to /locations/{slug}, and 404 for unknown slugs', async () => {
    const port = appPort();
    for (const alias of ['contact-us', 'our-location']) {
      const response = await sendToSite(port, `southern-cross.localhost:${port}`, {
        path: `/${alias}/southern-cross-geelong`,
      });
      expect(response.status).toBe(308);
      expect(response.headers.location).toBe('/locations/southern-cross-geelong');
    }
    const unknown = await sendToSite(port, `southern-cross.localhost:${port}`, {
      path: '/our-location/nowhere',
    });
    expect(unknown.status).toBe(404);
    // Another site's location is not this site's.
    const foreign = await sendToSite(port, `harbour-ford.localhost:${port}`, {
      path: '/locations/southern-cross-geelong',
    });
    expect(foreign.status).toBe(404);
  });
});

describe('location sections and the directory', () => {
  it('lists a group’s locations by state on /dealerships, each card linking to its page', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl('southern-cross', '/dealerships'));
    expect(await page.locator('main h2').allInnerTexts()).toEqual(['New South Wales', 'Victoria']);
    expect(await page.locator('article[data-location]').count()).toBe(7);
    const details = page.getByRole('link', { name: 'View Details of Southern Cross Geelong' });
    expect(await details.getAttribute('href')).toBe('/locations/southern-cross-geelong');
    await checked.context.close();
  });

  it('puts the Our Locations carousel on a group home page and a card grid on /contact', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl('southern-cross', '/'));
    const carousel = page.locator('[data-slot="locations-carousel"]');
    expect(await carousel.locator('li[aria-roledescription="slide"]').count()).toBe(7);
    // More than 3: the Swipe hint stays on large screens too.
    expect(await carousel.locator('[data-swipe-hint]').getAttribute('class')).not.toContain(
      'lg:invisible',
    );
    await visit(checked, siteUrl('southern-cross', '/contact'));
    expect(await page.locator('section[data-layout="grid"] ul').getAttribute('data-columns')).toBe(
      '3',
    );

    await checked.context.close();

    // A single-make site: cards link to /contact. (A fresh page: /contact's captcha worker can
    // keep a second visit in one page from going network-idle.)
    const single = await openPage(browser);
    const { page: singlePage } = single;
    await visit(single, siteUrl('harbour-ford', '/contact'));
    const grid = singlePage.locator('section[data-layout="grid"]');
    expect(await grid.locator('ul').getAttribute('data-columns')).toBe('2');
    expect(
      await grid
        .getByRole('link', { name: /^View Details/ })
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['/contact', '/contact']);
    await single.context.close();
  });
});
