import type { OpeningHour, SpecialHours } from '@forecourt/core/location/location';

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

/** Public holidays on or after `now` (national ones; state holidays vary). */
export function upcomingHolidays(now: Date): SpecialHours[] {
  const year = now.getUTCFullYear();
  const holidays = (y: number): SpecialHours[] => [
    { date: `${y}-12-25`, name: 'Christmas Day', status: 'Closed', open: null, close: null },
    { date: `${y}-12-26`, name: 'Boxing Day', status: 'Closed', open: null, close: null },
    { date: `${y + 1}-01-01`, name: "New Year's Day", status: 'Closed', open: null, close: null },
    {
      date: `${y + 1}-01-26`,
      name: 'Australia Day',
      status: 'Open',
      open: '10:00',
      close: '14:00',
    },
  ];
  const today = now.toISOString().slice(0, 10);
  return [...holidays(year - 1), ...holidays(year)].filter((holiday) => holiday.date >= today);
}
