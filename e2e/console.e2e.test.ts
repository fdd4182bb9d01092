import { randomUUID } from 'node:crypto';
import { DEMO_STAFF_PASSWORD } from '@forecourt/db/demo/staff';
import { sendToSite } from '@forecourt/testing/send-to-site';
import { Secret, TOTP } from 'otpauth';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPort } from './lib/app.ts';
import { launchBrowser } from './lib/browser.ts';
import { consoleUrl, readInvitationLink, signInToConsole } from './lib/console.ts';
import {
  CONTACT,
  expectLeadEmail,
  fillContact,
  readSpooledMail,
  waitMinimumFillTime,
} from './lib/leads.ts';
import { expectAccessible, openPage, resizeTo, siteUrl, visit } from './lib/page-checks.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { width: 390, height: 844 };

/** A request to the console host from Node, with a cookie. */
function callConsole(path: string, cookie: string, body?: unknown) {
  return sendToSite(appPort(), `console.localhost:${appPort()}`, {
    method: body === undefined ? 'GET' : 'POST',
    path,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  });
}

/** A shopper's enquiry through the site's contact form; answers the first name it used. */
async function sendEnquiry(
  site: string,
  message: string,
  dealership?: string,
  options: { tooFast?: boolean } = {},
): Promise<string> {
  const name = `Console${randomUUID().slice(0, 6)}`;
  const shopper = await openPage(browser);
  await visit(shopper, siteUrl(site, '/contact'));
  await fillContact(shopper.page, { ...CONTACT, name });
  if (dealership)
    await shopper.page.locator('select[name="preferred_dealership"]').selectOption(dealership);
  await shopper.page.locator('textarea[name="message"]').fill(message);
  // Sent sooner than a person could fill the form: stored, but held as likely spam.
  if (!options.tooFast) await waitMinimumFillTime(shopper.page);
  await shopper.page.getByRole('button', { name: 'Send Enquiry' }).click();
  await shopper.page.waitForURL('**/success?form=contact', { timeout: 30_000 });
  await shopper.context.close();
  return name;
}

describe('the dealer console', () => {
  it('answers only on its own host: no storefront routes there, no console routes on a site', async () => {
    const onConsole = await sendToSite(appPort(), `console.localhost:${appPort()}`, {
      method: 'GET',
      path: '/cars',
    });
    expect(onConsole.status).toBe(404);
    const onSite = await sendToSite(appPort(), `harbour-ford.localhost:${appPort()}`, {
      method: 'GET',
      path: '/sign-in/code',
    });
    expect(onSite.status).toBe(404);
    const signIn = await sendToSite(appPort(), `console.localhost:${appPort()}`, {
      method: 'GET',
      path: '/sign-in',
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(signIn.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const signedOut = await sendToSite(appPort(), `console.localhost:${appPort()}`, {
      method: 'GET',
      path: '/leads',
    });
    expect(signedOut.status).toBe(307);
    expect(signedOut.headers.location).toBe('/sign-in');
  });

  it('a salesperson signs in with password and emailed code, sees a new lead arrive live, and works it', async () => {
    const staff = await openPage(browser);
    await signInToConsole(staff, 'sam@harbourford.example', { checks: true });
    const { page } = staff;
    await expectAccessible(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Leads');
    await expect.poll(() => page.getByText('Harbour Ford').first().isVisible()).toBe(true);

    // A shopper sends an enquiry on the storefront; the open inbox shows it without a reload.
    const name = await sendEnquiry('harbour-ford', 'Is the Ranger still available?');
    const row = page.getByRole('link', { name: `${name} Citizen` });
    await expect.poll(() => row.isVisible(), { timeout: 10_000, interval: 250 }).toBe(true);
    expect(await page.getByRole('status').first().innerText()).toMatch(/New lead arrived/);

    await row.click();
    await page.waitForURL('**/leads/*');
    await expectAccessible(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(`${name} Citizen`);
    expect(await page.getByText('Is the Ranger still available?').isVisible()).toBe(true);
    await page.getByLabel('Status').selectOption('contacted');
    await page.getByLabel('Add a note (staff only)').fill('Called, coming in Saturday.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Called, coming in Saturday.').count()).toBe(1);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Saved.' }).count()).toBe(1);
    await resizeTo(staff, PHONE);
    await visit(staff, consoleUrl('/leads'));
    await resizeTo(staff, PHONE);
    expect(staff.errors).toEqual([]);
    await staff.context.close();
  });

  it('keeps another dealership’s lead out of reach by URL and by API', async () => {
    // The group admin's console opens on the group's first dealership by name.
    const name = await sendEnquiry(
      'southern-cross',
      'Looking for a Tucson.',
      'southern-cross-hyundai',
    );
    const staff = await openPage(browser);
    await signInToConsole(staff, 'sam@harbourford.example');
    const cookie = (await staff.context.cookies())
      .map((entry) => `${entry.name}=${entry.value}`)
      .join('; ');
    const manager = await openPage(browser);
    await signInToConsole(manager, 'group.admin@southerncross.example');
    const listed = await manager.page.evaluate(async () => (await fetch('/api/leads')).json());
    const foreign = (listed as { leads: { id: number; firstName: string }[] }).leads.find(
      (lead) => lead.firstName === name,
    );
    await manager.context.close();
    if (!foreign) throw new Error('the group admin should see the Southern Cross enquiry');
    expect((await callConsole(`/api/leads/${foreign.id}`, cookie)).status).toBe(404);
    expect((await callConsole(`/api/leads/${foreign.id}`, cookie, { status: 'sold' })).status).toBe(
      404,
    );
    await visit(staff, consoleUrl(`/leads/${foreign.id}`), 404);
    expect((await callConsole('/api/leads/abc', cookie)).status).toBe(404);
    expect((await callConsole('/api/leads', '')).status).toBe(401);
    await staff.context.close();
  });

  it('a principal invites a salesperson, who sets a password and signs in; sessions end from another browser', async () => {
    const principal = await openPage(browser);
    await signInToConsole(principal, 'principal@harbourford.example');
    const { page } = principal;
    await visit(principal, consoleUrl('/users'));
    const email = `new.${randomUUID().slice(0, 6)}@harbourford.example`;
    await page.getByLabel('Name').fill('Robin Lee');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Role').selectOption('salesperson');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: `Invitation emailed to ${email}.` })
          .count(),
      )
      .toBe(1);
    await expect.poll(() => page.getByText('Waiting to accept').count()).toBe(1);
    await resizeTo(principal, PHONE);
    await resizeTo(principal, { width: 1280, height: 800 });

    const link = await readInvitationLink(email);
    const invitee = await openPage(browser);
    await visit(invitee, link.replace(/^https?:\/\/[^/]+/, consoleUrl('')));
    await invitee.page.getByLabel('Choose a password').fill('password1234');
    await invitee.page.getByLabel('Type it again').fill('password1234');
    await invitee.page.getByRole('button', { name: 'Accept the invitation' }).click();
    const refusal = invitee.page.getByRole('alert').filter({ hasText: 'too easy to guess' });
    await expect.poll(() => refusal.count()).toBe(1);
    await invitee.page.getByLabel('Choose a password').fill('copper lantern harbour kite');
    await invitee.page.getByLabel('Type it again').fill('copper lantern harbour kite');
    await invitee.page.getByRole('button', { name: 'Accept the invitation' }).click();
    await invitee.page.waitForURL('**/sign-in');
    await invitee.context.close();

    // The principal's second browser ends the first one's session.
    const second = await openPage(browser);
    await signInToConsole(second, 'principal@harbourford.example');
    await visit(second, consoleUrl('/account'));
    await resizeTo(second, PHONE);
    await second.page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect
      .poll(() =>
        second.page.getByRole('status').filter({ hasText: 'Signed out everywhere else' }).count(),
      )
      .toBe(1);
    await page.goto(consoleUrl('/leads'));
    await page.waitForURL('**/sign-in');
    await visit(second, consoleUrl('/audit'));
    expect(await second.page.getByText('sessions.revoke').count()).toBeGreaterThan(0);
    await resizeTo(second, PHONE);
    expect(second.errors).toEqual([]);
    await second.context.close();
    await principal.context.close();
  });

  it('a sales manager releases a lead held as spam, and it reaches the dealer', async () => {
    const name = await sendEnquiry('harbour-ford', 'Held back, then released.', undefined, {
      tooFast: true,
    });
    const manager = await openPage(browser);
    await signInToConsole(manager, 'sales.manager@harbourford.example');
    const { page } = manager;
    await visit(manager, consoleUrl('/leads?spam=1'));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Spam review');
    await page.getByRole('link', { name: `${name} Citizen` }).click();
    await page.waitForURL('**/leads/*');
    await expectAccessible(page);
    expect(readSpooledMail().some((mail) => mail.includes(name))).toBe(false);
    await page.getByRole('button', { name: 'Not spam: release and deliver' }).click();
    await expect.poll(() => page.getByText('Held as likely spam').count()).toBe(0);
    await expectLeadEmail(name, 'Held back, then released.');
    await expect
      .poll(async () => (await page.getByText('Delivered').count()) > 0, { timeout: 15_000 })
      .toBe(true);
    expect(manager.errors).toEqual([]);
    await manager.context.close();
  });

  it('a platform admin switches to an authenticator app, then acts as a salesperson under a banner', async () => {
    const admin = await openPage(browser);
    await signInToConsole(admin, 'admin@forecourt.example');
    const { page } = admin;
    await visit(admin, consoleUrl('/account'));
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const key = (await page.locator('code').first().innerText()).replace(/\s/g, '');
    const app = new TOTP({
      secret: Secret.fromBase32(key),
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    });
    await expectAccessible(page);
    await page.getByLabel('The 6-digit code the app shows').fill(app.generate());
    await page.getByRole('button', { name: 'Turn it on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    await expectAccessible(page);
    await resizeTo(admin, PHONE);
    await resizeTo(admin, { width: 1280, height: 800 });

    // Signing in now asks for the app's code: no email is sent.
    const again = await openPage(browser);
    await visit(again, consoleUrl('/sign-in'));
    await again.page.getByLabel('Email address').fill('admin@forecourt.example');
    await again.page.getByLabel('Password').fill(DEMO_STAFF_PASSWORD);
    await again.page.getByRole('button', { name: 'Continue' }).click();
    await again.page.waitForURL('**/sign-in/code');
    expect(await again.page.getByRole('heading', { level: 1 }).innerText()).toBe(
      'Open your authenticator app',
    );
    await expectAccessible(again.page);
    // The next time step: the one that turned the app on is spent.
    await again.page
      .getByLabel('Code from your app')
      .fill(app.generate({ timestamp: Date.now() + 30_000 }));
    await again.page.getByRole('button', { name: 'Sign in' }).click();
    await again.page.waitForURL('**/leads');

    await visit(again, consoleUrl('/users'));
    await again.page
      .getByRole('button', { name: /^Act as / })
      .first()
      .click();
    await again.page.waitForURL('**/leads');
    const banner = again.page.getByRole('region', { name: 'Acting as someone else' });
    await banner.waitFor();
    await expectAccessible(again.page);
    await resizeTo(again, PHONE);
    await banner.getByRole('button', { name: /^Stop acting as / }).click();
    await again.page.waitForURL('**/users');
    expect(await banner.count()).toBe(0);
    await visit(again, consoleUrl('/audit?action=impersonation.start'));
    expect(await again.page.getByText('impersonation.start').count()).toBeGreaterThan(0);
    expect([...admin.errors, ...again.errors]).toEqual([]);
    await again.context.close();
    await admin.context.close();
  });
});
