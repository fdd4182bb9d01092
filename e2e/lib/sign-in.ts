import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type CheckedPage, expectAccessible } from './page-checks.ts';

/** The code in the newest text the development SMS sender wrote for `e164` under `dataDir`. */
export async function readSentCode(dataDir: string, e164: string): Promise<string> {
  const dir = join(dataDir, 'sms');
  const digits = e164.replace(/\D/g, '');
  const names = (await readdir(dir)).filter((name) => name.endsWith(`-${digits}.json`));
  const newest = names.sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0])).at(-1);
  if (!newest) throw new Error(`no text to ${e164}`);
  const { text } = JSON.parse(await readFile(join(dir, newest), 'utf8')) as { text: string };
  return /^(\d{6}) /.exec(text)?.[1] ?? '';
}

/** Fills the sign-in form on the current page with a phone and the code texted to it. */
export async function signInOnPage(
  checked: CheckedPage,
  dataDir: string,
  phone: string,
  e164: string,
): Promise<void> {
  const { page } = checked;
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  const codeField = page.getByLabel('Code', { exact: true });
  await codeField.waitFor();
  await expectAccessible(page);
  await codeField.fill(await readSentCode(dataDir, e164));
  await page.getByRole('button', { name: 'Sign in' }).click();
}
