import 'server-only';
import { join } from 'node:path';
import { getDataDir } from '@forecourt/db/env';
import { getEnv } from '@/env';
import { createMailer, type Mailer } from './leads/delivery/mailer.ts';

const globalKey = Symbol.for('forecourt.mailer');
type WithMailer = typeof globalThis & { [globalKey]?: Mailer };

/**
 * The process's one mailer: SMTP_URL when set, else .eml files in the data folder's mail/
 * (a development machine keeps every message without a mail server).
 */
export function getMailer(): Mailer {
  const store = globalThis as WithMailer;
  if (store[globalKey]) return store[globalKey];
  const env = getEnv();
  store[globalKey] = createMailer({
    smtpUrl: env.SMTP_URL ?? null,
    from: env.LEADS_MAIL_FROM,
    spoolDir: join(/* turbopackIgnore: true */ getDataDir(), 'mail'),
  });
  return store[globalKey];
}
