import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '../config/merge-config.ts';
import { isPromoForCarTypes, isPromoLive, placePromos } from './promos.ts';

const [wantYourCar] = resolveSiteConfig({}, {}).search.promos;
if (!wantYourCar) throw new Error('default promo missing');

describe('promo scheduling (spec 2 §4: e.g. 1 July 2025 to 24 July 2025, +10:00)', () => {
  const promo = { start: '2025-07-01T00:00:00+10:00', expiry: '2025-07-24T23:59:59+10:00' };
  it('shows only inside its window, in the time zone it names', () => {
    expect(isPromoLive(promo, new Date('2025-06-30T13:59:59Z'))).toBe(false);
    expect(isPromoLive(promo, new Date('2025-06-30T14:00:00Z'))).toBe(true);
    expect(isPromoLive(promo, new Date('2025-07-24T13:59:59Z'))).toBe(true);
    expect(isPromoLive(promo, new Date('2025-07-24T14:00:00Z'))).toBe(false);
    expect(isPromoLive({ start: null, expiry: null }, new Date())).toBe(true);
  });
});

describe('promo display rules by selected car types', () => {
  it('suits everything without rules', () =>
    expect(isPromoForCarTypes({ display: [], strictDisplay: true }, ['used'])).toBe(true));
  it('needs one matching type, or all of them when strict', () => {
    const rule = { display: ['new', 'demo'] as ('new' | 'demo' | 'used')[], strictDisplay: false };
    expect(isPromoForCarTypes(rule, ['used', 'new'])).toBe(true);
    expect(isPromoForCarTypes(rule, ['used'])).toBe(false);
    expect(isPromoForCarTypes(rule, [])).toBe(true);
    expect(isPromoForCarTypes({ ...rule, strictDisplay: true }, ['used', 'new'])).toBe(false);
    expect(isPromoForCarTypes({ ...rule, strictDisplay: true }, ['demo', 'new'])).toBe(true);
    expect(isPromoForCarTypes({ ...rule, strictDisplay: true }, [])).toBe(false);
  });
});

describe('placePromos', () => {
  const cars = Array.from({ length: 21 }, (_, i) => i + 1);
  it("puts the default 'We Want Your Car!' card at tiles 8 and 17", () => {
    const tiles = placePromos(cars, [wantYourCar], new Date(), []);
    expect(tiles).toHaveLength(23);
    expect(tiles.map((tile, i) => (tile.kind === 'promo' ? i + 1 : null)).filter(Boolean)).toEqual([
      8, 17,
    ]);
    expect(tiles.filter((tile) => tile.kind === 'car')).toHaveLength(21);
  });
  it('skips positions past the cars on a short page', () => {
    expect(
      placePromos([1, 2, 3], [wantYourCar], new Date(), []).every((tile) => tile.kind === 'car'),
    ).toBe(true);
  });
});
