import { describe, expect, it } from 'vitest';
import { getPriceDisplay } from './price-display.ts';

const car = {
  price: 32990,
  beforePrice: null,
  subscriptionPrice: null,
  priceType: 'Drive Away',
  preorder: false,
  status: 'in_stock' as const,
};
const options = { subscriptionSite: false, noPriceText: 'Enquire for price.' };

describe('getPriceDisplay (spec 2 §2 order)', () => {
  it('shows the subscription price first on subscription sites', () => {
    expect(
      getPriceDisplay({ ...car, subscriptionPrice: 199 }, { ...options, subscriptionSite: true }),
    ).toEqual({
      kind: 'subscription',
      amount: 199,
    });
    expect(getPriceDisplay({ ...car, subscriptionPrice: 199 }, options).kind).toBe('price');
    expect(
      getPriceDisplay({ ...car, subscriptionPrice: 0 }, { ...options, subscriptionSite: true })
        .kind,
    ).toBe('price');
  });
  it("shows a struck-through 'Was' price only when before_price is higher and the car is in stock", () => {
    expect(getPriceDisplay({ ...car, beforePrice: 35990 }, options)).toEqual({
      kind: 'price',
      amount: 32990,
      priceType: 'Drive Away',
      wasAmount: 35990,
    });
    expect(getPriceDisplay({ ...car, beforePrice: 30000 }, options)).toMatchObject({
      wasAmount: null,
    });
    expect(getPriceDisplay({ ...car, beforePrice: 35990, status: 'sold' }, options)).toMatchObject({
      wasAmount: null,
    });
  });
  it('treats prices of 10 or less as no price: PREORDER, else the configured text', () => {
    expect(getPriceDisplay({ ...car, price: 10, preorder: true }, options)).toEqual({
      kind: 'preorder',
    });
    expect(getPriceDisplay({ ...car, price: 0 }, options)).toEqual({
      kind: 'no-price',
      text: 'Enquire for price.',
    });
  });
});
