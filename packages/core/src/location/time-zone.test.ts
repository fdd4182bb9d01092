import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatZonedDateTime,
  getLocationTimeZone,
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
      secondOfDay: 9 * 3600 + 30 * 60,
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

  it("reads a reservation's hold in the dealer location's own zone (issue 25 §6)", () => {
    // 10:00 UTC on 1 Dec 2025: Sydney is on daylight time (+11), Brisbane never is (+10).
    const heldUntil = new Date('2025-12-01T10:00:00Z');
    const site = [{ primary: true, address: { state: 'NSW' } }];
    const queensland = { address: { state: 'QLD' } };
    const zone = getLocationTimeZone(queensland, site);
    expect(zone).toBe('Australia/Brisbane');
    expect(formatZonedDateTime(heldUntil, zone)).toBe('Mon, 1 Dec 2025, 8:00 pm AEST');
    expect(formatZonedDateTime(heldUntil, getLocationTimeZone(null, site))).toBe(
      'Mon, 1 Dec 2025, 9:00 pm AEDT',
    );
    expect(getLocationTimeZone({ address: { state: 'WA' } }, site)).toBe('Australia/Perth');
  });
});
