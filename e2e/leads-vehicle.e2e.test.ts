import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './lib/browser.ts';
import { callSite, expectLeadEmail, fillContact, waitMinimumFillTime } from './lib/leads.ts';
import { expectAccessible, openPage, siteUrl, visit } from './lib/page-checks.ts';
import { listCarsById, listSitemapSlugs } from './lib/vehicle-finder.ts';

let browser: Browser;
let slugs: string[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  slugs = await listSitemapSlugs('harbour-ford');
});
afterAll(() => browser?.close());

async function openDialog(page: Page, kind: string) {
  await page.locator(`aside [data-lead-dialog="${kind}"]`).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('form').waitFor();
  return dialog;
}

/** Pick the first free day and time in the open test-drive dialog; returns the slot's value. */
/**
 * The same time on the first day both shoppers' dialogs offer, chosen in both. Not simply the
 * first offered: a dialog opened a moment later may no longer offer it (the earliest time moves
 * as the clock passes a half hour), so the last time both offer.
 */
async function pickSameSlot(pages: Page[]): Promise<string> {
  const values: string[][] = [];
  for (const page of pages) {
    const selects = page.getByRole('dialog').locator('fieldset select');
    await expect.poll(() => selects.nth(0).isEnabled(), { timeout: 10_000 }).toBe(true);
    await selects.nth(0).selectOption({ index: 1 });
    values.push(
      await selects
        .nth(1)
        .locator('option')
        .evaluateAll((options) =>
          options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
        ),
    );
  }
  const slot = values[0]?.filter((value) => values.every((list) => list.includes(value))).at(-1);
  if (!slot) throw new Error(`No time offered to both shoppers: ${JSON.stringify(values)}`);
  for (const page of pages) {
    await page.getByRole('dialog').locator('fieldset select').nth(1).selectOption(slot);
  }
  return slot;
}

describe('vehicle page lead dialogs', () => {
  it('sends an enquiry about the car from its dialog and remembers the car', async () => {
    const slug = slugs[0] ?? '';
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl('harbour-ford', `/cars/${slug}`));
    const carName = ((await page.locator('h1').textContent()) ?? '').replace(/\s+/g, ' ').trim();
    const dialog = await openDialog(page, 'vehicle-enquiry');
    expect(await dialog.getByRole('heading').first().innerText()).toContain('Enquire about the');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
    expect(await dialog.locator('[data-slot="error-summary"]').innerText()).toContain(
      'Please fix the following errors:',
    );
    await fillContact(dialog);
    await dialog.locator('textarea[name="message"]').fill('Is it still available? vehicle-e2e-1');
    await waitMinimumFillTime(page);
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
    await page.waitForURL(/\/success\?form=vehicle-enquiry&car=\d+/, { timeout: 30_000 });
    expect(await page.locator('main').innerText()).toContain(
      carName.split(' ').slice(0, 3).join(' '),
    );
    const mail = await expectLeadEmail('vehicle-e2e-1');
    expect(mail).toContain(`/cars/${slug}`);
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });

  it('books a real test-drive slot; the slot disappears and a racing shopper is asked to pick again', async () => {
    const slug = slugs[1] ?? '';
    const shoppers = await Promise.all([openPage(browser), openPage(browser)]);
    for (const shopper of shoppers) {
      await visit(shopper, siteUrl('harbour-ford', `/cars/${slug}`));
      const dialog = await openDialog(shopper.page, 'test-drive');
      await fillContact(dialog);
    }
    const [first, second] = shoppers.map((shopper) => shopper.page) as [Page, Page];
    const slot = await pickSameSlot([first, second]);
    await expectAccessible(first);
    await waitMinimumFillTime(first);

    await first.getByRole('dialog').getByRole('button', { name: 'Book Test Drive' }).click();
    await first.waitForURL('**/success?form=test-drive*', { timeout: 30_000 });

    // Its form appeared after the first one's: its own minimum fill time, or it is spam.
    await waitMinimumFillTime(second);
    await second.getByRole('dialog').getByRole('button', { name: 'Book Test Drive' }).click();
    const taken = second
      .getByRole('dialog')
      .getByText('Sorry, that time has just been booked. Please pick another time.');
    await taken.first().waitFor({ timeout: 30_000 });
    expect(second.url()).toContain(`/cars/${slug}`);
    const times = second.getByRole('dialog').locator('fieldset select').nth(1);
    await expect
      .poll(async () =>
        (
          await times
            .locator('option')
            .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
        ).includes(slot),
      )
      .toBe(false);

    const carId = Number(new URL(first.url()).searchParams.get('car'));
    const { json } = await callSite('harbour-ford', `/api/test-drive/slots?car_id=${carId}`);
    const offered = (json.days as { slots: { startsAt: string }[] }[]).flatMap((day) =>
      day.slots.map((s) => s.startsAt),
    );
    expect(offered).not.toContain(slot);
    expect(offered.length).toBeGreaterThan(0);
    await Promise.all(shoppers.map((shopper) => shopper.context.close()));
  });

  it('requests photos, and offers the finance enquiry with the car’s query parameters', async () => {
    const slug = slugs[2] ?? '';
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl('harbour-ford', `/cars/${slug}`));
    const dialog = await openDialog(page, 'request-photos');
    expect(await dialog.locator('textarea[name="message"]').inputValue()).toBe(
      'Please send me more photos of this vehicle.',
    );
    await fillContact(dialog);
    await waitMinimumFillTime(page);
    await dialog.getByRole('button', { name: 'Request Photos' }).click();
    await page.waitForURL('**/success?form=request-photos*', { timeout: 30_000 });
    await expectLeadEmail('Request photos', 'Jordan');

    await visit(checked, siteUrl('harbour-ford', `/cars/${slug}`));
    const finance = page.locator('aside a[href^="/finance-enquiry"]');
    expect(await finance.innerText()).toBe('Pre-Approved');
    const href = (await finance.getAttribute('href')) ?? '';
    expect(href).toMatch(/car_id=\d+&car_type=\w+/);
    expect(href).toContain('vehiclePriceBudget=');
    expect(href).toContain('#finance-form');
    await checked.context.close();
  });

  it("offers 'Find Me Something Similar' for a sold car, prefilled as the spec says", async () => {
    const sold = (await listCarsById('harbour-ford', 600)).find((car) => !car.inStock);
    if (!sold) throw new Error('no sold car in the demo data');
    const checked = await openPage(browser);
    const { page } = checked;
    await visit(checked, siteUrl('harbour-ford', `/cars/${sold.slug}`));
    await page.locator('[data-slot="sold-block"] [data-lead-dialog="find-similar"]').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('form').waitFor();
    expect(await dialog.locator('textarea[name="message"]').inputValue()).toBe(
      'Can you please find me something similar?',
    );
    await fillContact(dialog);
    await waitMinimumFillTime(page);
    await dialog.getByRole('button', { name: 'Find Me Something Similar' }).click();
    await page.waitForURL('**/success?form=find-similar*', { timeout: 30_000 });
    await expectLeadEmail('Find me something similar', 'Can you please find me something similar?');

    await visit(checked, siteUrl('harbour-ford', `/cars/${sold.slug}/find-similar`));
    expect(await page.locator('h1').innerText()).toBe('Find Me Something Similar');
    await checked.context.close();
  });
});
