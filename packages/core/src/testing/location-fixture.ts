import type { Location, OpeningHour } from '../location/location.ts';

const day = (weekday: number, open: string | null, close: string | null): OpeningHour => ({
  weekday,
  status: open ? 'Open' : 'Closed',
  open,
  close,
});

/** Mon-Fri 08:30–17:30, Sat 08:30–12:00, Sun closed. */
export const weekdayHours: OpeningHour[] = [
  day(0, null, null),
  ...[1, 2, 3, 4, 5].map((weekday) => day(weekday, '08:30', '17:30')),
  day(6, '08:30', '12:00'),
];

/** A visible sales location in Brisbane selling Ford, with the given fields changed. */
export function makeLocation(overrides: Partial<Location> = {}): Location {
  return {
    id: 1,
    dealershipId: 1,
    slug: 'test-motors-brisbane',
    name: 'Test Motors Brisbane',
    locationType: 'sales',
    locationSubtype: null,
    primary: false,
    visible: true,
    manufacturers: ['Ford'],
    dealerLicenceNumber: 'MD123',
    motorVehicleRepairerNumber: null,
    address: {
      street: '1 Queen Street',
      city: 'Brisbane',
      state: 'QLD',
      postcode: '4000',
      lat: -27.47,
      lng: 153.02,
      placeUrl: null,
    },
    phone: '+61755501200',
    mobile: null,
    landlinePhone: null,
    email: null,
    openingHours: weekdayHours,
    specialHours: [],
    departments: [],
    imageUrl: null,
    averageRating: null,
    reviewCount: 0,
    distributionLocations: [],
    ...overrides,
  };
}
