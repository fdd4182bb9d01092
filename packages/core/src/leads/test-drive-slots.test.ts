import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OpeningHour } from '../location/location.ts';
import {
  addDays,
  formatZonedTime,
  getZonedParts,
  zonedTimeToInstant,
} from '../location/time-zone.ts';
import {
  formatDayLabel,
  getHoursOn,
  isOfferedSlot,
  listTestDriveSlots,
  type SlotSchedule,
  type TestDriveDay,
} from './test-drive-slots.ts';

const weekdays: OpeningHour[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  status: weekday === 0 ? 'Closed' : 'Open',
  open: weekday === 0 ? null : '09:00',
  close: weekday === 0 ? null : weekday === 6 ? '12:00' : '17:00',
}));

const schedule: SlotSchedule = {
  openingHours: weekdays,
  specialHours: [
    { date: '2025-07-02', name: 'Show day', status: 'Closed', open: null, close: null },
  ],
  timeZone: 'Australia/Brisbane',
  leadTimeMinutes: 120,
  slotMinutes: 60,
  daysAhead: 7,
};
// Tuesday 1 July 2025, 10:15 in Brisbane.
const now = new Date('2025-07-01T00:15:00Z');

describe('listTestDriveSlots', () => {
  const days = listTestDriveSlots(schedule, now);

  it('starts after the lead time and ends when a drive would run past closing', () => {
    expect(days[0]?.date).toBe('2025-07-01');
    expect(days[0]?.slots.map((slot) => slot.label)).toEqual([
      '1:00 pm',
      '2:00 pm',
      '3:00 pm',
      '4:00 pm',
    ]);
    expect(days[0]?.slots[0]?.startsAt).toBe('2025-07-01T03:00:00.000Z');
  });

  it('skips holidays and closed days, and keeps short Saturdays', () => {
    expect(days.map((day) => day.date)).toEqual([
      '2025-07-01',
      '2025-07-03',
      '2025-07-04',
      '2025-07-05',
      '2025-07-07',
    ]);
    expect(days.find((day) => day.date === '2025-07-05')?.slots).toHaveLength(3);
    expect(days[1]?.label).toBe('Thu 3 July');
  });

  it('leaves out slots already booked', () => {
    const booked = [new Date('2025-07-01T03:00:00Z')];
    expect(listTestDriveSlots(schedule, now, booked)[0]?.slots[0]?.label).toBe('2:00 pm');
  });

  it('honours special opening hours over the usual week', () => {
    const special = {
      ...schedule,
      specialHours: [
        {
          date: '2025-07-06',
          name: 'Open Sunday',
          status: 'Open' as const,
          open: '10:00',
          close: '12:00',
        },
      ],
    };
    expect(
      listTestDriveSlots(special, now).find((day) => day.date === '2025-07-06')?.slots,
    ).toHaveLength(2);
  });
});

describe('isOfferedSlot', () => {
  it('accepts a listed slot and refuses past, off-grid and holiday times', () => {
    expect(isOfferedSlot(schedule, now, new Date('2025-07-01T03:00:00Z'))).toBe(true);
    expect(isOfferedSlot(schedule, now, new Date('2025-07-01T00:00:00Z'))).toBe(false);
    expect(isOfferedSlot(schedule, now, new Date('2025-07-01T03:10:00Z'))).toBe(false);
    expect(isOfferedSlot(schedule, now, new Date('2025-07-02T00:00:00Z'))).toBe(false);
  });
});

/** The plain reading of spec 1 §7, one time-zone conversion per slot: what the fast path must equal. */
function referenceSlots(schedule: SlotSchedule, now: Date, booked: Date[]): TestDriveDay[] {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const clock = (total: number) =>
    `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  const taken = new Set(booked.map((instant) => instant.getTime()));
  const earliest = now.getTime() + schedule.leadTimeMinutes * 60_000;
  const today = getZonedParts(now, schedule.timeZone).date;
  const days: TestDriveDay[] = [];
  for (let offset = 0; offset < schedule.daysAhead; offset += 1) {
    const date = addDays(today, offset);
    const hours = getHoursOn(date, schedule);
    if (!hours) continue;
    const slots = [];
    for (
      let start = minutes(hours.open);
      start + schedule.slotMinutes <= minutes(hours.close);
      start += schedule.slotMinutes
    ) {
      const instant = zonedTimeToInstant(date, clock(start), schedule.timeZone);
      if (instant.getTime() < earliest || taken.has(instant.getTime())) continue;
      slots.push({
        startsAt: instant.toISOString(),
        label: formatZonedTime(instant, schedule.timeZone),
      });
    }
    if (slots.length > 0) days.push({ date, label: formatDayLabel(date), slots });
  }
  return days;
}

describe('listTestDriveSlots against the per-slot reference', () => {
  const zones = [
    'Australia/Sydney',
    'Australia/Adelaide',
    'Australia/Lord_Howe',
    'Australia/Perth',
    'Australia/Brisbane',
    'Pacific/Chatham',
    'America/St_Johns',
  ];
  const clock = fc
    .integer({ min: 0, max: 47 })
    .map((half) => `${String(Math.floor(half / 2)).padStart(2, '0')}:${half % 2 ? '30' : '00'}`);
  // Days around the April and October daylight-saving changes, and any other day.
  const instant = fc.oneof(
    fc.date({ min: new Date('2026-03-28T00:00:00Z'), max: new Date('2026-04-06T00:00:00Z') }),
    fc.date({ min: new Date('2026-09-25T00:00:00Z'), max: new Date('2026-10-05T00:00:00Z') }),
    fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2028-01-01T00:00:00Z') }),
  );

  it('gives the same days, slots and labels in every zone, across daylight-saving changes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        instant.filter((date) => !Number.isNaN(date.getTime())),
        fc.array(fc.tuple(clock, clock), { minLength: 7, maxLength: 7 }),
        fc.constantFrom(15, 20, 30, 45, 60, 90),
        fc.integer({ min: 1, max: 21 }),
        fc.integer({ min: 0, max: 600 }),
        fc.array(fc.integer({ min: 0, max: 40 * 24 }), { maxLength: 20 }),
        (timeZone, now, week, slotMinutes, daysAhead, leadTimeMinutes, bookedHalfHours) => {
          const openingHours: OpeningHour[] = week.map(([a, b], weekday) => {
            const [open, close] = a < b ? [a, b] : [b, a];
            return { weekday, status: open === close ? 'Closed' : 'Open', open, close };
          });
          const schedule = {
            openingHours,
            specialHours: [],
            timeZone,
            slotMinutes,
            daysAhead,
            leadTimeMinutes,
          };
          const base = Math.floor(now.getTime() / 1_800_000) * 1_800_000;
          const booked = bookedHalfHours.map((half) => new Date(base + half * 1_800_000));
          expect(listTestDriveSlots(schedule, now, booked)).toEqual(
            referenceSlots(schedule, now, booked),
          );
        },
      ),
      { numRuns: 200 },
    );
  }, 30_000);
});
