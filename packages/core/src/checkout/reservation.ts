import { type Car, isInStock } from '../car/car.ts';

/**
 * A reservation's life (issue 15 §6): pending while the shopper pays, held for 48 hours once
 * paid (or at once when the site takes the deposit at the dealership), then released (no money
 * taken, or the payment page lapsed), refunded (a paid hold that ended) or converted (sold).
 */
export const reservationStatuses = [
  'pending',
  'held',
  'released',
  'converted',
  'refunded',
] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

/** What can happen to a reservation. */
export type ReservationAction = 'hold' | 'release' | 'refund' | 'convert';

const transitions: Record<
  ReservationStatus,
  Partial<Record<ReservationAction, ReservationStatus>>
> = {
  pending: { hold: 'held', release: 'released' },
  held: { release: 'released', refund: 'refunded', convert: 'converted' },
  released: {},
  converted: {},
  refunded: {},
};

/** The status an action leads to, or null when it may not happen from `from` (no skipping). */
export function nextReservationStatus(
  from: ReservationStatus,
  action: ReservationAction,
): ReservationStatus | null {
  return transitions[from][action] ?? null;
}

/** The statuses an action may start from, for the database's compare-and-set. */
export function reservationStatusesFor(action: ReservationAction): ReservationStatus[] {
  return reservationStatuses.filter((status) => transitions[status][action] !== undefined);
}

/** A pending or held reservation keeps the car from everyone else. */
export const LIVE_RESERVATION_STATUSES = ['pending', 'held'] as const satisfies ReservationStatus[];

/** Spec 1 §9: held for 48 hours. */
export const RESERVATION_HOLD_MS = 48 * 3_600_000;
/** How long the payment page stays open (Stripe Checkout's shortest expiry). */
export const RESERVATION_PAYMENT_WINDOW_MS = 30 * 60_000;
/** Spec 1 §9: the deposit is $200 unless the car's payment data says otherwise. */
export const DEFAULT_DEPOSIT_CENTS = 20_000;

/** The deposit for a car in cents: its own amount (whole dollars) when above $0, else $200. */
export function getDepositCents(car: Pick<Car, 'reserveAmount'>): number {
  return car.reserveAmount !== null && car.reserveAmount > 0
    ? car.reserveAmount * 100
    : DEFAULT_DEPOSIT_CENTS;
}

/**
 * Whether a shopper can reserve a car now (spec 1 §5, spec 2 §4): the site takes reservations,
 * the car's payment data allows it, it is in stock and nobody holds it.
 */
export function canReserve(
  car: Pick<Car, 'checkoutEnabled' | 'status' | 'reserved'>,
  checkout: { enabled: boolean },
): boolean {
  return checkout.enabled && car.checkoutEnabled && isInStock(car) && !car.reserved;
}
