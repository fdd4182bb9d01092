import {
  getHoldExpiry,
  isPaymentWebhookError,
  type PaymentEvent,
  type PaymentProvider,
} from '@forecourt/core/checkout';
import {
  changeReservation,
  type Db,
  getReservation,
  type Reservation,
  recordPaymentEvent,
} from '@forecourt/db';

export interface WebhookDeps {
  db: Db;
  provider: PaymentProvider;
  now: Date;
  /** Tells the dealer and the shopper about a reservation just held (idempotent). */
  announceHold: (reservation: Reservation) => Promise<void>;
  /** What was refused or ignored, and why (a warning: nothing failed, retrying changes nothing). */
  log: (fields: Record<string, unknown>, message: string) => void;
}

export interface WebhookAnswer {
  status: 200 | 400;
  body: { received: boolean; message?: string };
}

/**
 * A payment provider's webhook (issue 15 §4). A forged, tampered, stale or malformed one is
 * refused (400: the provider's retry would be refused again) and changes nothing. A genuine
 * one is applied through the reservation state machine — so a repeat changes nothing the
 * second time — and then stored once (append-only, by event id). Applying before storing means
 * a crash in between is mended by the provider's retry; only such a failure throws.
 */
export async function handlePaymentWebhook(
  deps: WebhookDeps,
  rawBody: string,
  signature: string | null,
): Promise<WebhookAnswer> {
  let event: PaymentEvent;
  try {
    event = deps.provider.parseWebhook(rawBody, signature);
  } catch (error) {
    if (!isPaymentWebhookError(error)) throw error;
    deps.log({ reason: error.message }, 'payment webhook refused');
    return { status: 400, body: { received: false, message: error.message } };
  }
  const reservation = await reservationOf(deps.db, event);
  if (reservation) await apply(deps, event, reservation);
  await recordPaymentEvent(deps.db, {
    provider: deps.provider.name,
    eventId: event.eventId,
    type: event.kind,
    reservationId: reservation?.id ?? null,
    payload: event,
    now: deps.now,
  });
  return { status: 200, body: { received: true } };
}

/** The reservation an event settles: only when the provider's session is the one we made. */
async function reservationOf(db: Db, event: PaymentEvent): Promise<Reservation | null> {
  if (event.kind !== 'deposit-paid' && event.kind !== 'deposit-expired') return null;
  const reservation = await getReservation(db, event.reservationId);
  return reservation?.providerSessionId === event.sessionId ? reservation : null;
}

async function apply(deps: WebhookDeps, event: PaymentEvent, reservation: Reservation) {
  if (event.kind === 'deposit-expired') {
    // Ends a reservation still waiting for payment. A paid hold is never released by it (the
    // state machine refuses): the shopper's deposit stays with the hold, which ends by refund.
    const change = await changeReservation(deps.db, reservation.id, 'release', deps.now);
    if (change.kind === 'refused' && change.reservation.status === 'held') {
      deps.log(
        { reservationId: reservation.id, eventId: event.eventId },
        'payment page expiry ignored: the deposit was paid and the car is held',
      );
    }
    return;
  }
  if (event.kind !== 'deposit-paid') return;
  const change = await changeReservation(deps.db, reservation.id, 'hold', deps.now, {
    holdExpiresAt: getHoldExpiry(deps.now, reservation.holdHours),
    paymentIntentId: event.paymentIntentId,
  });
  const current = change.kind === 'missing' ? null : change.reservation;
  if (current?.status === 'held') {
    if (current.leadId === null) await deps.announceHold(current);
    return;
  }
  if (current?.status === 'released') {
    // Paid after the payment window lapsed and the car went back on sale: give it back.
    const { refundId } = await deps.provider.refund({
      paymentIntentId: event.paymentIntentId,
      amountCents: event.amountCents,
      idempotencyKey: `reservation-${reservation.id}-late-refund`,
    });
    deps.log({ reservationId: reservation.id, refundId }, 'late deposit refunded');
  }
}
