import type { PaymentProvider } from '@forecourt/core/checkout';
import {
  changeReservation,
  type Db,
  type Reservation,
  type ReservationChange,
} from '@forecourt/db';

export interface EndDeps {
  db: Db;
  provider: PaymentProvider | null;
  now: Date;
}

/**
 * Ends a live reservation the one way it can end unsold: a pending one is released (nothing
 * was charged; a payment that still arrives is refunded by the webhook), a held one is
 * refunded when a deposit was paid by card, else released. The refund's idempotency key is
 * the reservation's, so a retry after a crash never refunds twice. Expiry, the shopper's
 * cancel link and the dealer's release all come here.
 */
export async function endReservation(
  deps: EndDeps,
  reservation: Reservation,
): Promise<ReservationChange> {
  if (reservation.status === 'held' && reservation.paymentIntentId) {
    if (!deps.provider) throw new Error('A card deposit to refund, but no payment provider');
    const { refundId } = await deps.provider.refund({
      paymentIntentId: reservation.paymentIntentId,
      amountCents: reservation.amountCents,
      idempotencyKey: `reservation-${reservation.id}-refund`,
    });
    return changeReservation(deps.db, reservation.id, 'refund', deps.now, { refundId });
  }
  return changeReservation(deps.db, reservation.id, 'release', deps.now);
}
