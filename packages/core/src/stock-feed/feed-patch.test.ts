import { describe, expect, it } from 'vitest';
import { feedPatch } from './feed-patch.ts';
import type { FeedCar, FeedValue } from './map-row.ts';

const now = new Date('2026-11-23T10:00:00Z');
const feedCar = (values: Record<string, FeedValue>): FeedCar => ({
  row: 2,
  stockNumber: 'HF1',
  vin: null,
  values: new Map(Object.entries({ status: 'in_stock', ...values })),
});
const stored = {
  stockNumber: 'HF1',
  price: 45_990,
  status: 'in_stock',
  soldAt: null,
  features: ['Tow bar'],
  variant: { cylinders: 4, torqueNm: 500 },
  caravan: null,
  locationId: 1,
};

describe('feedPatch', () => {
  it('is empty when the stored car already matches the feed', () => {
    const car = feedCar({
      stock_number: 'HF1',
      price: 45_990,
      features: ['Tow bar'],
      variant_cylinders: 4,
    });
    expect(feedPatch(car, stored, 1, now)).toEqual({});
  });

  it('writes only what changed, merging variant keys into what is stored', () => {
    const car = feedCar({ price: 43_990, features: ['Tow bar', 'Canopy'], variant_cylinders: 6 });
    expect(feedPatch(car, stored, 2, now)).toEqual({
      price: 43_990,
      features: ['Tow bar', 'Canopy'],
      variant: { cylinders: 6, torqueNm: 500 },
      locationId: 2,
    });
  });

  it('reads a variant key the stored car lacks as empty', () => {
    expect(feedPatch(feedCar({ variant_induction: null }), stored, undefined, now)).toEqual({});
  });

  it('leaves the location alone when the feed has no location column', () => {
    expect(feedPatch(feedCar({}), stored, undefined, now)).toEqual({});
  });

  it('dates a sale once: newly sold gets now, already sold keeps its date, back in stock clears it', () => {
    const soldAt = new Date('2026-11-20T00:00:00Z');
    expect(feedPatch(feedCar({ status: 'sold' }), stored, undefined, now)).toEqual({
      status: 'sold',
      soldAt: now,
    });
    const sold = { ...stored, status: 'sold', soldAt };
    expect(feedPatch(feedCar({ status: 'sold' }), sold, undefined, now)).toEqual({});
    expect(feedPatch(feedCar({}), sold, undefined, now)).toEqual({
      status: 'in_stock',
      soldAt: null,
    });
  });

  it('gives a new car every value the row supplied (an empty one is the column default)', () => {
    expect(
      feedPatch(feedCar({ price: 1, caravan_sleeps: 4, caravan_axle_type: null }), null, null, now),
    ).toEqual({
      status: 'in_stock',
      price: 1,
      caravan: { sleeps: 4 },
    });
  });
});
