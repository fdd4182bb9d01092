import { describe, expect, it } from 'vitest';
import type { Car } from '../car/car.ts';
import { makeCar } from '../testing/car-fixture.ts';
import { makeSitePolicy } from '../testing/site-policy-fixture.ts';
import { classifyListing, getSoldCutoffSeconds, isListed } from './is-listed.ts';
import { parseStockFilter } from './stock-fields.ts';
import { toStockRecord } from './stock-record.ts';

const now = new Date('2026-11-22T10:30:45Z');
const DAY_MS = 86_400_000;
const place = {
  location: { id: 1, name: 'Cleveland', slug: 'cleveland', city: 'Cleveland', state: 'QLD' },
  dealership: { id: 1, name: 'Harbour Ford', slug: 'harbour-ford' },
};
const record = (overrides: Partial<Car>) => toStockRecord(makeCar(overrides), place, null);
const policy = makeSitePolicy({ dealershipIds: [1, 2] });

describe('isListed', () => {
  it('lists in-stock and coming-soon cars of the site that are shown on the website', () => {
    expect(isListed(record({ status: 'in_stock' }), policy, now)).toBe(true);
    expect(isListed(record({ status: 'coming_soon', dealershipId: 2 }), policy, now)).toBe(true);
    expect(isListed(record({ status: 'other' }), policy, now)).toBe(false);
  });

  it('never lists a car the dealer took off the website, or another site’s car', () => {
    expect(isListed(record({ showOnDealerWebsite: false }), policy, now)).toBe(false);
    expect(isListed(record({ dealershipId: 3 }), policy, now)).toBe(false);
    expect(classifyListing(record({ dealershipId: 3 }), policy)).toBe('unlisted');
  });

  it('lists a sold car only inside the sold window (spec 2 §9: 3 days by default)', () => {
    const sold = (daysAgo: number) =>
      record({ status: 'sold', soldAt: new Date(now.getTime() - daysAgo * DAY_MS) });
    expect(policy.soldWindowDays).toBe(3);
    expect(isListed(sold(0.1), policy, now)).toBe(true);
    expect(isListed(sold(2.9), policy, now)).toBe(true);
    expect(isListed(sold(3.1), policy, now)).toBe(false);
    expect(isListed(record({ status: 'sold', soldAt: null }), policy, now)).toBe(false);
    expect(isListed(sold(0.1), { ...policy, soldWindowDays: 0 }, now)).toBe(false);
    expect(isListed(sold(6), { ...policy, soldWindowDays: 7 }, now)).toBe(true);
    // A hidden sold car stays hidden inside the window.
    const hiddenSold = record({ status: 'sold', soldAt: now, showOnDealerWebsite: false });
    expect(isListed(hiddenSold, policy, now)).toBe(false);
  });

  it('moves the sold window a minute at a time, so one minute gives one answer', () => {
    const cutoff = getSoldCutoffSeconds(now, 3);
    expect(cutoff).toBe(Date.parse('2026-11-19T10:30:00Z') / 1000);
    const soldAt = (seconds: number) =>
      record({ status: 'sold', soldAt: new Date(seconds * 1000) });
    expect(isListed(soldAt(cutoff), policy, now)).toBe(false);
    expect(isListed(soldAt(cutoff + 1), policy, now)).toBe(true);
    // Still listed for the rest of this minute, gone at the next one.
    const laterThisMinute = new Date('2026-11-22T10:30:59Z');
    expect(isListed(soldAt(cutoff + 30), policy, laterThisMinute)).toBe(true);
    expect(isListed(soldAt(cutoff + 30), policy, new Date('2026-11-22T10:31:00Z'))).toBe(false);
  });

  it("applies the site's stock filter to every status", () => {
    const filtered = { ...policy, stockFilter: parseStockFilter('make = Ford OR car_type = used') };
    expect(isListed(record({ make: 'Kia', carType: 'new' }), filtered, now)).toBe(false);
    expect(isListed(record({ make: 'Kia', carType: 'used' }), filtered, now)).toBe(true);
    const soldKia = record({ make: 'Kia', carType: 'new', status: 'sold', soldAt: now });
    expect(classifyListing(soldKia, filtered)).toBe('unlisted');
    const byPlace = { ...policy, stockFilter: parseStockFilter("city != 'Cleveland'") };
    expect(isListed(record({}), byPlace, now)).toBe(false);
  });

  it('filters on the site’s weekly estimate when the expression names weekly_price', () => {
    const cheap = { ...policy, stockFilter: parseStockFilter('weekly_price < 100') };
    const car = makeCar({ price: 60_000 });
    const withEstimate = toStockRecord(car, place, 180);
    expect(isListed(withEstimate, cheap, now)).toBe(false);
    expect(isListed(toStockRecord(car, place, 90), cheap, now)).toBe(true);
  });
});
