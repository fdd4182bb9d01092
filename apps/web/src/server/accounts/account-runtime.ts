import 'server-only';
import { join } from 'node:path';
import type { ShopperSession } from '@forecourt/db';
import { getDataDir } from '@forecourt/db/env';
import { cookies } from 'next/headers';
import { getEnv } from '@/env';
import { getDatabase } from '../database.ts';
import { getFormSecret } from '../leads/form-secret.ts';
import { getLogger } from '../logger.ts';
import type { Site } from '../site.ts';
import { SESSION_COOKIE } from './session-cookie.ts';
import { type AccountDeps, type AccountSite, getRequestSession } from './shopper-auth.ts';
import { createHttpSmsSender, createSpoolSmsSender, type SmsSender } from './sms-sender.ts';

const globalKey = Symbol.for('forecourt.sms-sender');
type WithSender = typeof globalThis & { [globalKey]?: SmsSender };

/** The process's SMS sender: the configured gateway, else files under <data>/sms. */
export function getSmsSender(): SmsSender {
  const store = globalThis as WithSender;
  if (store[globalKey]) return store[globalKey];
  const env = getEnv();
  const log = getLogger().child({ component: 'sms' });
  store[globalKey] =
    env.SMS_GATEWAY_URL && env.SMS_GATEWAY_TOKEN
      ? createHttpSmsSender({
          url: env.SMS_GATEWAY_URL,
          token: env.SMS_GATEWAY_TOKEN,
          from: env.SMS_FROM,
        })
      : createSpoolSmsSender({
          spoolDir: join(/* turbopackIgnore: true */ getDataDir(), 'sms'),
          log: (fields, message) => log.warn(fields, message),
        });
  return store[globalKey];
}

/** What account calls need. */
export async function getAccountDeps(): Promise<AccountDeps> {
  const { db } = await getDatabase();
  return {
    db,
    secret: getFormSecret(),
    sms: getSmsSender(),
    now: new Date(),
    smsBudgetPerHour: getEnv().SIGN_IN_SMS_BUDGET_PER_HOUR,
    log: getLogger().child({ component: 'sign-in' }),
  };
}

/** What sign-in needs of a site: its name for the text, and its own budget of texts. */
export function toAccountSite(site: Site): AccountSite {
  return { id: site.id, name: site.name, smsBudget: site.config.features.signInSmsBudget };
}

/** The signed-in shopper of an API request on this site, or null. */
export async function getApiSession(request: Request, site: Site): Promise<ShopperSession | null> {
  const { db } = await getDatabase();
  return getRequestSession(db, site.id, request.headers.get('cookie'), new Date());
}

/** The signed-in shopper of the page being rendered on this site, or null. */
export async function getPageSession(site: Site): Promise<ShopperSession | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return null;
  const { db } = await getDatabase();
  return getRequestSession(db, site.id, `${SESSION_COOKIE}=${token}`, new Date());
}

/** Whether the shopper came over HTTPS (the edge sets X-Forwarded-Proto from trusted hops only). */
export function isHttps(request: Request): boolean {
  return request.headers.get('x-forwarded-proto') === 'https';
}
