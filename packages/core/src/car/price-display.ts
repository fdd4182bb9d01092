import { type Car, isInStock } from './car.ts';

export type PriceDisplay =
  | { kind: 'subscription'; amount: number }
  | { kind: 'price'; amount: number; priceType: string | null; wasAmount: number | null }
  | { kind: 'preorder' }
  | { kind: 'no-price'; text: string };

type PricedCar = Pick<
  Car,
  'price' | 'beforePrice' | 'subscriptionPrice' | 'priceType' | 'preorder' | 'status'
>;

/** Prices of 10 dollars or less are placeholders in dealer feeds, not prices (spec 2 §2). */
const MIN_REAL_PRICE = 10;

/**
 * Whether a price (whole dollars) is a real one. A car without one shows PREORDER or the
 * no-price text ('Enquire for price.'), and price sorts put it last either way.
 */
export function hasRealPrice(price: number): boolean {
  return price > MIN_REAL_PRICE;
}

/**
 * Spec 2 §2 price display order: subscription price (subscription sites, above 0); else the
 * price when above 10, with a struck-through 'Was' price when before_price is higher (in stock
 * only); else PREORDER; else the configured no-price text. Amounts in whole dollars.
 */
export function getPriceDisplay(
  car: PricedCar,
  options: { subscriptionSite: boolean; noPriceText: string },
): PriceDisplay {
  if (options.subscriptionSite && (car.subscriptionPrice ?? 0) > 0) {
    return { kind: 'subscription', amount: car.subscriptionPrice ?? 0 };
  }
  if (hasRealPrice(car.price)) {
    const was =
      isInStock(car) && car.beforePrice !== null && car.beforePrice > car.price
        ? car.beforePrice
        : null;
    return { kind: 'price', amount: car.price, priceType: car.priceType, wasAmount: was };
  }
  if (car.preorder) return { kind: 'preorder' };
  return { kind: 'no-price', text: options.noPriceText };
}
