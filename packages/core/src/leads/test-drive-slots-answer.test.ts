import { describe, expect, it } from 'vitest';
import { readTestDriveSlotsAnswer } from './test-drive-slots-answer.ts';

const answer = {
  location: { id: 3, name: 'Harbour Ford' },
  timeZone: 'Australia/Brisbane',
  slotMinutes: 30,
  days: [
    {
      date: '2026-07-01',
      label: 'Wed 1 Jul',
      slots: [{ startsAt: '2026-06-30T23:00:00.000Z', label: '9:00 am' }],
    },
  ],
};

describe('readTestDriveSlotsAnswer', () => {
  it('reads the location and its days of slots', () => {
    expect(readTestDriveSlotsAnswer(answer)).toEqual(answer);
    expect(readTestDriveSlotsAnswer({ ...answer, days: [] }).days).toEqual([]);
  });

  it('refuses what is not an answer', () => {
    for (const body of [
      null,
      { ok: false, message: 'Unknown location' },
      { ...answer, days: undefined },
      { ...answer, location: { id: 0, name: 'X' } },
      { ...answer, days: [{ date: '2026-07-01', label: 'Wed', slots: [{ startsAt: 1 }] }] },
    ]) {
      expect(() => readTestDriveSlotsAnswer(body), JSON.stringify(body)).toThrow(TypeError);
    }
  });
});
