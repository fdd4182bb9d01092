import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './lib/browser.ts';
import { validate } from './lib/html-validator.ts';
import { expectLeadEmail, fillContact, waitMinimumFillTime } from './lib/leads.ts';
import {
  expectAccessible,
  openPage,
  renderHeaderMenus,
  siteUrl,
  visit,
} from './lib/page-checks.ts';
import { fetchText } from './lib/vehicle-finder.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DEMO_SITES = ['harbour-ford', 'southern-cross', 'outback-caravans', 'redline-moto'];

/** Pages of issue 12 (locations, reviews, service and parts) a header or footer may link to. */
const ISSUE_PAGE =
  /^\/(service|[a-z0-9-]+-service|vehicle-parts-and-accessories|warranty|roadside-assist|reviews|dealerships|(locations|contact-us|our-location)\/[^/?#]+)\/?$/;

/**
 * The header's service item where the site names it after its booking provider (harbour-ford)
 * and where it does not: read on the home pages the link test opens its menus on.
 */
const SERVICE_ITEM: Record<string, { href: string; text: string; not?: string }> = {
  'harbour-ford': { href: '/ford-service', text: 'Ford Service', not: '/service' },
  'southern-cross': { href: '/service', text: 'Service' },
};

/** The warranty years sites configure, shown as text on the /warranty page the link test visits. */
const WARRANTY_TEXT: Record<string, string> = {
  'southern-cross': '7 year standard warranty',
  'redline-moto': '3 year standard warranty',
};

describe('service and parts pages', () => {
  it.each(DEMO_SITES)(
    'answers 200, axe-clean with no console errors, for every header and footer link to them on %s (naming the service item and the warranty years as configured)',
    async (site) => {
      const checked = await openPage(browser);
      const { page } = checked;
      await visit(checked, siteUrl(site, '/'));
      await renderHeaderMenus(page);
      const item = SERVICE_ITEM[site];
      if (item) {
        expect(await page.locator(`header a[href="${item.href}"]`).textContent()).toBe(item.text);
        if (item.not) expect(await page.locator(`header a[href="${item.not}"]`).count()).toBe(0);
      }
      const hrefs = await checked.page.$$eval('header a[href], footer a[href]', (links) =>
        links.map((link) => link.getAttribute('href') ?? ''),
      );
      const paths = [...new Set(hrefs.map((href) => href.split('#')[0] ?? ''))].filter((path) =>
        ISSUE_PAGE.test(path),
      );
      // Every site's default menus link these; the crawl below must not be vacuous.
      for (const path of ['/vehicle-parts-and-accessories', '/warranty', '/roadside-assist']) {
        expect(paths, `${site} links ${path}`).toContain(path);
      }
      expect(paths.some((path) => /^\/([a-z0-9-]+-)?service$/.test(path))).toBe(true);
      for (const path of paths) {
        await visit(checked, siteUrl(site, path));
        const warranty = WARRANTY_TEXT[site];
        if (path === '/warranty' && warranty)
          expect(await page.locator('main').innerText()).toContain(warranty);
      }
      await checked.context.close();
    },
    120_000,
  );

  it('names the service item after the booking provider only where configured; other sites 404 there', async () => {
    // The header items themselves are read by the link test above (SERVICE_ITEM), on the same
    // home pages with their menus open.
    const checked = await openPage(browser);
    await visit(checked, siteUrl('southern-cross', '/ford-service'), 404);
    // /service and /ford-service are one page: the make's address is the canonical one.
    const canonical = /<link rel="canonical" href="([^"]+)"/;
    for (const path of ['/service', '/ford-service']) {
      const html = await fetchText(siteUrl('harbour-ford', path));
      expect(canonical.exec(html)?.[1]).toBe(siteUrl('harbour-ford', '/ford-service'));
    }
    const plain = await fetchText(siteUrl('southern-cross', '/service'));
    expect(canonical.exec(plain)?.[1]).toBe(siteUrl('southern-cross', '/service'));
    await checked.context.close();
  });

  it('is valid HTML', async () => {
    const pages: Record<string, string> = {};
    for (const [site, path] of [
      ['harbour-ford', '/ford-service'],
      ['southern-cross', '/service'],
      ['outback-caravans', '/vehicle-parts-and-accessories'],
      ['harbour-ford', '/warranty'],
      ['redline-moto', '/roadside-assist'],
    ] as const) {
      pages[`${site}${path.replaceAll('/', '-')}`] = await fetchText(siteUrl(site, path));
    }
    expect(await validate(pages)).toEqual([]);
  }, 120_000);

  it('books a service: reaches /success, and the stored lead is emailed with its services and date', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl('harbour-ford', '/ford-service'));
    expect(await page.locator('h1').textContent()).toBe('Ford Service');
    const external = page.getByRole('link', { name: /Xtime/ });
    expect(await external.getAttribute('href')).toContain('webKey=HarbourFordRedlands');
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.innerText()).not.toBe('');

    await fillContact(page);
    await page.locator('input[name="rego"]').fill('SVC123');
    await page.locator('input[name="odometer"]').fill('45,000');
    const date = page.locator('select[name="preferred_date"]');
    const options = await date
      .locator('option')
      .evaluateAll((nodes) =>
        nodes.map((node) => (node as HTMLOptionElement).value).filter(Boolean),
      );
    expect(options.length).toBeGreaterThan(5);
    const chosen = options[1] ?? '';
    await date.selectOption(chosen);
    const [weekday, day, month] = (
      await date.locator(`option[value="${chosen}"]`).innerText()
    ).split(' ');
    await page.getByLabel('Brakes', { exact: true }).check();
    await page.getByLabel('Battery', { exact: true }).check();
    await page
      .locator('textarea[name="message"]')
      .fill('Squeal from the front left. service-e2e-1');
    await waitMinimumFillTime(page);
    await page.getByRole('button', { name: 'Book Service' }).click();
    await page.waitForURL('**/success?form=service-booking', { timeout: 30_000 });
    await expectAccessible(page);
    expect(await page.getByRole('status').innerText()).toContain('service booking request');

    // Quoted-printable soft line breaks unfolded.
    const mail = (await expectLeadEmail('service-e2e-1', 'Service Enquiry')).replace(/=\r?\n/g, '');
    expect(mail).toContain('Service Booking');
    expect(mail).toContain('Additional services: Brakes, Battery');
    expect(mail).toContain('Rego: SVC123');
    expect(mail).toContain('Odometer: 45,000 km');
    expect(mail).toMatch(
      new RegExp(`Preferred date: ${weekday},? ${day} ${month} ${chosen.slice(0, 4)}`),
    );
    expect(mail).not.toContain('check-option');
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('sends a parts enquiry', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl('outback-caravans', '/vehicle-parts-and-accessories'));
    await fillContact(page);
    await page.locator('textarea[name="message"]').fill('Awning arm for a 2019 van. parts-e2e-1');
    await page.locator('input[name="vin_or_rego"]').fill('1T2AB3');
    await waitMinimumFillTime(page);
    await page.getByRole('button', { name: 'Send Parts Enquiry' }).click();
    await page.waitForURL('**/success?form=parts-enquiry', { timeout: 30_000 });
    await expectAccessible(page);
    const mail = await expectLeadEmail('parts-e2e-1', 'Parts Enquiry');
    expect(mail).toContain('1T2AB3');
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('closes the service banner from the keyboard and keeps it closed', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl('harbour-ford', '/'));
    // The server sends it hidden: the browser shows it only for a shopper who has not closed it.
    const served = await fetchText(siteUrl('harbour-ford', '/'));
    expect(served).toMatch(/<section aria-label="Service booking" hidden=""/);
    const banner = page.locator('[data-slot="service-banner"]');
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.getByRole('link').getAttribute('href')).toBe(
      '/ford-service#service-booking',
    );
    const close = banner.getByRole('button', { name: 'Close service booking banner' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => banner.isVisible()).toBe(false);
    await visit(checked, siteUrl('harbour-ford', '/warranty'));
    // Closed stays closed on the next page.
    expect(await banner.getAttribute('hidden')).not.toBeNull();
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });
});
