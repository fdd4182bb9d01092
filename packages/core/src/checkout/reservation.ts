import { type Car, isInStock } from '../car/car.ts';
import { formatZonedDate } from '../format/date.ts';
import { formatCents } from '../format/price.ts';
import { formatZonedDateTime } from '../location/time-zone.ts';

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

/** card: the deposit is paid online; dealer: it is paid at the dealership. */
export const reservationModes = ['card', 'dealer'] as const;
export type ReservationMode = (typeof reservationModes)[number];

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

/**
 * The status an action leads to, or null when it may not happen from `from` (no skipping).
 * A hold with a deposit paid by card (`paid`) never ends by 'release', which would keep the
 * shopper's money: it ends by 'refund' or 'convert' only, whoever asks (a payment event, the
 * worker, the shopper, the dealer).
 */
export function nextReservationStatus(
  from: ReservationStatus,
  action: ReservationAction,
  paid: boolean,
): ReservationStatus | null {
  if (paid && from === 'held' && action === 'release') return null;
  return transitions[from][action] ?? null;
}

/** The statuses an action may start from, for the database's compare-and-set. */
export function reservationStatusesFor(action: ReservationAction): ReservationStatus[] {
  return reservationStatuses.filter((status) => transitions[status][action] !== undefined);
}

/** A pending or held reservation keeps the car from everyone else. */
export const LIVE_RESERVATION_STATUSES = ['pending', 'held'] as const satisfies ReservationStatus[];

/** Live reservations one shopper (account, phone or email) may have on a site at once. */
export const MAX_LIVE_RESERVATIONS_PER_SHOPPER = 2;
/** Live reservations one client network may have on a site at once (a family, an office). */
export const MAX_LIVE_RESERVATIONS_PER_CLIENT = 3;

/** How long the payment page stays open (Stripe Checkout's shortest expiry). */
export const RESERVATION_PAYMENT_WINDOW_MS = 30 * 60_000;
/**
 * A pending reservation outlives its payment page by this much, so a payment made in the
 * page's last minute (its expiry is rounded up by the adapter) still finds the car held for it.
 */
export const RESERVATION_PAYMENT_GRACE_MS = 15 * 60_000;

/**
 * The deposit for a car in cents (spec 1 §9, spec 2 §9): the car's own amount, else the site's
 * default (`vehiclePage.reserve.defaultDeposit`, $200) — the amount the Reserve label shows.
 * $0 means the car is held without a deposit.
 */
export function getDepositCents(
  car: Pick<Car, 'reserveAmount'>,
  defaultDepositDollars: number,
): number {
  return (car.reserveAmount ?? defaultDepositDollars) * 100;
}

/** When a hold that starts at `now` ends (`vehiclePage.reserve.holdHours`, 48). */
export function getHoldExpiry(now: Date, holdHours: number): Date {
  return new Date(now.getTime() + holdHours * 3_600_000);
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

/** A reservation's status as a shopper reads it ('Held until 28/11/2026', in `timeZone`). */
export function describeReservationStatus(
  reservation: {
    status: ReservationStatus;
    holdExpiresAt: Date | null;
  },
  timeZone: string,
): string {
  switch (reservation.status) {
    case 'pending':
      return 'Waiting for payment';
    case 'held':
      return reservation.holdExpiresAt
        ? `Held until ${formatZonedDate(reservation.holdExpiresAt, timeZone)}`
        : 'Held';
    case 'released':
      return 'Ended';
    case 'refunded':
      return 'Ended, deposit refunded';
    case 'converted':
      return 'Sold to you';
  }
}

/**
 * What the dealer is told about a held reservation, in one line, with the hold's end in
 * `timeZone` (the car's location's). A hold without a deposit says so, and nothing of refunds.
 */
export function describeReservationForDealer(
  reservation: {
    amountCents: number;
    mode: ReservationMode;
    paymentIntentId: string | null;
    holdExpiresAt: Date | null;
  },
  timeZone: string,
): string {
  const until = reservation.holdExpiresAt
    ? formatZonedDateTime(reservation.holdExpiresAt, timeZone)
    : 'unknown';
  if (reservation.amountCents === 0) return `Reserved online with no deposit. Held until ${until}.`;
  const deposit = formatCents(reservation.amountCents);
  const paid =
    reservation.mode === 'card'
      ? `paid by card (${reservation.paymentIntentId ?? 'payment pending'})`
      : 'to be paid at the dealership';
  return `Reserved online: ${deposit} deposit, ${paid}, 100% refundable. Held until ${until}.`;
}
