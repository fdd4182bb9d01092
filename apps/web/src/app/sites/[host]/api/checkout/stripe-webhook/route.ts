import { handlePaymentWebhook } from '@/server/checkout/payment-webhook';
import { announceHold } from '@/server/checkout/reservation-runtime';
import { getDatabase } from '@/server/database';
import { json, jsonError, storageFailed } from '@/server/http/json-route';
import { getLogger } from '@/server/logger';
import { getPaymentProvider } from '@/server/payments/payment-runtime';

/**
 * POST /api/checkout/stripe-webhook — Stripe's events (docs/payments.md). The signature over the
 * raw body is the authority (Stripe posts from its servers: no same-site check); a refused one
 * is a 400 and changes nothing. A 5xx makes Stripe retry, which is what a failure here wants.
 */
export async function POST(request: Request) {
  const provider = getPaymentProvider();
  if (!provider) return jsonError(404, 'Card payments are not set up on this deployment.');
  const raw = await request.text();
  if (raw.length > 256 * 1024) return jsonError(413, 'Too large');
  const log = getLogger().child({ component: 'payments' });
  try {
    const { db } = await getDatabase();
    const answer = await handlePaymentWebhook(
      {
        db,
        provider,
        now: new Date(),
        announceHold,
        log: (fields, message) => log.warn(fields, message),
      },
      raw,
      request.headers.get('stripe-signature'),
    );
    return json(answer.body, answer.status);
  } catch (error) {
    return storageFailed(error, 'Webhook not processed; retry.', {
      message: 'stripe webhook failed',
    });
  }
}
