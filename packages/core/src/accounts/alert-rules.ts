import type { CarStatus } from '../car/car.ts';
import { getZonedParts } from '../location/time-zone.ts';

/** What a shopper's alert tells them about. */
export const alertKinds = ['new-match', 'price-drop', 'sold'] as const;
export type AlertKind = (typeof alertKinds)[number];

/** How a shopper can get their digest. */
export const alertChannels = ['email', 'sms'] as const;
export type AlertChannel = (typeof alertChannels)[number];

/** What a shopper was last told about a watched car. */
export interface WatchedCarMark {
  /** Null until the worker first sees the car. */
  alertedPrice: number | null;
  alertedSold: boolean;
}

export interface WatchedCarJudgement {
  alert: { kind: 'price-drop'; oldPrice: number } | { kind: 'sold' } | null;
  /** The mark to keep, whether or not there is news. */
  mark: WatchedCarMark;
}

/**
 * What a watched car's current price and status mean to its watcher (issue 14 §6): a sale is
 * news once; a price below the one they last heard of is a price drop, and the new price is
 * what the next drop is measured from. A rise, or a price withdrawn (0), is remembered but not
 * news, so a car that goes up and comes back down alerts on the way down from the higher price.
 * The first sight of a car only records its price: saving a car is not news.
 */
export function judgeWatchedCar(
  mark: WatchedCarMark,
  car: { price: number; status: CarStatus },
): WatchedCarJudgement {
  if (car.status === 'sold') {
    return mark.alertedSold
      ? { alert: null, mark }
      : { alert: { kind: 'sold' }, mark: { alertedPrice: car.price, alertedSold: true } };
  }
  // Back in stock (a sale that fell through): a later sale is news again.
  const kept = { alertedPrice: car.price, alertedSold: false };
  const before = mark.alertedPrice;
  if (before !== null && before > 0 && car.price > 0 && car.price < before) {
    return { alert: { kind: 'price-drop', oldPrice: before }, mark: kept };
  }
  return {
    alert: null,
    mark: before === car.price && !mark.alertedSold ? mark : kept,
  };
}

/** Whether judging changed the mark, i.e. whether it must be written back. */
export function markChanged(before: WatchedCarMark, after: WatchedCarMark): boolean {
  return before.alertedPrice !== after.alertedPrice || before.alertedSold !== after.alertedSold;
}

/**
 * The shopper's day a digest belongs to: the site's local date, 'yyyy-mm-dd'. One digest per
 * shopper per such day is the database's unique key.
 */
export function alertDay(now: Date, timeZone: string): string {
  return getZonedParts(now, timeZone).date;
}

/** Pending items older than this are dropped unsent (no channel reached the shopper in time). */
export const ALERT_ITEM_MAX_AGE_MS = 14 * 86_400_000;
/** A digest names at most this many cars, then says how many more there are. */
export const MAX_DIGEST_ITEMS = 20;
