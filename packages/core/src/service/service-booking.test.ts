import { describe, expect, it } from 'vitest';
import { formatDayLabel } from '../leads/test-drive-slots.ts';
import type { Location, OpeningHour } from '../location/location.ts';
import { makeLocation as makeLocationFixture } from '../testing/location-fixture.ts';
import {
  getExternalBooking,
  getMakeServicePath,
  getServiceNavLink,
  listServiceDays,
  listServiceLocations,
  toContentBlocks,
} from './service-booking.ts';
import { serviceConfigSchema } from './service-config.ts';

const weekdays: OpeningHour[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  status: weekday === 0 || weekday === 6 ? 'Closed' : 'Open',
  open: weekday === 0 || weekday === 6 ? null : '07:30',
  close: weekday === 0 || weekday === 6 ? null : '17:00',
}));

/** A Perth service centre open Mon-Fri 07:30–17:00. */
function makeLocation(overrides: Partial<Location> = {}): Location {
  return makeLocationFixture({
    slug: 'service',
    name: 'Service Centre',
    locationType: 'service',
    manufacturers: [],
    dealerLicenceNumber: null,
    address: {
      street: '1 Main St',
      city: 'Perth',
      state: 'WA',
      postcode: '6000',
      lat: 0,
      lng: 0,
      placeUrl: null,
    },
    openingHours: weekdays,
    ...overrides,
  });
}

describe('listServiceDays', () => {
  const window = { leadDays: 1, daysAhead: 7 };

  it("counts from the location's own today, skips closed weekdays and holidays", () => {
    // Monday 30 June 2025 23:30 in Sydney is still Monday 21:30 in Perth.
    const now = new Date('2025-06-30T13:30:00Z');
    const location = makeLocation({
      specialHours: [
        { date: '2025-07-03', name: 'Show day', status: 'Closed', open: null, close: null },
        {
          date: '2025-07-05',
          name: 'Open Saturday',
          status: 'Open',
          open: '08:00',
          close: '12:00',
        },
      ],
    });
    const days = listServiceDays(location, null, now, window);
    expect(days.map((day) => day.date)).toEqual([
      '2025-07-01',
      '2025-07-02',
      '2025-07-04',
      '2025-07-05',
      '2025-07-07',
    ]);
    expect(days[0]?.label).toBe(formatDayLabel('2025-07-01'));
  });

  it("falls back to the dealership's hours when the department has none", () => {
    const now = new Date('2025-06-30T02:00:00Z');
    const noHours = makeLocation({ openingHours: [] });
    const fallback = makeLocation({
      openingHours: weekdays.map((day) => ({
        ...day,
        status: 'Open',
        open: '09:00',
        close: '12:00',
      })),
    });
    expect(listServiceDays(noHours, null, now, window)).toEqual([]);
    expect(listServiceDays(noHours, fallback, now, window)).toHaveLength(7);
  });
});

describe('service booking provider', () => {
  it('has no outside booking and no make page by default', () => {
    const config = serviceConfigSchema.parse({});
    expect(config.booking).toEqual({ provider: 'none' });
    expect(getServiceNavLink(config)).toBeNull();
    expect(getExternalBooking(config.booking)).toBeNull();
  });

  it("names the nav item '{Make} Service' at /{make}-service and links the provider", () => {
    const config = serviceConfigSchema.parse({
      booking: { provider: 'xtime', make: 'Mercedes-Benz', webkey: 'abc_1' },
    });
    expect(getServiceNavLink(config)).toEqual({
      label: 'Mercedes-Benz Service',
      href: '/mercedes-benz-service',
    });
    expect(getExternalBooking(config.booking)?.url).toBe(
      'https://consumer.xtime.com/scheduling/?webKey=abc_1',
    );
    expect(
      getMakeServicePath({
        provider: 'manufacturer',
        make: 'Ford',
        url: 'https://ford.com.au/service',
        label: 'Book',
      }),
    ).toBe('/ford-service');
    expect(
      getMakeServicePath({
        provider: 'manufacturer',
        make: 'Škoda',
        url: 'https://skoda.com.au/service',
        label: 'Book',
      }),
    ).toBe('/skoda-service');
  });

  it('refuses webkeys and booking pages that could break out of a URL', () => {
    expect(
      serviceConfigSchema.safeParse({
        booking: { provider: 'xtime', make: 'Ford', webkey: 'a&b=c' },
      }).success,
    ).toBe(false);
    expect(
      serviceConfigSchema.safeParse({
        booking: { provider: 'manufacturer', make: 'Ford', url: 'javascript:alert(1)' },
      }).success,
    ).toBe(false);
  });
});

describe('listServiceLocations', () => {
  it('lists service departments primary first, else the first location', () => {
    const sales = makeLocation({ id: 1, locationType: 'sales' });
    const service = makeLocation({ id: 2 });
    const primary = makeLocation({ id: 3, primary: true });
    expect(listServiceLocations([sales, service, primary]).map((l) => l.id)).toEqual([3, 2]);
    expect(listServiceLocations([sales]).map((l) => l.id)).toEqual([1]);
  });
});

describe('toContentBlocks', () => {
  it('fills in the warranty years and turns "- " lines into lists, keeping markup as text', () => {
    const blocks = toContentBlocks(
      ['Covered for {years} years.', 'Includes:\n- Parts\n- <b>Labour</b>'],
      5,
    );
    expect(blocks).toEqual([
      { kind: 'paragraph', text: 'Covered for 5 years.' },
      { kind: 'list', heading: 'Includes:', items: ['Parts', '<b>Labour</b>'] },
    ]);
  });

  it('defaults to the spec’s 3 year standard warranty', () => {
    const config = serviceConfigSchema.parse({});
    expect(config.warrantyYears).toBe(3);
  });
});
