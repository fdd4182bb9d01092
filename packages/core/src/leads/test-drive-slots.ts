import type { OpeningHour, SpecialHours } from '../location/location.ts';
import {
  addDays,
  formatZonedTime,
  getZonedParts,
  zonedTimeToInstant,
} from '../location/time-zone.ts';

export interface SlotSchedule {
  openingHours: OpeningHour[];
  specialHours: SpecialHours[];
  /** IANA zone of the location. */
  timeZone: string;
  leadTimeMinutes: number;
  slotMinutes: number;
  daysAhead: number;
}

export interface TestDriveSlot {
  /** ISO instant (UTC). */
  startsAt: string;
  /** '9:30 am', in the location's time. */
  label: string;
}

export interface TestDriveDay {
  /** yyyy-MM-dd, local to the location. */
  date: string;
  /** 'Tue 1 Jul'. */
  label: string;
  slots: TestDriveSlot[];
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Open and close ('HH:mm') of a local date: its special hours (holidays) win over the week. */
export function getHoursOn(
  date: string,
  schedule: Pick<SlotSchedule, 'openingHours' | 'specialHours'>,
): { open: string; close: string } | null {
  const special = schedule.specialHours.find((entry) => entry.date === date);
  const entry =
    special ??
    schedule.openingHours.find(
      (hour) => hour.weekday === new Date(`${date}T00:00:00Z`).getUTCDay(),
    );
  if (entry?.status !== 'Open' || !entry.open || !entry.close) return null;
  return { open: entry.open, close: entry.close };
}

const dayLabel = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** 'Tue 1 Jul' for a local date 'yyyy-MM-dd'. */
export function formatDayLabel(date: string): string {
  const parts: Record<string, string> = {};
  for (const part of dayLabel.formatToParts(new Date(`${date}T00:00:00Z`))) {
    parts[part.type] = part.value;
  }
  return `${parts.weekday} ${parts.day} ${parts.month}`;
}

/**
 * Test-drive slots (spec 1 §7): every `slotMinutes` from opening until a slot would run past
 * closing, on each of the next `daysAhead` local days, no sooner than `leadTimeMinutes` after
 * `now`, without the slots already booked. Days with no free slot are left out.
 */
export function listTestDriveSlots(
  schedule: SlotSchedule,
  now: Date,
  booked: Date[] = [],
): TestDriveDay[] {
  const taken = new Set(booked.map((instant) => instant.getTime()));
  const earliest = now.getTime() + schedule.leadTimeMinutes * 60_000;
  const today = getZonedParts(now, schedule.timeZone).date;
  const days: TestDriveDay[] = [];
  for (let offset = 0; offset < schedule.daysAhead; offset += 1) {
    const date = addDays(today, offset);
    const hours = getHoursOn(date, schedule);
    if (!hours) continue;
    const slots = listDaySlots(date, hours, schedule).filter(
      (slot) => slot.instant.getTime() >= earliest && !taken.has(slot.instant.getTime()),
    );
    if (slots.length > 0) {
      days.push({
        date,
        label: formatDayLabel(date),
        slots: slots.map(({ instant, label }) => ({ startsAt: instant.toISOString(), label })),
      });
    }
  }
  return days;
}

/**
 * Every slot of one local day's hours. Time-zone arithmetic through Intl costs ~20 µs a call
 * and a fortnight of half-hour slots needs ~800 of them (8 ms a request here), so when one offset
 * holds from the first slot to the last (every day but a daylight-saving change inside trading
 * hours) the others follow by addition and their labels from the wall-clock minutes; otherwise
 * each slot is converted on its own.
 */
function listDaySlots(
  date: string,
  hours: { open: string; close: string },
  schedule: Pick<SlotSchedule, 'slotMinutes' | 'timeZone'>,
): { instant: Date; label: string }[] {
  const starts: number[] = [];
  for (
    let start = toMinutes(hours.open);
    start + schedule.slotMinutes <= toMinutes(hours.close);
    start += schedule.slotMinutes
  ) {
    starts.push(start);
  }
  const first = starts[0];
  const last = starts.at(-1);
  if (first === undefined || last === undefined) return [];
  const toInstant = (start: number) => zonedTimeToInstant(date, toTime(start), schedule.timeZone);
  // Both ends exist on the zone's clock (neither falls in a spring-forward gap) and lie the
  // plain difference apart: one offset holds for the whole day's hours.
  const isOnClock = (start: number, instant: Date) =>
    getZonedParts(instant, schedule.timeZone).time === toTime(start);
  const firstInstant = toInstant(first);
  const lastInstant = toInstant(last);
  const steady =
    lastInstant.getTime() - firstInstant.getTime() === (last - first) * 60_000 &&
    isOnClock(first, firstInstant) &&
    isOnClock(last, lastInstant);
  return starts.map((start) => {
    if (!steady) {
      const instant = toInstant(start);
      return { instant, label: formatZonedTime(instant, schedule.timeZone) };
    }
    return {
      instant: new Date(firstInstant.getTime() + (start - first) * 60_000),
      label: formatClockLabel(start),
    };
  });
}

/** '9:30 am' for minutes after midnight, worded as formatZonedTime words a zone's clock. */
const clockLabels = new Map<number, string>();
function formatClockLabel(minutes: number): string {
  let label = clockLabels.get(minutes);
  if (label === undefined) {
    label = formatZonedTime(new Date(minutes * 60_000), 'UTC');
    // At most 1,440 entries: one per minute of the day.
    clockLabels.set(minutes, label);
  }
  return label;
}

/** Whether `startsAt` is one of the schedule's slots now (booked or not). */
export function isOfferedSlot(schedule: SlotSchedule, now: Date, startsAt: Date): boolean {
  const wanted = startsAt.toISOString();
  return listTestDriveSlots(schedule, now).some((day) =>
    day.slots.some((slot) => slot.startsAt === wanted),
  );
}
