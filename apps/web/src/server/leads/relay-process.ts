import { getEnv } from '@/env';
import { getSmsSender } from '../accounts/account-runtime.ts';
import { getDatabase } from '../database.ts';
import { getLogger } from '../logger.ts';
import { getMailer } from '../mailer-runtime.ts';
import { getPublicAddress } from '../site-origin.ts';
import { createLeadRelay, type LeadRelay } from './relay.ts';

const globalKey = Symbol.for('forecourt.lead-relay');
type WithRelay = typeof globalThis & { [globalKey]?: Promise<LeadRelay> };

/** Start the outbox relay in this server process (once), unless LEAD_RELAY=off. */
export function startLeadRelayInProcess(): Promise<LeadRelay> | null {
  const env = getEnv();
  if (env.LEAD_RELAY === 'off') return null;
  const store = globalThis as WithRelay;
  store[globalKey] ??= (async () => {
    const log = getLogger().child({ component: 'lead-relay' });
    const mailer = getMailer();
    const relay = createLeadRelay(
      await getDatabase(),
      { mailer, sms: getSmsSender(), fetch, now: () => new Date(), timeoutMs: 10_000 },
      {
        batchSize: 25,
        leaseMs: env.LEAD_RELAY_LEASE_MS,
        pollMs: 2_000,
        gatherMs: 250,
        retryBaseMs: env.LEAD_RELAY_RETRY_BASE_MS,
        retryMaxMs: env.LEAD_RELAY_RETRY_MAX_MS,
        address: getPublicAddress(),
      },
      log,
    );
    await relay.start();
    log.info({ smtp: Boolean(env.SMTP_URL) }, 'lead relay started');
    const stop = () => {
      relay.stop().finally(() => mailer.close());
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    return relay;
  })();
  return store[globalKey];
}
