import { describe, expect, it } from 'vitest';
import { carStatuses } from '../car/car.ts';
import type { PriceDisplay } from '../car/price-display.ts';
import type { TagBanner } from '../car/tag-banner.ts';
import {
  compareStatuses,
  readCompareCarsAnswer,
  readFavouriteCarsAnswer,
  readSimilarCarsAnswer,
} from './car-list-answers.ts';
import type { VehicleCardModel } from './vehicle-card.ts';

const card: VehicleCardModel = {
  slug: '2021-ford-ranger-1',
  title: '2021 Ford Ranger',
  subtitle: 'XLT',
  inStock: true,
  banner: { kind: 'tag', text: 'Hot deal', tone: 'red' },
  price: { kind: 'price', amount: 45_990, priceType: 'Drive Away', wasAmount: null },
  specs: [{ name: 'Odometer', value: '12,000 km' }],
  image: { url: '/media/1.jpg', width: 1200, height: 800 },
  locationName: 'Harbour Ford',
  estimate: { weeklyDollars: 150, ratePercent: 8.99, comparisonRatePercent: 9.5, basis: 'x' },
};

const prices: PriceDisplay[] = [
  { kind: 'subscription', amount: 199 },
  { kind: 'price', amount: 1, priceType: null, wasAmount: 2 },
  { kind: 'preorder' },
  { kind: 'no-price', text: 'Enquire for price.' },
];
const banners: TagBanner[] = [
  { kind: 'fuel', text: 'Hybrid' },
  { kind: 'reserved', text: 'Reserved' },
  { kind: 'certified', text: 'Certified', imageUrl: null },
  { kind: 'tag', text: 'New', tone: 'green' },
  { kind: 'coming-soon', text: 'Coming soon' },
  { kind: 'new-arrival', text: 'New arrival' },
  { kind: 'sold', text: 'Sold' },
];

describe('readFavouriteCarsAnswer', () => {
  it('reads cards with every price display and banner', () => {
    const cars = [
      ...prices.map((price, id) => ({ id: id + 1, card: { ...card, price } })),
      ...banners.map((banner, id) => ({ id: id + 10, card: { ...card, banner } })),
      { id: 20, card: { ...card, subtitle: null, banner: null, image: null, estimate: null } },
    ];
    expect(readFavouriteCarsAnswer({ cars })).toEqual({ cars });
  });

  it('refuses what is not an answer', () => {
    for (const body of [
      null,
      { ok: false, message: 'Not found' },
      { cars: {} },
      { cars: [{ id: 0, card }] },
      { cars: [{ id: 1, card: { ...card, price: { kind: 'price', amount: '1' } } }] },
      { cars: [{ id: 1, card: { ...card, banner: { kind: 'tag', text: 'x', tone: 'blue' } } }] },
      { cars: [{ id: 1, card: { ...card, specs: [{ name: 'Odometer' }] } }] },
      { cars: [{ id: 1, card: { ...card, inStock: 'yes' } }] },
    ]) {
      expect(() => readFavouriteCarsAnswer(body), JSON.stringify(body)).toThrow(TypeError);
    }
  });
});

describe('readSimilarCarsAnswer', () => {
  const favourite = {
    id: 7,
    name: '2021 Ford Ranger XLT',
    slug: '2021-ford-ranger-1',
    make: 'Ford',
    model: 'Ranger',
    primary_image_url: null,
  };

  it('reads cards with their favourite, or none', () => {
    const cars = [
      { card, favourite },
      { card, favourite: null },
    ];
    expect(readSimilarCarsAnswer({ cars })).toEqual({ cars });
  });

  it('refuses what is not an answer', () => {
    for (const body of [
      [],
      { cars: [{ card: null, favourite: null }] },
      { cars: [{ card, favourite: { ...favourite, slug: '' } }] },
      { cars: [{ card: { ...card, title: 5 }, favourite: null }] },
    ]) {
      expect(() => readSimilarCarsAnswer(body), JSON.stringify(body)).toThrow(TypeError);
    }
  });
});

describe('readCompareCarsAnswer', () => {
  const car = {
    id: 3,
    slug: 'x',
    name: '2021 Ford Ranger XLT',
    image: null,
    price: prices[3],
    status: 'sold',
    specs: { Odometer: '12,000 km' },
  };

  it('reads the cars, in every status core knows', () => {
    expect(compareStatuses).toEqual(carStatuses);
    const cars = carStatuses.map((status, index) => ({ ...car, id: index + 1, status }));
    expect(readCompareCarsAnswer({ cars })).toEqual({ cars });
  });

  it('refuses what is not an answer', () => {
    for (const body of [
      null,
      { cars: [{ ...car, status: 'gone' }] },
      { cars: [{ ...car, specs: { Odometer: 12_000 } }] },
      { cars: [{ ...car, image: { url: '/x' } }] },
    ]) {
      expect(() => readCompareCarsAnswer(body), JSON.stringify(body)).toThrow(TypeError);
    }
  });
});
