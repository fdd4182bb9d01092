import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getHoursOn } from '../leads/test-drive-slots.ts';
import type { OpeningHour } from '../location/location.ts';
import { getZonedParts } from '../location/time-zone.ts';
import { openMinutesBetween } from './open-minutes.ts';

const weekdays: OpeningHour[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  status: 'Open',
  open: '08:30',
  close: '17:00',
})) as OpeningHour[];
const saturday = { weekday: 6, status: 'Open', open: '09:00', close: '12:00' } as OpeningHour;
const schedule = {
  openingHours: [...weekdays, saturday],
  specialHours: [
    {
      date: '2026-12-25',
      name: 'Christmas Day',
      status: 'Closed' as const,
      open: null,
      close: null,
    },
  ],
  timeZone: 'Australia/Sydney',
};

/** The reference: look at the wall clock once a minute. */
function countMinutes(from: Date, to: Date) {
  let count = 0;
  for (let t = from.getTime(); t + 60_000 <= to.getTime(); t += 60_000) {
    const { date, time } = getZonedParts(new Date(t), schedule.timeZone);
    const hours = getHoursOn(date, schedule);
    if (hours && hours.open <= time.slice(0, 5) && time.slice(0, 5) < hours.close) count++;
  }
  return count;
}

describe('openMinutesBetween', () => {
  it('counts only opening hours', () => {
    // Friday 27/11/2026 4:50 pm Sydney (AEDT) to Monday 8:45 am: 10 + 180 + 15 minutes.
    expect(
      openMinutesBetween(
        new Date('2026-11-27T05:50:00Z'),
        new Date('2026-11-29T21:45:00Z'),
        schedule,
      ),
    ).toBe(205);
  });

  it('skips holidays', () => {
    expect(
      openMinutesBetween(
        new Date('2026-12-24T22:00:00Z'),
        new Date('2026-12-25T12:00:00Z'),
        schedule,
      ),
    ).toBe(0);
  });

  it('counts every minute when the dealer set no hours', () => {
    expect(
      openMinutesBetween(new Date('2026-11-27T00:00:00Z'), new Date('2026-11-27T00:20:00Z'), {
        ...schedule,
        openingHours: [],
      }),
    ).toBe(20);
  });

  it('agrees with a minute-by-minute count', () => {
    const start = new Date('2026-09-25T00:00:00Z').getTime();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 * 24 * 20 }),
        fc.integer({ min: 0, max: 60 * 24 * 4 }),
        (offset, length) => {
          const from = new Date(start + offset * 60_000);
          const to = new Date(from.getTime() + length * 60_000);
          expect(openMinutesBetween(from, to, schedule)).toBe(countMinutes(from, to));
        },
      ),
      { numRuns: 25 },
    );
  });
});
