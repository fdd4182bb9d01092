/** dd/MM/yyyy from an ISO date ('2025-07-01') or a Date (read in UTC+10 for AEST display). */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (!match) throw new RangeError(`Not an ISO date: ${value}`);
    return `${match[3]}/${match[2]}/${match[1]}`;
  }
  const aest = new Date(value.getTime() + 10 * 60 * 60 * 1000);
  const day = String(aest.getUTCDate()).padStart(2, '0');
  const month = String(aest.getUTCMonth() + 1).padStart(2, '0');
  return `${day}/${month}/${aest.getUTCFullYear()}`;
}

const DAY_MS = 86_400_000;

/**
 * How long ago an ISO calendar date ('2025-07-01') was, in words ('today', 'yesterday',
 * '3 days ago', '2 months ago', '1 year ago'), counted in whole days of Australian Eastern
 * time like `formatDate`; months and years to the nearest; a date after `now` reads 'today'.
 */
export function formatDaysAgo(value: string, now: Date): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) throw new RangeError(`Not an ISO date: ${value}`);
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const aest = new Date(now.getTime() + 10 * 60 * 60 * 1000);
  const today = Date.UTC(aest.getUTCFullYear(), aest.getUTCMonth(), aest.getUTCDate());
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
