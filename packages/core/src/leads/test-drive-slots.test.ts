import { describe, expect, it } from 'vitest';
import type { OpeningHour } from '../location/location.ts';
import { isOfferedSlot, listTestDriveSlots, type SlotSchedule } from './test-drive-slots.ts';

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
