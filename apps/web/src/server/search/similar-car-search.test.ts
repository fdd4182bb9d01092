import type { Car } from '@forecourt/core/car';
import { makeCar, makeSitePolicy } from '@forecourt/core/testing';
import { createSearchIndex, toSearchDoc } from '@forecourt/search';
import { describe, expect, it } from 'vitest';
import { searchSimilarCars } from './similar-car-search.ts';

const now = new Date('2026-11-22T00:00:00Z');
const car = (id: number, overrides: Partial<Car> = {}) =>
  makeCar({
    id,
    slug: `car-${id}`,
    make: 'Ford',
    model: 'Ranger',
    simpleBody: 'Ute',
    price: 80_000,
    dealershipId: 1,
    customRank: 100 - id,
    ...overrides,
  });
// A group site listing two dealerships' stock.
const stock = [
  car(1, { model: 'Ranger Raptor', price: 84_990 }),
  car(2, { model: 'Ranger Raptor' }),
  car(3, { model: 'Ranger Raptor', dealershipId: 2 }),
  car(4, { model: 'Escape', simpleBody: 'SUV', year: 2018, price: 70_000 }),
  car(5, { make: 'Toyota', model: 'HiLux', price: 90_000 }),
  car(6, { model: 'Ranger' }),
  car(7, { model: 'Ranger Raptor', status: 'sold', soldAt: now }),
  car(8, { make: 'Isuzu', model: 'D-Max', dealershipId: 2 }),
  car(9, { model: 'Ranger Raptor', price: 200_000 }),
];
const index = createSearchIndex(
  stock.map((c) => toSearchDoc(c, { location: null, dealership: null })),
  { policy: makeSitePolicy({ dealershipIds: [1, 2] }) },
);
const ids = (subject: Car, max = 6) => searchSimilarCars(index, subject, max, now).map((c) => c.id);

describe('similar cars from the search index (spec 1 §7)', () => {
  it('go make and model, then make and body, then body, within the car’s dealership', () => {
    // The Raptor ute gets Raptors, then Ford utes, then other utes of its dealership: never the
    // 2018 Escape SUV (4), the other dealership's cars (3, 8), a sold (7) or dear (9) one.
    expect(ids(stock[0] as Car)).toEqual([2, 6, 5]);
  });

  it('stop at the site’s maximum', () => {
    expect(ids(stock[0] as Car, 2)).toEqual([2, 6]);
  });

  it('use the make alone for a car without a body', () => {
    expect(ids({ ...(stock[0] as Car), simpleBody: null })).toEqual([2, 4, 6]);
  });
});
