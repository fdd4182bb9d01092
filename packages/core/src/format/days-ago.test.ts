import { describe, expect, it } from 'vitest';
import { formatDaysAgo as formatIn, formatZonedDate } from './date.ts';

const formatDaysAgo = (value: string, at: Date) => formatIn(value, at, 'Australia/Brisbane');

// 10:00 on 23 November 2026 in Brisbane (UTC+10).
const now = new Date('2026-11-23T00:00:00Z');

describe('formatDaysAgo', () => {
  it("counts whole days in the site's time zone", () => {
    expect(formatDaysAgo('2026-11-23', now)).toBe('today');
    expect(formatDaysAgo('2026-11-22', now)).toBe('yesterday');
    expect(formatDaysAgo('2026-11-20', now)).toBe('3 days ago');
    expect(formatDaysAgo('2026-10-24', now)).toBe('30 days ago');
    // 23:30 UTC on the 22nd is already 09:30 on the 23rd in Brisbane.
    expect(formatDaysAgo('2026-11-22', new Date('2026-11-22T23:30:00Z'))).toBe('yesterday');
    expect(formatDaysAgo('2026-11-22', new Date('2026-11-22T13:30:00Z'))).toBe('today');
  });

  it('reads months below a year and years beyond', () => {
    expect(formatDaysAgo('2026-10-23', now)).toBe('1 month ago');
    expect(formatDaysAgo('2026-05-23', now)).toBe('6 months ago');
    expect(formatDaysAgo('2025-11-24', now)).toBe('11 months ago');
    expect(formatDaysAgo('2025-11-23', now)).toBe('1 year ago');
    expect(formatDaysAgo('2024-06-01', now)).toBe('2 years ago');
    // To the nearest: 59 days is about 2 months, 700 days about 2 years.
    expect(formatDaysAgo('2026-09-25', now)).toBe('2 months ago');
    expect(formatDaysAgo('2024-12-23', now)).toBe('2 years ago');
    expect(formatDaysAgo('2025-06-23', now)).toBe('1 year ago');
  });

  it('counts days where the dealer is: Perth is still on yesterday when Sydney is not', () => {
    // 14:30 UTC on the 22nd: 01:30 on the 23rd in Sydney (daylight saving), 22:30 in Perth.
    const at = new Date('2026-11-22T14:30:00Z');
    expect(formatIn('2026-11-22', at, 'Australia/Sydney')).toBe('yesterday');
    expect(formatIn('2026-11-22', at, 'Australia/Perth')).toBe('today');
    expect(formatZonedDate(at, 'Australia/Sydney')).toBe('23/11/2026');
    expect(formatZonedDate(at, 'Australia/Perth')).toBe('22/11/2026');
    // Brisbane has no daylight saving: 13:30 UTC is 23:30 there, 00:30 in Sydney.
    expect(formatZonedDate(new Date('2026-11-22T13:30:00Z'), 'Australia/Brisbane')).toBe(
      '22/11/2026',
    );
    expect(formatZonedDate(new Date('2026-11-22T13:30:00Z'), 'Australia/Sydney')).toBe(
      '23/11/2026',
    );
  });

  it('reads a date after now as today and refuses a non-date', () => {
    expect(formatDaysAgo('2026-11-30', now)).toBe('today');
    expect(() => formatDaysAgo('last week', now)).toThrow(RangeError);
  });
});
