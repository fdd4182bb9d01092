import { getHoursOn } from '../leads/test-drive-slots.ts';
import type { Location, LocationType, OpeningHour, SpecialHours } from './location.ts';
import { getZonedParts, timeZoneForState } from './time-zone.ts';

const dayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** Day names by weekday (0 Sunday), as written in full (and as schema.org names them). */
export const fullDayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
/** Rows run Monday to Sunday, as Australian dealers print them. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

/** One row of an opening-hours table: a day, or Mon-Fri when those five agree. */
export interface HoursRow {
  /** 'Mon-Fri', 'Sat'… */
  label: string;
  /** 'Monday to Friday', 'Saturday'… for screen readers and JSON-LD. */
  longLabel: string;
  /** 0 = Sunday. */
  weekdays: number[];
  /** '8:30 am – 5:30 pm' or 'Closed'. */
  hours: string;
  open: string | null;
  close: string | null;
}

/** '08:30' → '8:30 am'; '12:00' → '12:00 pm'. */
export function formatTime(time: string): string {
  const hour = Number(time.slice(0, 2));
  const suffix = hour < 12 ? 'am' : 'pm';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${time.slice(3, 5)} ${suffix}`;
}

/** '8:30 am – 5:30 pm', or 'Closed' when the entry is closed or has no times. */
export function formatHours(entry: Pick<OpeningHour, 'status' | 'open' | 'close'>): string {
  if (entry.status !== 'Open' || !entry.open || !entry.close) return 'Closed';
  return `${formatTime(entry.open)} – ${formatTime(entry.close)}`;
}

function rowFor(weekday: number, entry: OpeningHour | undefined): HoursRow {
  const open = entry?.status === 'Open' ? (entry.open ?? null) : null;
  const close = entry?.status === 'Open' ? (entry.close ?? null) : null;
  return {
    label: dayNames[weekday] ?? '',
    longLabel: fullDayNames[weekday] ?? '',
    weekdays: [weekday],
    hours: entry ? formatHours(entry) : 'Closed',
    open: open && close ? open : null,
    close: open && close ? close : null,
  };
}

/**
 * The week as table rows, Monday first (spec 2 §2: Monday to Friday grouped as 'Mon-Fri' when
 * identical). A day with no entry is closed.
 */
export function groupOpeningHours(hours: OpeningHour[]): HoursRow[] {
  const rows = weekOrder.map((weekday) =>
    rowFor(
      weekday,
      hours.find((entry) => entry.weekday === weekday),
    ),
  );
  const weekdays = rows.slice(0, 5);
  const first = weekdays[0];
  if (!first || !weekdays.every((row) => row.hours === first.hours)) return rows;
  return [
    {
      ...first,
      label: 'Mon-Fri',
      longLabel: 'Monday to Friday',
      weekdays: [1, 2, 3, 4, 5],
    },
    ...rows.slice(5),
  ];
}

export interface OpenNow {
  open: boolean;
  /** yyyy-MM-dd, local to the location. */
  today: string;
  /** 0 = Sunday, local to the location. */
  weekday: number;
  /** Today's hours text, special hours included ('Closed', '10:00 am – 2:00 pm'). */
  todayHours: string;
  /** The holiday's name when special hours apply today. */
  specialName: string | null;
  /** 'Open now · closes 5:30 pm', 'Closed now · opens Mon 8:30 am' or 'Closed now'. */
  summary: string;
}

interface Schedule {
  openingHours: OpeningHour[];
  specialHours: SpecialHours[];
}

/**
 * Whether a location is open at `now`, on the wall clock of its state (Perth, Adelaide, Darwin,
 * Brisbane and the daylight-saving states differ); special hours win over the week.
 */
export function getOpenNow(schedule: Schedule, state: string, now: Date): OpenNow {
  const zone = timeZoneForState(state);
  const { date, time, weekday } = getZonedParts(now, zone);
  const hours = getHoursOn(date, schedule);
  const special = schedule.specialHours.find((entry) => entry.date === date) ?? null;
  const open = hours !== null && hours.open <= time && time < hours.close;
  const todayHours = hours
    ? formatHours({ status: 'Open', open: hours.open, close: hours.close })
    : 'Closed';
  let summary: string;
  if (open && hours) summary = `Open now · closes ${formatTime(hours.close)}`;
  else if (hours && time < hours.open) summary = `Closed now · opens ${formatTime(hours.open)}`;
  else {
    const next = nextOpening(schedule, date);
    summary = next ? `Closed now · opens ${next}` : 'Closed now';
  }
  return { open, today: date, weekday, todayHours, specialName: special?.name ?? null, summary };
}

function nextOpening(schedule: Schedule, today: string): string | null {
  for (let days = 1; days <= 14; days++) {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    const iso = date.toISOString().slice(0, 10);
    const hours = getHoursOn(iso, schedule);
    if (hours) {
      const day = days === 1 ? 'tomorrow' : (dayNames[date.getUTCDay()] ?? '');
      return `${day} ${formatTime(hours.open)}`;
    }
  }
  return null;
}

/** Special hours (holidays, changed hours) from the location's today on, soonest first. */
export function listUpcomingSpecialHours(
  specialHours: SpecialHours[],
  state: string,
  now: Date,
): SpecialHours[] {
  const today = getZonedParts(now, timeZoneForState(state)).date;
  return specialHours
    .filter((entry) => entry.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** 'Thu 25 Dec 2025' from an ISO date. */
export function formatHolidayDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const month = day.toLocaleString('en-AU', { month: 'short', timeZone: 'UTC' });
  return `${dayNames[day.getUTCDay()]} ${day.getUTCDate()} ${month} ${day.getUTCFullYear()}`;
}

const departmentNames: Record<LocationType, string> = {
  sales: 'Sales',
  service: 'Service',
  parts: 'Parts',
  'car-buying': 'Car Buying',
};

export interface DepartmentHours {
  /** 'sales', 'service'…: unique within the location. */
  id: string;
  name: string;
  phone: string | null;
  openingHours: OpeningHour[];
}

/** The location's own department (its type, its hours) first, then its other departments. */
export function listDepartmentHours(location: Location): DepartmentHours[] {
  const own = location.locationType ?? 'sales';
  const all = [
    {
      type: own,
      name: departmentNames[own],
      phone: location.phone,
      openingHours: location.openingHours,
    },
    ...location.departments,
  ];
  const seen = new Set<string>();
  return all.map((department, index) => {
    const id = seen.has(department.type) ? `${department.type}-${index}` : department.type;
    seen.add(id);
    return {
      id,
      name: department.name,
      phone: department.phone,
      openingHours: department.openingHours,
    };
  });
}
