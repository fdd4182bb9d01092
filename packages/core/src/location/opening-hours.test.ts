import { describe, expect, it } from 'vitest';
import { makeLocation, weekdayHours } from '../testing/location-fixture.ts';
import {
  formatHolidayDate,
  getOpenNow,
  groupOpeningHours,
  listDepartmentHours,
  listUpcomingSpecialHours,
} from './opening-hours.ts';

const schedule = { openingHours: weekdayHours, specialHours: [] };

describe('groupOpeningHours', () => {
  it('groups Monday to Friday as Mon-Fri when identical, then Sat and Sun', () => {
    expect(groupOpeningHours(weekdayHours).map((row) => [row.label, row.hours])).toEqual([
      ['Mon-Fri', '8:30 am – 5:30 pm'],
      ['Sat', '8:30 am – 12:00 pm'],
      ['Sun', 'Closed'],
    ]);
  });

  it('lists each day when one weekday differs', () => {
    const lateThursday = weekdayHours.map((entry) =>
      entry.weekday === 4 ? { ...entry, close: '19:00' } : entry,
    );
    const rows = groupOpeningHours(lateThursday);
    expect(rows.map((row) => row.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(rows[3]?.hours).toBe('8:30 am – 7:00 pm');
  });

  it('treats a missing day as closed and does not group a closed weekday with open ones', () => {
    const rows = groupOpeningHours(weekdayHours.filter((entry) => entry.weekday !== 3));
    expect(rows.find((row) => row.label === 'Wed')?.hours).toBe('Closed');
    expect(rows).toHaveLength(7);
  });
});

describe('getOpenNow', () => {
  // 2025-07-01 is a Tuesday; no daylight saving anywhere in July.
  it('reads the wall clock of the location’s state: 9:00 in Sydney is 7:00 in Perth', () => {
    const now = new Date('2025-06-30T23:00:00Z');
    expect(getOpenNow(schedule, 'NSW', now).open).toBe(true);
    expect(getOpenNow(schedule, 'QLD', now).open).toBe(true);
    const perth = getOpenNow(schedule, 'WA', now);
    expect(perth.open).toBe(false);
    expect(perth.summary).toBe('Closed now · opens 8:30 am');
    // Adelaide and Darwin are UTC+9:30 in winter: 23:10 UTC is 8:40 there, 22:50 UTC is 8:20.
    expect(getOpenNow(schedule, 'SA', new Date('2025-06-30T23:10:00Z')).open).toBe(true);
    expect(getOpenNow(schedule, 'NT', new Date('2025-06-30T22:50:00Z')).open).toBe(false);
  });

  it('follows the daylight-saving change: Sydney moves, Brisbane does not', () => {
    // Sydney moves to AEDT (+11) on Sunday 5 October 2025; Brisbane stays on AEST (+10).
    const beforeChange = new Date('2025-10-03T22:15:00Z'); // Fri 8:15 AEST in both
    expect(getOpenNow(schedule, 'NSW', beforeChange).open).toBe(false);
    expect(getOpenNow(schedule, 'QLD', beforeChange).open).toBe(false);
    const afterChange = new Date('2025-10-05T22:15:00Z'); // Mon 9:15 AEDT Sydney, 8:15 AEST Brisbane
    expect(getOpenNow(schedule, 'NSW', afterChange).open).toBe(true);
    expect(getOpenNow(schedule, 'QLD', afterChange).open).toBe(false);
    expect(getOpenNow(schedule, 'NSW', afterChange).weekday).toBe(1);
  });

  it('closes at closing time and names the next opening', () => {
    const saturdayNoon = new Date('2025-07-05T02:00:00Z'); // Sat 12:00 Brisbane
    const status = getOpenNow(schedule, 'QLD', saturdayNoon);
    expect(status.open).toBe(false);
    expect(status.summary).toBe('Closed now · opens Mon 8:30 am');
    expect(getOpenNow(schedule, 'QLD', new Date('2025-07-05T01:59:00Z')).summary).toBe(
      'Open now · closes 12:00 pm',
    );
  });

  it('lets special hours win over the week', () => {
    const holiday = {
      openingHours: weekdayHours,
      specialHours: [
        {
          date: '2025-12-25',
          name: 'Christmas Day',
          status: 'Closed' as const,
          open: null,
          close: null,
        },
      ],
    };
    const christmasMorning = new Date('2025-12-25T00:00:00Z'); // Thu 10:00 Brisbane
    const status = getOpenNow(holiday, 'QLD', christmasMorning);
    expect(status).toMatchObject({
      open: false,
      specialName: 'Christmas Day',
      todayHours: 'Closed',
    });
    expect(getOpenNow(schedule, 'QLD', christmasMorning).open).toBe(true);
  });
});

describe('listUpcomingSpecialHours', () => {
  it('keeps entries from the location’s today on, soonest first', () => {
    const entries = [
      {
        date: '2026-01-26',
        name: 'Australia Day',
        status: 'Open' as const,
        open: '10:00',
        close: '14:00',
      },
      {
        date: '2025-12-25',
        name: 'Christmas Day',
        status: 'Closed' as const,
        open: null,
        close: null,
      },
      {
        date: '2025-12-24',
        name: 'Christmas Eve',
        status: 'Closed' as const,
        open: null,
        close: null,
      },
    ];
    // 14:30 UTC on 24 Dec is already 25 Dec in Sydney (+11) but still 24 Dec in Perth (+8).
    const now = new Date('2025-12-24T14:30:00Z');
    expect(listUpcomingSpecialHours(entries, 'NSW', now).map((e) => e.date)).toEqual([
      '2025-12-25',
      '2026-01-26',
    ]);
    expect(listUpcomingSpecialHours(entries, 'WA', now)).toHaveLength(3);
  });

  it('formats a holiday date', () => {
    expect(formatHolidayDate('2025-12-25')).toBe('Thu 25 Dec 2025');
  });
});

describe('listDepartmentHours', () => {
  it("puts the location's own department first, then the others with their hours", () => {
    const service = weekdayHours.map((entry) => ({ ...entry, open: entry.open && '07:30' }));
    const location = makeLocation({
      departments: [
        { type: 'service', name: 'Service', phone: '+61755501220', openingHours: service },
        { type: 'service', name: 'Express Service', phone: null, openingHours: service },
      ],
    });
    expect(listDepartmentHours(location).map(({ id, name, phone }) => [id, name, phone])).toEqual([
      ['sales', 'Sales', '+61755501200'],
      ['service', 'Service', '+61755501220'],
      ['service-2', 'Express Service', null],
    ]);
  });
});
