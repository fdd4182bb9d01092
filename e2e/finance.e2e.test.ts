import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './lib/browser.ts';
import { expectAccessible, openPage, siteUrl, visit } from './lib/page-checks.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const site = 'harbour-ford';

describe('finance calculator on /finance', () => {
  it('warns at the purchase-price bounds, switches frequency, clamps on leaving a box, toggles the disclaimer', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl(site, '/finance'));
    const calculator = page.locator('section[aria-labelledby="calculator-heading"]');
    const result = calculator.getByRole('status');

    const price = calculator.getByRole('spinbutton', { name: 'Purchase price' });
    await price.fill('500');
    await calculator.getByText('Cannot be less than $1,000 or more than $250,000').waitFor();
    await price.fill('30000');
    expect(await calculator.getByText('Cannot be less than').count()).toBe(0);

    await calculator.getByRole('radio', { name: 'Weekly' }).check();
    await result.getByText('per week').waitFor();
    const weekly = await result.locator('p').first().innerText();
    await calculator.getByRole('radio', { name: 'Monthly' }).check();
    await result.getByText('per month').waitFor();
    expect(await result.locator('p').first().innerText()).not.toBe(weekly);

    const term = calculator.getByRole('spinbutton', { name: 'Loan term' });
    await term.fill('12');
    await term.blur();
    expect(await term.inputValue()).toBe('7');
    // Between two half years: told which to pick, and moved to the nearer one on leaving.
    await term.fill('3.3');
    await calculator
      .getByRole('alert')
      .getByText('Loan term goes in steps of 0.5 years: choose 3 or 3.5')
      .waitFor();
    expect(await term.getAttribute('aria-invalid')).toBe('true');
    await term.blur();
    expect(await term.inputValue()).toBe('3.5');
    expect(await calculator.getByText('goes in steps of').count()).toBe(0);
    const rate = calculator.getByRole('spinbutton', { name: 'Interest rate' });
    await rate.fill('0');
    await rate.blur();
    expect(Number(await rate.inputValue())).toBeGreaterThan(0);

    const disclaimer = page.locator('section[aria-labelledby="disclaimer-heading"]');
    await disclaimer.getByRole('button', { name: 'Show More' }).click();
    await disclaimer.getByRole('button', { name: 'Show Less' }).waitFor();
    expect(await disclaimer.innerText()).toContain('WARNING: This comparison rate is true only');
    await expectAccessible(page);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('counts cars for a budget exactly as the search does', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl(site, '/finance'));
    const finder = page.locator('section[aria-labelledby="budget-heading"]');
    const button = finder.getByRole('status').locator('a, button').first();
    await page.waitForFunction(
      () =>
        !document
          .querySelector('section[aria-labelledby="budget-heading"] [role="status"]')
          ?.textContent?.includes('Searching'),
    );
    const label = await button.innerText();
    const href = await button.getAttribute('href');
    expect(label).toMatch(/^\d+ .+s Found$/);
    const search = await page.evaluate(
      async (url) => (await fetch(`/api/search?facets=&${url?.split('?')[1]}`)).json(),
      href,
    );
    expect(Number(label.split(' ')[0])).toBe(search.count);

    // $10 a month for five years plus the $2,000 deposit is $2,600: below the lowest price.
    const type = label.replace(/^\d+ (.+)s Found$/, '$1');
    await finder.getByRole('textbox', { name: 'Repayment' }).fill('10');
    await finder.getByText(`No ${type}s found for this budget`).waitFor();
    expect(await finder.getByRole('button', { name: `0 ${type}s Found` }).isDisabled()).toBe(true);
    expect(await finder.getByRole('link').count()).toBe(0);
    await finder.getByRole('textbox', { name: 'Repayment' }).fill('600');
    await finder.getByRole('link', { name: label }).waitFor();
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it("names body types as the site configures them ('Naked Bikes', not 'Nakeds')", async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl('redline-moto', '/finance'));
    const finder = page.locator('section[aria-labelledby="budget-heading"]');
    await finder.getByRole('radio', { name: /^Naked/ }).check();
    const status = finder.getByRole('status');
    await status.getByRole('link', { name: /^\d+ Naked Bikes? Found$/ }).waitFor();
    expect(await status.innerText()).not.toMatch(/Nakeds/);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });
});

describe('finance on a vehicle page', () => {
  it("carries the car's id, type and VIN into the finance enquiry", async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl(site, '/search/new-cars'));
    const car = await page.locator('[data-slot="vehicle-card"] a').first().getAttribute('href');
    await visit(checked, siteUrl(site, car ?? ''));
    const quote = await page
      .locator('#finance-calculator')
      .getByRole('link', { name: 'Request a Quote' })
      .getAttribute('href');
    const linked = new URL(quote ?? '', page.url()).searchParams;
    expect(linked.get('car_type')).toBe('new');
    expect(linked.get('vin')).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    await checked.context.close();
    const fromCar = await openEnquiry(linked.toString());
    expect(fromCar.field('car_type')).toBe('new');
    expect(fromCar.field('vin')).toBe(linked.get('vin'));

    // Without a car of the site's, the link's own well-formed values are kept; others dropped.
    const linkOnly = await openEnquiry(
      'vehiclePriceBudget=35000&car_type=demo&vin=mnaumff50hw123456',
    );
    expect(linkOnly.field('car_type')).toBe('demo');
    expect(linkOnly.field('vin')).toBe('MNAUMFF50HW123456');
    const malformed = await openEnquiry('vehiclePriceBudget=35000&car_type=boat&vin=%3Cb%3Ehi');
    expect(malformed.field('car_type')).toBe('');
    expect(malformed.field('vin')).toBe('');
  }, 120_000); // Five pages, each checked with axe.

  it('shows the calculator with its comparison rate for a car in stock', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl(site, '/search/new-cars'));
    const href = await page.locator('[data-slot="vehicle-card"] a').first().getAttribute('href');
    await visit(checked, siteUrl(site, href ?? ''));
    const section = page.locator('#finance-calculator');
    await section.getByRole('slider', { name: 'Loan amount' }).waitFor();
    expect(await section.innerText()).toMatch(/comparison rate/);
    await section.getByRole('link', { name: 'Request a Quote' }).waitFor();
    expect(
      await section.getByRole('link', { name: 'Request a Quote' }).getAttribute('href'),
    ).toMatch(/car_id=\d+.*#finance-form$/);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });
});

/**
 * /finance-enquiry with a query, once its form has taken the link's values (checked for axe and
 * console errors). Not visit(): the form's captcha worker (a blob: request) can keep the network
 * busy past networkidle's wait.
 */
async function openEnquiry(query: string) {
  const checked = await openPage(browser);
  const { page } = checked;
  const response = await page.goto(siteUrl(site, `/finance-enquiry?${query}`));
  expect(response?.status()).toBe(200);
  // The form's values are set when it hydrates: the budget from the same link shows when.
  await expect
    .poll(() => page.locator('input[name="vehiclePriceBudget"]').inputValue(), { timeout: 20_000 })
    .toMatch(/\d/);
  await expectAccessible(page);
  expect(checked.errors).toEqual([]);
  const values = new Map<string, string>();
  for (const name of ['car_type', 'vin']) {
    values.set(name, await page.locator(`input[type="hidden"][name="${name}"]`).inputValue());
  }
  await checked.context.close();
  return { field: (name: 'car_type' | 'vin') => values.get(name) ?? '' };
}
