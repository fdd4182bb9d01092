import { describe, expect, it } from 'vitest';
import {
  getSimilarCarBase,
  getSimilarCarSteps,
  getSimilarPriceWindow,
  pickSimilarCars,
} from './similar-cars.ts';
import {
  formatEngineSize,
  getBelowMarketAmount,
  getRegoExpiryText,
  getVideoIndex,
  isFavouriteShown,
  isToyotaCertified,
  truncateText,
} from './vehicle-rules.ts';

describe('similar cars', () => {
  it('uses ±10,000 under 50,000 and ±25,000 from 50,000', () => {
    expect(getSimilarPriceWindow(30_000)).toEqual({ min: 20_000, max: 40_000 });
    expect(getSimilarPriceWindow(49_999)).toEqual({ min: 39_999, max: 59_999 });
    expect(getSimilarPriceWindow(50_000)).toEqual({ min: 25_000, max: 75_000 });
    expect(getSimilarPriceWindow(5_000)).toEqual({ min: 0, max: 15_000 });
  });
  it('prefers the same model, drops duplicates and the car itself, keeps at most 6', () => {
    const subject = { id: 1, model: 'Ranger' };
    const candidates = [
      { id: 1, model: 'Ranger' },
      { id: 2, model: 'Everest' },
      { id: 3, model: 'ranger' },
      { id: 2, model: 'Everest' },
      ...Array.from({ length: 6 }, (_, i) => ({ id: 10 + i, model: 'Puma' })),
    ];
    expect(pickSimilarCars(subject, candidates).map((car) => car.id)).toEqual([
      3, 2, 10, 11, 12, 13,
    ]);
  });
});

describe('similar-car searches (spec 1 §7)', () => {
  it('go make and model, then make and body, then body: a ute never gets the make’s SUVs', () => {
    expect(getSimilarCarSteps({ make: 'Ford', model: 'Ranger', simpleBody: 'Ute' })).toEqual([
      { make: 'Ford', model: 'Ranger' },
      { make: 'Ford', body: 'Ute' },
      { body: 'Ute' },
    ]);
  });
  it('fall back to the make for a car without a body', () => {
    expect(getSimilarCarSteps({ make: 'Jayco', model: 'Starcraft', simpleBody: ' ' })).toEqual([
      { make: 'Jayco', model: 'Starcraft' },
      { make: 'Jayco' },
    ]);
  });
  it("run inside the car's own dealership and price window, leaving the car out", () => {
    expect(getSimilarCarBase({ id: 7, dealershipId: 3, price: 84_990 })).toEqual({
      excludeCarId: 7,
      dealershipId: 3,
      minPrice: 59_990,
      maxPrice: 109_990,
    });
  });
});

describe('vehicle display rules', () => {
  it('shows engine size in litres with one decimal, or cc', () => {
    expect(formatEngineSize(1998, 'litres')).toBe('2.0L');
    expect(formatEngineSize(1998, 'cc')).toBe('1,998cc');
    expect(formatEngineSize(null, 'litres')).toBeNull();
  });
  it("shows 'Expires on' while registered and 'Unregistered' only where configured", () => {
    expect(getRegoExpiryText('2027-03-01', '2026-11-22', false)).toBe('Expires on 01/03/2027');
    expect(getRegoExpiryText('2026-11-22', '2026-11-22', false)).toBe('Expires on 22/11/2026');
    expect(getRegoExpiryText('2026-01-01', '2026-11-22', true)).toBe('Unregistered');
    expect(getRegoExpiryText('2026-01-01', '2026-11-22', false)).toBeNull();
  });
  it('shows the market-price badge only more than 499 below the state, else national, average', () => {
    const car = (stateAverage: number | null, nationalAverage: number | null) => ({
      price: 30_000,
      marketPrices: { stateAverage, nationalAverage },
    });
    expect(getBelowMarketAmount(car(30_500, 40_000))).toBe(500);
    expect(getBelowMarketAmount(car(30_499, 40_000))).toBeNull();
    expect(getBelowMarketAmount(car(null, 31_000))).toBe(1_000);
    expect(getBelowMarketAmount({ price: 30_000, marketPrices: null })).toBeNull();
  });
  it('gives the Toyota badge only to certified, unsold Toyotas on sites with the programme', () => {
    const car = { make: 'Toyota', certified: true, status: 'in_stock' as const };
    expect(isToyotaCertified(car, true)).toBe(true);
    expect(isToyotaCertified(car, false)).toBe(false);
    expect(isToyotaCertified({ ...car, status: 'sold' }, true)).toBe(false);
    expect(isToyotaCertified({ ...car, make: 'Ford' }, true)).toBe(false);
  });
  it('hides the favourite button for cars not in stock, when off, and by the stricter rule', () => {
    const car = {
      status: 'in_stock' as const,
      carType: 'used' as const,
      price: 20_000,
      imageCount: 3,
    };
    const on = { enabled: true, requireUsedWithPriceAndImages: false };
    expect(isFavouriteShown(car, on)).toBe(true);
    expect(isFavouriteShown({ ...car, status: 'sold' }, on)).toBe(false);
    expect(isFavouriteShown(car, { ...on, enabled: false })).toBe(false);
    const strict = { ...on, requireUsedWithPriceAndImages: true };
    expect(isFavouriteShown({ ...car, carType: 'new' }, strict)).toBe(false);
    expect(isFavouriteShown({ ...car, imageCount: 0 }, strict)).toBe(false);
    expect(isFavouriteShown({ ...car, price: 0 }, strict)).toBe(false);
    expect(isFavouriteShown(car, strict)).toBe(true);
  });
  it('truncates long text at a word boundary', () => {
    expect(truncateText('short', 400)).toEqual({ text: 'short', truncated: false });
    const long = 'word '.repeat(100);
    const result = truncateText(long, 400);
    expect(result.truncated).toBe(true);
    expect(result.text.length).toBeLessThanOrEqual(401);
    expect(result.text.endsWith('word…')).toBe(true);
  });
  it('places the stock video second by default, or at the start, middle or end', () => {
    expect(getVideoIndex('second', 10)).toBe(1);
    expect(getVideoIndex('second', 0)).toBe(0);
    expect(getVideoIndex('start', 10)).toBe(0);
    expect(getVideoIndex('middle', 10)).toBe(5);
    expect(getVideoIndex('end', 10)).toBe(10);
  });
});
