/**
 * 'Sales this Month' (spec 2 §9): (day of month − 1) × 192, plus one for every 450 seconds of
 * today, in Australia/Brisbane. Brisbane keeps UTC+10 all year (Queensland has no daylight
 * saving), so a fixed offset is exact and no time-zone library is needed.
 */
export function getSalesThisMonth(now: Date): number {
  const brisbane = new Date(now.getTime() + 10 * 60 * 60 * 1000);
  const secondsToday =
    brisbane.getUTCHours() * 3600 + brisbane.getUTCMinutes() * 60 + brisbane.getUTCSeconds();
  return (brisbane.getUTCDate() - 1) * 192 + Math.floor(secondsToday / 450);
}

/** How often the counter recalculates, and how long it animates from old to new (spec 2 §4/§9). */
export const SALES_COUNTER_REFRESH_MS = 150_000;
export const SALES_COUNTER_ANIMATION_MS = 2_000;
