import type { PaymentProvider } from '@forecourt/core/checkout';
import { getEnv } from '@/env';
import { getLogger } from '../logger.ts';
import { createPaymentProviderFromEnv, describePaymentMode } from './payment-config.ts';

const globalKey = Symbol.for('forecourt.payment-provider');
type WithProvider = typeof globalThis & { [globalKey]?: PaymentProvider | null };

/**
 * The process's card-payment provider: Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET
 * are set, else null, which means 'reserve now, pay at the dealership'. Logs which, once.
 */
export function getPaymentProvider(): PaymentProvider | null {
  const store = globalThis as WithProvider;
  if (store[globalKey] !== undefined) return store[globalKey];
  const env = getEnv();
  store[globalKey] = createPaymentProviderFromEnv(env);
  getLogger()
    .child({ component: 'payments' })
    .info(
      { mode: describePaymentMode(env), apiBase: env.STRIPE_API_BASE },
      'card deposits: %s',
      store[globalKey] ? 'Stripe Checkout' : 'off (reserve now, pay at the dealership)',
    );
  return store[globalKey];
}
