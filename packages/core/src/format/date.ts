import { getZonedParts } from '../location/time-zone.ts';

/**
 * dd/MM/yyyy from a calendar date ('2025-07-01'). An instant has a date only in a time zone:
 * `formatZonedDate`.
 */
export function formatDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) throw new RangeError(`Not an ISO date: ${value}`);
  return `${match[3]}/${match[2]}/${match[1]}`;
}

/** dd/MM/yyyy of an instant as people in `timeZone` read it (the dealer's, or the site's). */
export function formatZonedDate(instant: Date, timeZone: string): string {
  return formatDate(getZonedParts(instant, timeZone).date);
}

const DAY_MS = 86_400_000;

/**
 * How long ago an ISO calendar date ('2025-07-01') was, in words ('today', 'yesterday',
 * '3 days ago', '2 months ago', '1 year ago'), counted in whole days of `timeZone` (the
 * site's); months and years to the nearest; a date after `now` reads 'today'.
 */
export function formatDaysAgo(value: string, now: Date, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) throw new RangeError(`Not an ISO date: ${value}`);
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const today = Date.parse(`${getZonedParts(now, timeZone).date}T00:00:00Z`);
  const days = Math.max(0, Math.round((today - day) / DAY_MS));
  if (days === 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 31) return `${days} days ago`;
  if (days < 365) {
    const months = Math.min(11, Math.round(days / 30.4375));
    return months === 1 ? '1 month ago' : `${months} months ago`;
  }
  const years = Math.round(days / 365.25);
  return years <= 1 ? '1 year ago' : `${years} years ago`;
}
