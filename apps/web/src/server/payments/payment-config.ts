import type { PaymentProvider } from '@forecourt/core/checkout';
import type { WebEnv } from '@/env';
import { createStripeProvider } from './stripe-provider.ts';

export type PaymentMode = 'stripe-test' | 'stripe-live' | 'pay-at-dealership';

/**
 * The provider the environment configures: Stripe when both keys are set, else null ('reserve
 * now, pay at the dealership'). `readEnv` has already refused half a configuration.
 */
export function createPaymentProviderFromEnv(
  env: Pick<WebEnv, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE'>,
): PaymentProvider | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  return createStripeProvider({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiBase: env.STRIPE_API_BASE,
  });
}

/** Which mode the environment selects, for the start-up log line (never the key itself). */
export function describePaymentMode(env: Pick<WebEnv, 'STRIPE_SECRET_KEY'>): PaymentMode {
  if (!env.STRIPE_SECRET_KEY) return 'pay-at-dealership';
  return /^(sk|rk)_live_/.test(env.STRIPE_SECRET_KEY) ? 'stripe-live' : 'stripe-test';
}
