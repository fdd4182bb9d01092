import { describe, expect, it } from 'vitest';
import {
  addDays,
  getSiteTimeZone,
  getZonedParts,
  timeZoneForState,
  zonedTimeToInstant,
} from './time-zone.ts';

describe('time zones', () => {
  it('maps states to their zones, Queensland by default', () => {
    expect(timeZoneForState('vic')).toBe('Australia/Melbourne');
    expect(timeZoneForState('WA')).toBe('Australia/Perth');
    expect(timeZoneForState('')).toBe('Australia/Brisbane');
  });

  it("takes a site's zone from its config, else its primary location's state", () => {
    const at = (state: string, primary = false) => ({ primary, address: { state } });
    expect(getSiteTimeZone(null, [at('QLD')])).toBe('Australia/Brisbane');
    expect(getSiteTimeZone(null, [at('NSW'), at('WA', true)])).toBe('Australia/Perth');
    expect(getSiteTimeZone('Australia/Darwin', [at('QLD')])).toBe('Australia/Darwin');
    expect(getSiteTimeZone(null, [])).toBe('Australia/Sydney');
  });

  it('reads wall-clock parts of an instant', () => {
    expect(getZonedParts(new Date('2025-06-30T23:30:00Z'), 'Australia/Brisbane')).toEqual({
      date: '2025-07-01',
      time: '09:30',
      weekday: 2,
    });
  });

  it('turns local times into instants, with and without daylight saving', () => {
    expect(zonedTimeToInstant('2025-07-01', '09:00', 'Australia/Sydney').toISOString()).toBe(
      '2025-06-30T23:00:00.000Z',
    );
    expect(zonedTimeToInstant('2025-12-01', '09:00', 'Australia/Sydney').toISOString()).toBe(
      '2025-11-30T22:00:00.000Z',
    );
    expect(zonedTimeToInstant('2025-10-05', '10:00', 'Australia/Melbourne').toISOString()).toBe(
      '2025-10-04T23:00:00.000Z',
    );
  });

  it('adds calendar days across month ends', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
  });
});
