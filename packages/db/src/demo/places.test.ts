import { describe, expect, it } from 'vitest';
import { upcomingHolidays } from './places.ts';

describe('upcomingHolidays', () => {
  it("lists the state's public holidays in the next 60 days, with the real dates", () => {
    const easter2026 = upcomingHolidays(new Date('2026-03-20T00:00:00Z'), 'NSW', 'sales');
    expect(easter2026.filter((entry) => !entry.name.match(/stocktake|training/i))).toEqual([
      { date: '2026-04-03', name: 'Good Friday', status: 'Closed', open: null, close: null },
      {
        date: '2026-04-04',
        name: 'Easter Saturday',
        status: 'Open',
        open: '10:00',
        close: '16:00',
      },
      { date: '2026-04-06', name: 'Easter Monday', status: 'Open', open: '10:00', close: '16:00' },
      { date: '2026-04-25', name: 'Anzac Day', status: 'Closed', open: null, close: null },
    ]);
    // Melbourne Cup is Victoria's only; service closes on every public holiday.
    const vic = upcomingHolidays(new Date('2026-10-20T00:00:00Z'), 'VIC', 'service');
    expect(vic.find((entry) => entry.name === 'Melbourne Cup Day')).toMatchObject({
      date: '2026-11-03',
      status: 'Closed',
    });
    const nsw = upcomingHolidays(new Date('2026-10-20T00:00:00Z'), 'NSW', 'service');
    expect(nsw.some((entry) => entry.name === 'Melbourne Cup Day')).toBe(false);
  });

  it("moves the dealer's own day off a public holiday", () => {
    // 33 days after 23 November 2026 is Boxing Day.
    const entries = upcomingHolidays(new Date('2026-11-23T00:00:00Z'), 'VIC', 'sales');
    expect(entries.find((entry) => entry.name === 'Annual stocktake')?.date).toBe('2026-12-27');
    expect(entries.find((entry) => entry.date === '2026-12-26')?.name).toBe('Boxing Day');
  });

  it('always has special hours in the 60 days from any seed date, never before it', () => {
    for (let day = 0; day < 366; day += 7) {
      const now = new Date(Date.UTC(2026, 0, 1 + day));
      const entries = upcomingHolidays(now, 'QLD', 'sales');
      const today = now.toISOString().slice(0, 10);
      const until = new Date(now.getTime() + 60 * 86_400_000).toISOString().slice(0, 10);
      expect(entries.length).toBeGreaterThanOrEqual(2);
      expect(entries.every((entry) => entry.date >= today && entry.date <= until)).toBe(true);
      expect(new Set(entries.map((entry) => entry.date)).size).toBe(entries.length);
      expect(entries.some((entry) => entry.name === 'Annual stocktake')).toBe(true);
    }
  });
});
