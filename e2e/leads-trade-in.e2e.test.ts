import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './lib/browser.ts';
import { expectLeadEmail, fillContact, recordAnalytics, waitMinimumFillTime } from './lib/leads.ts';
import { expectAccessible, openPage, siteUrl, visit } from './lib/page-checks.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const thisYear = new Date().getFullYear();

describe('trade-in valuation wizard', () => {
  it('validates each step, gives an instant offer with its basis, and records its acceptance', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    const analytics = await recordAnalytics(page);
    await visit(checked, siteUrl('harbour-ford', '/trade-in'));
    expect(await page.locator('#trade-in-faq ~ div details').count()).toBe(5);
    expect(await page.locator('aside').textContent()).toContain('100,000 km');

    await page.getByRole('button', { name: 'Next' }).click();
    const summary = page.locator('[data-slot="error-summary"]');
    expect(await summary.innerText()).toContain('Registration Number is required.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('rego');
    await expectAccessible(page);

    await page.locator('input[name="rego"]').fill('TRD123');
    await page.locator('select[name="regoState"]').selectOption('QLD');
    await page.locator('select[name="year"]').selectOption(String(thisYear - 3));
    await page.locator('select[name="make"]').selectOption('Ford');
    await expect.poll(() => page.locator('select[name="model"] option').count()).toBeGreaterThan(1);
    await page.locator('select[name="model"]').selectOption('Ranger');
    await page.locator('input[name="kms"]').fill('45,000 kms');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.locator('h2', { hasText: 'Condition' }).count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Condition');
    expect(await page.locator('input[name="finance"][value="No"]').isChecked()).toBe(true);
    await page.locator('input[name="body_condition"][value="fair"]').check();
    await page.getByRole('button', { name: 'Next' }).click();

    await fillContact(page);
    expect(await page.locator('select[name="PreferredContactMethod"]').inputValue()).toBe('Phone');
    await page.getByRole('button', { name: 'Get My Offer' }).click();
    expect(await summary.innerText()).toContain(
      '*You must agree to the terms of use before submitting.',
    );
    await page.locator('input[name="terms_conditions"]').check();
    await waitMinimumFillTime(page);
    await page.getByRole('button', { name: 'Get My Offer' }).click();
    const range = page.getByTestId('offer-range');
    await range.waitFor({ timeout: 30_000 });
    expect(await range.innerText()).toMatch(/^\$[\d,]+ to \$[\d,]+$/);
    expect(await page.locator('section[aria-labelledby="trade-in-result"]').innerText()).toContain(
      'comparable Ford Ranger listings',
    );
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Accept Offer' }).click();
    await page.waitForURL('**/success?form=trade-in&offer=accepted', { timeout: 30_000 });
    const events = (await analytics()) as { eventId?: number }[];
    expect(events.some((event) => event.eventId === 18)).toBe(true);
    await expectLeadEmail('Trade-in offer accepted', 'TRD123');
    await checked.context.close();
  });

  it('gives no online estimate for a car over 7 years old, on /sell-my-car too', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl('southern-cross', '/sell-my-car'));
    await page.locator('input[name="rego"]').fill('OLD999');
    await page.locator('select[name="regoState"]').selectOption('NSW');
    await page.locator('select[name="year"]').selectOption(String(thisYear - 9));
    await page.locator('select[name="make"]').selectOption('Toyota');
    await expect.poll(() => page.locator('select[name="model"] option').count()).toBeGreaterThan(1);
    await page.locator('select[name="model"]').selectOption({ index: 1 });
    await page.locator('input[name="kms"]').fill('150000');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await fillContact(page);
    await page.locator('input[name="terms_conditions"]').check();
    await waitMinimumFillTime(page);
    await page.getByRole('button', { name: 'Get My Offer' }).click();
    const result = page.locator('section[aria-labelledby="trade-in-result"]');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.innerText()).toContain(
      "We can't give an online estimate for cars over 7 years old.",
    );
    expect(await page.getByTestId('offer-range').count()).toBe(0);
    await expectLeadEmail('OLD999');
    await checked.context.close();
  });
});

describe('finance enquiry (/finance-enquiry)', () => {
  it('carries the finance query parameters into the enquiry', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(
      checked,
      siteUrl(
        'southern-cross',
        '/finance-enquiry?vehiclePriceBudget=35000&car_type=used&vin=TESTVIN123#finance-form',
      ),
    );
    expect(await page.locator('input[name="vehiclePriceBudget"]').inputValue()).toBe('35000');
    const dealership = page.locator('select[name="preferred_dealership"]');
    const slug = await dealership.locator('option').nth(2).getAttribute('value');
    await visit(
      checked,
      siteUrl(
        'southern-cross',
        `/finance-enquiry?vehiclePriceBudget=%2435%2C000&preferredDealership=${slug}&vin=TESTVIN123`,
      ),
    );
    expect(await dealership.inputValue()).toBe(slug);
    expect(await page.locator('input[name="vehiclePriceBudget"]').inputValue()).toBe('35000');
    await fillContact(page);
    await page.locator('input[name="vehiclePriceBudget"]').fill('abc');
    await page.getByRole('button', { name: 'Send Finance Enquiry' }).click();
    expect(await page.locator('[data-slot="error-summary"]').innerText()).toContain(
      'Please enter vehicle price budget as a whole number.',
    );
    await page.locator('input[name="vehiclePriceBudget"]').fill('$42,500');
    await waitMinimumFillTime(page);
    await page.getByRole('button', { name: 'Send Finance Enquiry' }).click();
    await page.waitForURL('**/success?form=finance-enquiry', { timeout: 30_000 });
    await expectLeadEmail('Finance Enquiry', 'TESTVIN123', '42500');
    await checked.context.close();
  });
});
