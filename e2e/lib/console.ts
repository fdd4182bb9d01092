import { DEMO_STAFF_PASSWORD } from '@forecourt/db/demo/staff';
import { expect } from 'vitest';
import { appPort } from './app.ts';
import { readSpooledMail } from './leads.ts';
import { type CheckedPage, expectAccessible, visit } from './page-checks.ts';

/** The address of a path on the dealer console. */
export function consoleUrl(path = '/'): string {
  return `http://console.localhost:${appPort()}${path}`;
}

/** Quoted-printable soft breaks and escapes undone, so a code in a spooled email reads whole. */
export const decodeMail = (mail: string) =>
  mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The newest console sign-in code emailed to `email` other than those in `seen`. */
export async function readConsoleCode(email: string, seen: ReadonlySet<string> = new Set()) {
  let code = '';
  await expect
    .poll(
      () => {
        const codes = readSpooledMail()
          .map(decodeMail)
          .filter((mail) => mail.includes(`To: ${email}`))
          .flatMap(
            (mail) => /finish signing in to the Forecourt console is (\d{6})/.exec(mail)?.[1] ?? [],
          )
          .filter((candidate) => !seen.has(candidate));
        code = codes.at(-1) ?? '';
        return code !== '';
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBe(true);
  return code;
}

/** The codes already emailed to `email` (so the next sign-in reads only its own). */
export function sentConsoleCodes(email: string): Set<string> {
  return new Set(
    readSpooledMail()
      .map(decodeMail)
      .filter((mail) => mail.includes(`To: ${email}`))
      .flatMap(
        (mail) => /finish signing in to the Forecourt console is (\d{6})/.exec(mail)?.[1] ?? [],
      ),
  );
}

/**
 * Signs in to the console in the page as `email` (demo password, emailed code). With `checks`,
 * each step's page is checked as `visit` checks one (once a file is enough: they are the same
 * pages every time).
 */
export async function signInToConsole(
  checked: CheckedPage,
  email: string,
  { checks = false } = {},
): Promise<void> {
  const { page } = checked;
  const seen = sentConsoleCodes(email);
  if (checks) await visit(checked, consoleUrl('/sign-in'));
  else await page.goto(consoleUrl('/sign-in'));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/sign-in/code');
  if (checks) await expectAccessible(page);
  await page.getByLabel('Code from the email').fill(await readConsoleCode(email, seen));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/leads');
}

/** The invitation link emailed to `email`. */
export async function readInvitationLink(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = readSpooledMail()
          .map(decodeMail)
          .find((text) => text.includes(`To: ${email}`) && text.includes('/invite/'));
        link = /(https?:\/\/\S+\/invite\/[\w-]{43})/.exec(mail ?? '')?.[1] ?? '';
        return link !== '';
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBe(true);
  return link;
}
