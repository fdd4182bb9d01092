import type { OpeningHour, SpecialHours } from '@forecourt/core/location';

/** Real suburbs with their postcodes and GeoNames coordinates (CC BY 4.0, see NOTICE). */
export const places = {
  cleveland: { city: 'Cleveland', state: 'QLD', postcode: '4163', lat: -27.5268, lng: 153.2652 },
  capalaba: { city: 'Capalaba', state: 'QLD', postcode: '4157', lat: -27.56, lng: 153.1993 },
  parramatta: { city: 'Parramatta', state: 'NSW', postcode: '2150', lat: -33.8229, lng: 151.0078 },
  penrith: { city: 'Emu Plains', state: 'NSW', postcode: '2750', lat: -33.75, lng: 150.6667 },
  liverpool: { city: 'Chipping Norton', state: 'NSW', postcode: '2170', lat: -33.9, lng: 150.95 },
  dandenong: {
    city: 'Dandenong North',
    state: 'VIC',
    postcode: '3175',
    lat: -37.9665,
    lng: 145.2081,
  },
  geelong: { city: 'Geelong', state: 'VIC', postcode: '3220', lat: -38.1471, lng: 144.3607 },
  ballarat: {
    city: 'Lake Wendouree',
    state: 'VIC',
    postcode: '3350',
    lat: -37.5499,
    lng: 143.8473,
  },
  toowoomba: {
    city: 'North Toowoomba',
    state: 'QLD',
    postcode: '4350',
    lat: -27.5441,
    lng: 151.9612,
  },
  dubbo: { city: 'Dubbo', state: 'NSW', postcode: '2830', lat: -32.2569, lng: 148.6011 },
  osbornePark: {
    city: 'Osborne Park',
    state: 'WA',
    postcode: '6017',
    lat: -31.9007,
    lng: 115.8108,
  },
} as const;
export type Place = (typeof places)[keyof typeof places];

const day = (weekday: number, open: string | null, close: string | null): OpeningHour => ({
  weekday,
  status: open ? 'Open' : 'Closed',
  open,
  close,
});

/** Showroom hours: weekdays and Saturday; Sunday open only where `sunday` is given. */
export function salesHours(sunday: [string, string] | null = null): OpeningHour[] {
  return [
    day(0, sunday?.[0] ?? null, sunday?.[1] ?? null),
    ...[1, 2, 3, 4, 5].map((weekday) => day(weekday, '08:30', '17:30')),
    day(6, '08:30', '16:00'),
  ];
}

export function serviceHours(): OpeningHour[] {
  return [
    day(0, null, null),
    ...[1, 2, 3, 4, 5].map((weekday) => day(weekday, '07:30', '17:00')),
    day(6, null, null),
  ];
}

/** Service desk: weekdays and Saturday morning. */
export function serviceDeskHours(): OpeningHour[] {
  return [
    day(0, null, null),
    ...[1, 2, 3, 4, 5].map((weekday) => day(weekday, '07:30', '17:00')),
    day(6, '08:00', '12:00'),
  ];
}

/** Parts counter: closes early on Friday, so its week is not one Mon-Fri row. */
export function partsHours(): OpeningHour[] {
  return [
    day(0, null, null),
    ...[1, 2, 3, 4].map((weekday) => day(weekday, '08:00', '17:00')),
    day(5, '08:00', '16:30'),
    day(6, '08:00', '12:00'),
  ];
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utcDate = (year: number, month: number, dayOfMonth: number) =>
  new Date(Date.UTC(year, month - 1, dayOfMonth));

/** The n-th (1-based; -1 = last) given weekday of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n === -1) {
    const last = utcDate(year, month + 1, 0);
    last.setUTCDate(last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
    return last;
  }
  const first = utcDate(year, month, 1);
  first.setUTCDate(1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
  return first;
}

/** Easter Sunday (anonymous Gregorian algorithm). */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return utcDate(year, month, ((h + l - 7 * m + 114) % 31) + 1);
}

const shift = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** Public holidays of a year in a state (the main ones; some regional days are left out). */
function publicHolidays(year: number, state: string): { date: Date; name: string }[] {
  const easter = easterSunday(year);
  const labourDay: Record<string, Date> = {
    QLD: nthWeekday(year, 5, 1, 1),
    NSW: nthWeekday(year, 10, 1, 1),
    ACT: nthWeekday(year, 10, 1, 1),
    SA: nthWeekday(year, 10, 1, 1),
    VIC: nthWeekday(year, 3, 1, 2),
    TAS: nthWeekday(year, 3, 1, 2),
    WA: nthWeekday(year, 3, 1, 1),
  };
  const kingsBirthday: Record<string, Date> = {
    QLD: nthWeekday(year, 10, 1, 1),
    WA: nthWeekday(year, 9, 1, -1),
  };
  return [
    { date: utcDate(year, 1, 1), name: "New Year's Day" },
    { date: utcDate(year, 1, 26), name: 'Australia Day' },
    { date: shift(easter, -2), name: 'Good Friday' },
    { date: shift(easter, -1), name: 'Easter Saturday' },
    { date: shift(easter, 1), name: 'Easter Monday' },
    { date: utcDate(year, 4, 25), name: 'Anzac Day' },
    { date: labourDay[state] ?? nthWeekday(year, 5, 1, 1), name: 'Labour Day' },
    { date: kingsBirthday[state] ?? nthWeekday(year, 6, 1, 2), name: "King's Birthday" },
    ...(state === 'VIC' ? [{ date: nthWeekday(year, 11, 2, 1), name: 'Melbourne Cup Day' }] : []),
    { date: utcDate(year, 12, 25), name: 'Christmas Day' },
    { date: utcDate(year, 12, 26), name: 'Boxing Day' },
  ];
}

/** Days a showroom stays shut; on the other holidays it opens 10–4. */
const salesClosedOn = new Set([
  "New Year's Day",
  'Good Friday',
  'Anzac Day',
  'Christmas Day',
  'Boxing Day',
]);

/**
 * Special hours for the 60 days from `now` (the seed date), so the demo always has some: the
 * state's public holidays in that window (service closed on all, sales on the big ones) and two
 * days of the dealer's own, 10 and 33 days out.
 */
export function upcomingHolidays(
  now: Date,
  state: string,
  kind: 'sales' | 'service',
): SpecialHours[] {
  const today = iso(now);
  const until = iso(shift(now, 60));
  const year = now.getUTCFullYear();
  const holidays: SpecialHours[] = [
    ...publicHolidays(year, state),
    ...publicHolidays(year + 1, state),
  ]
    .map(({ date, name }) => ({ date: iso(date), name }))
    .filter(({ date }) => date >= today && date <= until)
    .map(({ date, name }) =>
      kind === 'service' || salesClosedOn.has(name)
        ? { date, name, status: 'Closed', open: null, close: null }
        : { date, name, status: 'Open', open: '10:00', close: '16:00' },
    );
  const own: SpecialHours[] = [
    {
      date: iso(shift(now, 10)),
      name: 'Staff training (opening late)',
      status: 'Open',
      open: '11:00',
      close: kind === 'service' ? '17:00' : '17:30',
    },
    {
      date: iso(shift(now, 33)),
      name: 'Annual stocktake',
      status: 'Closed',
      open: null,
      close: null,
    },
  ];
  // A dealer's own day that falls on a holiday moves to the next free day.
  const taken = new Set(holidays.map((entry) => entry.date));
  for (const entry of own) {
    while (taken.has(entry.date)) entry.date = iso(shift(new Date(`${entry.date}T00:00:00Z`), 1));
    taken.add(entry.date);
  }
  return [...holidays, ...own].sort((a, b) => a.date.localeCompare(b.date));
}
