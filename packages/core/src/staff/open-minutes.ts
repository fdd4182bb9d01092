import { getHoursOn } from '../leads/test-drive-slots.ts';
import type { OpeningHour, SpecialHours } from '../location/location.ts';
import { addDays, getZonedParts, zonedTimeToInstant } from '../location/time-zone.ts';

export interface OpenSchedule {
  openingHours: OpeningHour[];
  specialHours: SpecialHours[];
  timeZone: string;
}

const DAY_LIMIT = 60;

/**
 * Minutes the dealership was open between two instants, on its own wall clock (holidays from
 * its special hours): a lead at 9 pm has waited no opening minutes by 9:10 pm. A schedule with
 * no hours at all counts every minute, so a dealer who never set their hours still sees
 * overdue leads. Counts at most 60 days (long past any response target).
 */
export function openMinutesBetween(from: Date, to: Date, schedule: OpenSchedule): number {
  if (to <= from) return 0;
  if (!schedule.openingHours.some((hour) => hour.status === 'Open')) {
    return Math.floor((to.getTime() - from.getTime()) / 60_000);
  }
  let total = 0;
  let date = getZonedParts(from, schedule.timeZone).date;
  const last = getZonedParts(to, schedule.timeZone).date;
  for (let day = 0; day <= DAY_LIMIT && date <= last; day++) {
    const hours = getHoursOn(date, schedule);
    if (hours) {
      const open = zonedTimeToInstant(date, hours.open, schedule.timeZone).getTime();
      const close = zonedTimeToInstant(date, hours.close, schedule.timeZone).getTime();
      const start = Math.max(open, from.getTime());
      const end = Math.min(close, to.getTime());
      if (end > start) total += end - start;
    }
    date = addDays(date, 1);
  }
  return Math.floor(total / 60_000);
}
