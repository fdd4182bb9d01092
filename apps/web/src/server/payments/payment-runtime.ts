import type { PaymentProvider } from '@forecourt/core/checkout';
import { z } from 'zod';
import { getEnv } from '@/env';
import { getLogger } from '../logger.ts';
import { createPaymentProviderFromEnv, describePaymentMode } from './payment-config.ts';

const globalKey = Symbol.for('forecourt.payment-provider');
type WithProvider = typeof globalThis & { [globalKey]?: PaymentProvider | null };

/**
 * The process's card-payment provider: Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET
 * are set, else null, which means 'reserve now, pay at the dealership'. Throws (at start, via
 * instrumentation) when only one of the two is set.
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

/**
 * Run at start (instrumentation): logs the payment mode, or prints why the configuration is
 * refused and exits. Next would otherwise keep running and answer every request with a 500.
 */
export function startPayments(): void {
  try {
    getPaymentProvider();
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    const reasons = error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    console.error(`Configuration error, not starting:\n${reasons.join('\n')}`);
    process.exit(1);
  }
}
