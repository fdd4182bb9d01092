import { getZonedParts } from '../location/time-zone.ts';

/**
 * 'Sales this Month' (spec 2 §9): (day of month − 1) × 192, plus one for every 450 seconds of
 * today, in Australia/Brisbane (the spec's zone, whatever the dealer's).
 */
export function getSalesThisMonth(now: Date): number {
  const { date, secondOfDay } = getZonedParts(now, 'Australia/Brisbane');
  return (Number(date.slice(8, 10)) - 1) * 192 + Math.floor(secondOfDay / 450);
}

/** How often the counter recalculates, and how long it animates from old to new (spec 2 §4/§9). */
export const SALES_COUNTER_REFRESH_MS = 150_000;
export const SALES_COUNTER_ANIMATION_MS = 2_000;
