import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './lib/browser.ts';
import { validate } from './lib/html-validator.ts';
import { expectLeadEmail, fillContact, recordAnalytics, waitMinimumFillTime } from './lib/leads.ts';
import { expectAccessible, openPage, siteUrl, visit } from './lib/page-checks.ts';
import { fetchText } from './lib/vehicle-finder.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PAGES = [
  ['/about-us', 'About Us'],
  ['/careers', 'Careers'],
  ['/fleet', 'Fleet'],
  ['/terms-and-conditions', 'Terms and Conditions'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/finance-and-insurance', 'Finance and Insurance'],
] as const;

const SITES = [
  ['harbour-ford', 'Harbour Ford'],
  ['southern-cross', 'Southern Cross Motor Group'],
] as const;

describe('content pages', () => {
  it.each(SITES)(
    'renders every default page on %s, naming the dealer, axe-clean with no console errors',
    async (site, name) => {
      const checked = await openPage(browser);
      const { page } = checked;
      for (const [path, title] of PAGES) {
        await visit(checked, siteUrl(site, path));
        expect(await page.locator('h1').innerText()).toBe(title);
        const text = await page.locator('main').innerText();
        expect(text).toContain(name);
        expect(text).not.toContain('{dealerName}');
      }
      await visit(checked, siteUrl(site, '/privacy-policy'));
      const privacy = page.locator('main');
      expect(await privacy.locator('h2').allInnerTexts()).toEqual(
        expect.arrayContaining(['What we collect', 'Access and correction', 'Complaints']),
      );
      const oaic = privacy.getByRole('link', { name: /oaic/ });
      expect(await oaic.getAttribute('target')).toBe('_blank');
      expect(await oaic.innerText()).toContain('opens in a new tab');
      expect(checked.errors).toEqual([]);
      // Unknown paths still 404 (the browser logs the 404 itself, so no error check after it).
      await visit(checked, siteUrl(site, '/about-us-and-more'), 404);
      await checked.context.close();
    },
    120_000,
  );

  it('serves a site-specific page from config on its site only', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl('harbour-ford', '/our-history'));
    expect(await page.locator('h1').innerText()).toBe('Our History');
    expect(await page.locator('main li').allInnerTexts()).toContain('1978: first showroom');
    expect(await page.locator('main').innerText()).toContain('Harbour Ford opened');
    expect(await page.getByRole('link', { name: 'Meet the team' }).getAttribute('href')).toBe(
      '/about-us',
    );
    await visit(checked, siteUrl('southern-cross', '/our-history'), 404);
    await checked.context.close();
  });

  it('sends a careers enquiry: event 51, /success, and the stored lead is emailed', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    const readAnalytics = await recordAnalytics(page);
    await visit(checked, siteUrl('southern-cross', '/careers'));
    await fillContact(page);
    await page.locator('input[name="role"]').fill('Service technician');
    await page.locator('textarea[name="message"]').fill('Ten years on Fords. careers-e2e-1');
    await waitMinimumFillTime(page);
    await page.getByRole('button', { name: 'Send Careers Enquiry' }).click();
    await page.waitForURL('**/success?form=careers-enquiry', { timeout: 30_000 });
    await expectAccessible(page);
    const mail = await expectLeadEmail('careers-e2e-1', 'Careers Enquiry');
    expect(mail).toContain('Service technician');
    const events = (await readAnalytics()) as { eventId?: number; form?: string }[];
    expect(events).toContainEqual(
      expect.objectContaining({ eventId: 51, form: 'careers-enquiry' }),
    );
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('sends a fleet enquiry', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl('harbour-ford', '/fleet'));
    await fillContact(page);
    await page.locator('input[name="company"]').fill('Bayside Plumbing fleet-e2e-1');
    await page.locator('input[name="fleet_size"]').fill('5 utes');
    await page.locator('textarea[name="message"]').fill('Tray backs with towbars.');
    await waitMinimumFillTime(page);
    await page.getByRole('button', { name: 'Send Fleet Enquiry' }).click();
    await page.waitForURL('**/success?form=fleet-enquiry', { timeout: 30_000 });
    await expectLeadEmail('fleet-e2e-1', 'Fleet Enquiry');
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('is valid HTML', async () => {
    const pages: Record<string, string> = {};
    for (const [path] of PAGES) {
      pages[`harbour-ford${path.replaceAll('/', '-')}`] = await fetchText(
        siteUrl('harbour-ford', path),
      );
    }
    pages['harbour-ford-our-history'] = await fetchText(siteUrl('harbour-ford', '/our-history'));
    expect(await validate(pages)).toEqual([]);
  }, 120_000);
});
