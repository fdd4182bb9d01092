import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './lib/browser.ts';
import {
  callSite,
  expectLeadEmail,
  fillContact,
  recordAnalytics,
  waitMinimumFillTime,
} from './lib/leads.ts';
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
      "We can't give an online estimate for vehicles over 7 years old.",
    );
    expect(await page.getByTestId('offer-range').count()).toBe(0);
    await expectLeadEmail('OLD999');
    await checked.context.close();
  });
});

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const optionTexts = (page: Page, name: string) =>
  page.locator(`select[name="${name}"] option`).allInnerTexts();

describe('trade-in vehicle choices (issue 25 §3)', () => {
  for (const [label, viewport] of [
    ['390 px', phone],
    ['1280 px', desktop],
  ] as const) {
    it(`lists the makes Australians own and their models, with 'Other', at ${label}`, async () => {
      const checked = await openPage(browser, { viewport });
      const { page } = checked;
      await visit(checked, siteUrl('harbour-ford', '/trade-in'));
      const makes = await optionTexts(page, 'make');
      for (const make of ['Audi', 'Mercedes-Benz', 'Lexus', 'Jeep', 'Volvo', 'Land Rover']) {
        expect(makes, make).toContain(make);
      }
      expect(makes.at(-1)).toBe('Other (not listed)');
      for (const make of ['Jayco', 'Harley-Davidson', 'KTM']) expect(makes).not.toContain(make);

      await page.locator('select[name="make"]').selectOption('Audi');
      await expect.poll(() => optionTexts(page, 'model')).toContain('Q5');
      expect((await optionTexts(page, 'model')).at(-1)).toBe('Other (not listed)');
      await page.locator('select[name="make"]').selectOption('Toyota');
      await expect.poll(() => optionTexts(page, 'model')).toContain('Prado');
      const models = await optionTexts(page, 'model');
      for (const model of ['Kluger', 'Yaris', 'HiLux', 'LandCruiser 300']) {
        expect(models, model).toContain(model);
      }
      await page.locator('select[name="model"]').selectOption('Prado');
      expect(await page.getByTestId('not-listed-note').isVisible()).toBe(false);
      await expectAccessible(page);
      await checked.context.close();
    });
  }

  it('sends a Toyota Prado from /cars/trade-in and says why there is no instant offer', async () => {
    const checked = await openPage(browser, { viewport: phone });
    const { page } = checked;
    await visit(checked, siteUrl('harbour-ford', '/cars/trade-in'));
    await page.locator('input[name="rego"]').fill('PRA001');
    await page.locator('select[name="regoState"]').selectOption('QLD');
    await page.locator('select[name="year"]').selectOption(String(thisYear - 2));
    await page.locator('select[name="make"]').selectOption('Toyota');
    await page.locator('select[name="model"]').selectOption('Prado');
    await page.locator('input[name="kms"]').fill('30000');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await fillContact(page);
    await page.locator('input[name="terms_conditions"]').check();
    await waitMinimumFillTime(page);
    await page.getByRole('button', { name: 'Get My Offer' }).click();
    const result = page.locator('section[aria-labelledby="trade-in-result"]');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.innerText()).toContain(
      "We don't have enough recent sales data for this vehicle to value it online.",
    );
    expect(await page.getByTestId('offer-range').count()).toBe(0);
    await expectAccessible(page);
    await expectLeadEmail('PRA001', 'Prado');
    await checked.context.close();
  });

  for (const [label, viewport] of [
    ['390 px', phone],
    ['1280 px', desktop],
  ] as const) {
    it(`sends a car typed in through 'Other' as a valuation request, no offer, at ${label}`, async () => {
      const rego = viewport === phone ? 'ZAS390' : 'ZAS128';
      const checked = await openPage(browser, { viewport });
      const { page } = checked;
      await visit(checked, siteUrl('southern-cross', '/sell-my-car'));
      await page.locator('input[name="rego"]').fill(rego);
      await page.locator('select[name="regoState"]').selectOption('NSW');
      await page.locator('select[name="year"]').selectOption(String(thisYear - 2));
      await page.locator('select[name="make"]').selectOption('Other');
      // A make typed in has only a model typed in.
      await expect.poll(() => page.locator('select[name="model"]').inputValue()).toBe('Other');
      await page.locator('input[name="kms"]').fill('12,000 kms');
      const note = page.getByTestId('not-listed-note');
      expect(await note.innerText()).toContain(
        "Vehicles that aren't in our list don't get an instant",
      );
      await page.getByRole('button', { name: 'Next' }).click();
      const summary = page.locator('[data-slot="error-summary"]');
      expect(await summary.innerText()).toContain("Your car's make is required.");
      expect(await summary.innerText()).toContain("Your car's model is required.");
      await expectAccessible(page);

      await page.getByLabel("Your car's make").fill('Zastava');
      await page.getByLabel("Your car's model").fill('Koral 55');
      await page.locator('select[name="badge"]').selectOption('Other');
      await page.getByLabel("Your car's badge").fill('GTL');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => page.locator('h2', { hasText: 'Condition' }).count()).toBe(1);
      await page.getByRole('button', { name: 'Next' }).click();
      await fillContact(page);
      await page.locator('input[name="terms_conditions"]').check();
      expect(await note.isVisible()).toBe(true);
      await waitMinimumFillTime(page);
      await page.getByRole('button', { name: 'Get My Offer' }).click();
      const result = page.locator('section[aria-labelledby="trade-in-result"]');
      await result.waitFor({ timeout: 30_000 });
      expect(await result.innerText()).toContain(
        "We can't give an online estimate for a vehicle that isn't in our list.",
      );
      expect(await page.getByTestId('offer-range').count()).toBe(0);
      await expectAccessible(page);
      await expectLeadEmail(rego, 'Zastava', 'Koral');
      await checked.context.close();
    });
  }

  it("lists a motorcycle dealer's bikes and a car dealer's cars for a maker of both", async () => {
    const moto = await callSite('redline-moto', '/api/trade-in/vehicles?make=BMW');
    expect(moto.json.models).toContain('R 1300 GS');
    expect(moto.json.models).not.toContain('X5');
    const cars = await callSite('harbour-ford', '/api/trade-in/vehicles?make=bmw');
    expect(cars.json.models).toContain('X5');
    expect(cars.json.models).not.toContain('R 1300 GS');
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
