import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '../config/merge-config.ts';
import { makeCar } from '../testing/car-fixture.ts';
import { getCarSummary } from './car-summary.ts';

const display = resolveSiteConfig({}, {}).cars;

describe('getCarSummary (spec 2 §2 Car Summary)', () => {
  it('says what the car is, how far it has gone, and where it is', () => {
    const car = makeCar({
      year: 2021,
      make: 'Ford',
      model: 'Ranger',
      badge: 'XLT',
      carType: 'used',
      simpleBody: 'Ute',
      colour: 'Blue',
      transmission: '10 Speed Automatic',
      simpleFuel: 'Diesel',
      drive: '4x4',
      km: 45_000,
      stockNumber: 'U1234',
    });
    expect(getCarSummary(car, display, 'Harbour Ford Cleveland')).toEqual([
      'This 2021 Ford Ranger XLT is a used Ute in Blue, with a 10 Speed Automatic transmission, Diesel engine and 4x4.',
      'It has travelled 45,000 km.',
      'It is at Harbour Ford Cleveland, stock number U1234.',
    ]);
  });

  it('never gives a new car a history, and uses the site labels', () => {
    const preOwned = resolveSiteConfig({}, { cars: { carTypeLabels: { used: 'Pre-Owned' } } });
    const fresh = getCarSummary(makeCar({ carType: 'new', km: 12 }), display, null).join(' ');
    expect(fresh).toContain('is a new');
    expect(fresh).not.toMatch(/travelled|used|service history/i);
    expect(getCarSummary(makeCar(), preOwned.cars, null)[0]).toContain('is a pre-owned');
    expect(getCarSummary(makeCar({ carType: 'demo' }), display, null)[0]).toContain('is a demo');
  });
});
