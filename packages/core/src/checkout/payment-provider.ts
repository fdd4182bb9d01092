/**
 * What reserving a car needs from a card-payment provider (issue 15 §4). The Stripe adapter
 * implements it with the official SDK; with no provider configured a site offers 'reserve now,
 * pay at the dealership' instead, never a pretend payment form. Money is in integer cents.
 */
export interface DepositSessionRequest {
  /** Ours, sent to the provider as metadata so a webhook names the reservation it settles. */
  reservationId: number;
  amountCents: number;
  currency: 'aud';
  /** Shown on the provider's payment page ('Refundable deposit: 2021 Ford Ranger XLT'). */
  description: string;
  customerEmail: string | null;
  /** Absolute URLs on the dealer's site. */
  successUrl: string;
  cancelUrl: string;
  /** The payment page stops taking payment at this time (the pending reservation lapses). */
  expiresAt: Date;
  /** Same key for every retry of one reservation's create: never two sessions, never two charges. */
  idempotencyKey: string;
}

export interface DepositSession {
  sessionId: string;
  /** Where the shopper pays (the provider's hosted page). */
  redirectUrl: string;
}

export interface RefundRequest {
  paymentIntentId: string;
  amountCents: number;
  idempotencyKey: string;
}

/** A verified provider event, reduced to what a reservation's state machine acts on. */
export type PaymentEvent =
  | {
      kind: 'deposit-paid';
      /** The provider's event id: a repeat of one event must change state once. */
      eventId: string;
      sessionId: string;
      paymentIntentId: string;
      reservationId: number;
      amountCents: number;
    }
  | { kind: 'deposit-expired'; eventId: string; sessionId: string; reservationId: number }
  | { kind: 'refunded'; eventId: string; paymentIntentId: string; amountCents: number }
  /** Verified but of a type we do not act on; stored, changes nothing. */
  | { kind: 'ignored'; eventId: string; type: string };

const WEBHOOK_REFUSED = 'payment-webhook-refused';

/**
 * A webhook the provider did not send, or cannot be read: answer 400, change nothing. Recognise
 * it with `isPaymentWebhookError`, never `instanceof`: a Next build loads this module once per
 * bundle, and the process's one provider (made by whichever bundle asked first) throws its own
 * bundle's class, which another bundle's `instanceof` does not recognise.
 */
export class PaymentWebhookError extends Error {
  override readonly name = 'PaymentWebhookError';
  readonly code = WEBHOOK_REFUSED;
}

/** Whether `error` is a `PaymentWebhookError` from any copy of this module. */
export function isPaymentWebhookError(error: unknown): error is PaymentWebhookError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === WEBHOOK_REFUSED
  );
}

export interface PaymentProvider {
  readonly name: 'stripe';
  createDepositSession(request: DepositSessionRequest): Promise<DepositSession>;
  refund(request: RefundRequest): Promise<{ refundId: string }>;
  /**
   * Checks the signature and timestamp of a webhook's raw body and reads the event; throws
   * `PaymentWebhookError` (see `isPaymentWebhookError`) for a forged, tampered or stale one.
   */
  parseWebhook(rawBody: string, signatureHeader: string | null): PaymentEvent;
}
