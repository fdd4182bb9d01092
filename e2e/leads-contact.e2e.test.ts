import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './lib/browser.ts';
import {
  CONTACT,
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

describe('general enquiry (/contact)', () => {
  it('lists every error, announces them, focuses the first field, then sends and stores details', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    const analytics = await recordAnalytics(page);
    await visit(checked, siteUrl('harbour-ford', '/contact'));
    expect(await page.locator('select[name="category"]').inputValue()).toBe('General Enquiry');
    expect(await page.locator('input[name="opt_in"]').isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    const summary = page.locator('[data-slot="error-summary"]');
    await summary.waitFor();
    expect(await summary.getAttribute('role')).toBe('alert');
    const text = await summary.innerText();
    expect(text).toContain('Please fix the following errors:');
    expect(text).toContain('Invalid postcode. Please enter a 4-digit number.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    const first = page.locator('input[name="name"]');
    expect(await first.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await first.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(
      'Please enter your first name.',
    );
    await expectAccessible(page);

    await fillContact(page, { ...CONTACT, postcode: '41' });
    await page.locator('textarea[name="message"]').fill('Do you service hybrids? contact-e2e-1');
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect.poll(() => summary.innerText()).not.toContain('Please enter your first name.');
    expect(await summary.innerText()).toContain('Invalid postcode. Please enter a 4-digit number.');
    await page.locator('input[name="postcode"]').fill('4163');
    await page.locator('select[name="category"]').selectOption('Service Enquiry');
    await waitMinimumFillTime(page);
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await page.waitForURL('**/success?form=contact', { timeout: 30_000 });
    await expectAccessible(page);

    const mail = await expectLeadEmail('contact-e2e-1', 'Service Enquiry');
    expect(mail).toContain('Jordan');
    const events = (await analytics()) as { event?: string; eventId?: number }[];
    expect(events.some((event) => event.eventId === 22)).toBe(true);
    expect(events.some((event) => event.event === 'asc_form_submission')).toBe(true);

    // Stored user details prefill the next form (spec 2 §3).
    await visit(checked, siteUrl('harbour-ford', '/book-test-drive'));
    expect(await page.locator('input[name="email"]').inputValue()).toBe(CONTACT.email);
    expect(await page.locator('input[name="postcode"]').inputValue()).toBe('4163');
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('keeps what was typed and says why when the server fails, then lets the shopper retry', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl('harbour-ford', '/contact-us'));
    await fillContact(page);
    await page.locator('textarea[name="message"]').fill('Please call me. contact-e2e-2');
    let failNext = true;
    await page.route('**/api/leads', async (route) => {
      if (failNext) {
        failNext = false;
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
      } else {
        await route.continue();
      }
    });
    await waitMinimumFillTime(page);
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    const warning = page.getByTestId('error-warning');
    await warning.waitFor();
    expect(await warning.innerText()).toContain('An error occurred when submitting this form');
    expect(await warning.innerText()).toContain('An unexpected error occured');
    expect(await page.locator('textarea[name="message"]').inputValue()).toContain('contact-e2e-2');
    const button = page.getByRole('button', { name: 'Send Enquiry' });
    expect(await button.isEnabled()).toBe(true);
    await expectAccessible(page);
    await button.click();
    await page.waitForURL('**/success?form=contact', { timeout: 30_000 });
    await expectLeadEmail('contact-e2e-2');
    await checked.context.close();
  });

  it('can be completed with the keyboard alone', async () => {
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl('southern-cross', '/contact'));
    await page.locator('select[name="category"]').focus();
    const type = async (text: string) => {
      await page.keyboard.press('Tab');
      await page.keyboard.type(text);
    };
    await page.keyboard.press('ArrowDown'); // next category
    await type(CONTACT.name);
    await type(CONTACT.last_name);
    await type('keys@example.com');
    await type('02 9123 4567');
    await type('2150');
    await type('ABC123'); // rego
    await page.keyboard.press('Tab'); // preferred dealership (several dealerships)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'preferred_dealership',
    );
    await page.keyboard.press('ArrowDown');
    await type('Typed with the keyboard only. contact-e2e-3');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('opt_in');
    await page.keyboard.press('Space'); // untick the opt-in
    await waitMinimumFillTime(page);
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.getAttribute('type') === 'submit'))
        break;
    }
    await page.keyboard.press('Enter');
    await page.waitForURL('**/success?form=contact', { timeout: 30_000 });
    const mail = await expectLeadEmail('contact-e2e-3');
    expect(mail).toContain('keys@example.com');
    expect(mail).toMatch(/Opted in to offers: No/);
    await checked.context.close();
  });
});
