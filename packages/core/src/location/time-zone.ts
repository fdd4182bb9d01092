const stateNames = new Map([
  ['ACT', 'Australian Capital Territory'],
  ['NSW', 'New South Wales'],
  ['NT', 'Northern Territory'],
  ['QLD', 'Queensland'],
  ['SA', 'South Australia'],
  ['TAS', 'Tasmania'],
  ['VIC', 'Victoria'],
  ['WA', 'Western Australia'],
]);

/** 'New South Wales' for 'nsw'; an unknown abbreviation as given. */
export function getStateName(state: string): string {
  return stateNames.get(state.trim().toUpperCase()) ?? state;
}

/** IANA time zone of an Australian state or territory (abbreviation, any case). */
export function timeZoneForState(state: string): string {
  switch (state.trim().toUpperCase()) {
    case 'NSW':
    case 'ACT':
      return 'Australia/Sydney';
    case 'VIC':
      return 'Australia/Melbourne';
    case 'TAS':
      return 'Australia/Hobart';
    case 'SA':
      return 'Australia/Adelaide';
    case 'NT':
      return 'Australia/Darwin';
    case 'WA':
      return 'Australia/Perth';
    default:
      return 'Australia/Brisbane';
  }
}

/**
 * A site's own time zone: the one its config names, else the zone of its primary location's
 * state (its first location's when none is primary), else Sydney's for a site without one.
 */
export function getSiteTimeZone(
  configured: string | null,
  locations: readonly { primary: boolean; address: { state: string } }[],
): string {
  if (configured) return configured;
  const main = locations.find((location) => location.primary) ?? locations[0];
  return main ? timeZoneForState(main.address.state) : 'Australia/Sydney';
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

export interface ZonedParts {
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm */
  time: string;
  /** 0 = Sunday. */
  weekday: number;
  /** Seconds since the zone's midnight. */
  secondOfDay: number;
}

/** The wall-clock date, time and weekday of an instant in a time zone. */
export function getZonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of partsFormat(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return {
    date,
    time: `${parts.hour}:${parts.minute}`,
    weekday: new Date(`${date}T00:00:00Z`).getUTCDay(),
    secondOfDay: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second),
  };
}

/** Minutes the zone is ahead of UTC at an instant (e.g. 600 for AEST). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const part of partsFormat(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a wall-clock date and time ('2025-07-01', '09:30') names in a time zone. */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const guess = Date.parse(`${date}T${time}:00Z`);
  const first = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  // Across a daylight-saving change the offset at the answer can differ from the guess's.
  const second = guess - offsetMinutes(new Date(first), timeZone) * 60_000;
  return new Date(second);
}

/** The calendar date `days` after an ISO date. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** Whether Intl knows `value` as a time zone ('Australia/Perth'): what config may name. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant's wall-clock time in a zone, as slots show it: '9:30 am'. */
export function formatZonedTime(instant: Date, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    timeFormats.set(timeZone, format);
  }
  return format.format(instant).toLowerCase();
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as people at a dealer location read it, with the zone's name: 'Tue, 1 Jul 2025,
 * 9:00 pm AEST' in Brisbane (no daylight saving), '…AEDT' in Sydney in summer.
 */
export function formatZonedDateTime(instant: Date, timeZone: string): string {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    dateTimeFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/**
 * The zone a dealer location keeps (issue 25 §6: a Queensland dealer's reservation is held
 * until a Brisbane time): the location's own state's, else the site's (`getSiteTimeZone`).
 */
export function getLocationTimeZone(
  location: { address: { state: string } } | null | undefined,
  siteLocations: readonly { primary: boolean; address: { state: string } }[],
): string {
  return location ? timeZoneForState(location.address.state) : getSiteTimeZone(null, siteLocations);
}
