import { describe, expect, it } from 'vitest';
import { GATEABLE_FEATURES, getPathFeature, isGated } from './gated-routes.ts';

describe('gated routes', () => {
  it('names the feature of each gateable page', () => {
    expect(getPathFeature('/my-garage')).toBe('garage');
    expect(getPathFeature('/cars/2021-ford-ranger-7/checkout')).toBe('checkout');
    expect(getPathFeature('/cars/2021-ford-ranger-7/buy-online?step=2')).toBe('checkout');
    expect(getPathFeature('/personalised/finance?car_id=7')).toBe('personalisedFinance');
    expect(getPathFeature('/checkout-journey?car_id=7')).toBe('checkout');
    expect(getPathFeature('/online-payment')).toBe('onlinePayment');
    expect(getPathFeature('/spin-to-win')).toBe('spinToWin');
  });

  it('never gates trade-in or sell-my-car, nor other pages', () => {
    for (const path of ['/trade-in', '/cars/trade-in?car_id=7', '/sell-my-car', '/cars/x', '/']) {
      expect(getPathFeature(path)).toBeNull();
    }
    expect(GATEABLE_FEATURES).not.toContain('tradeIn');
    expect(GATEABLE_FEATURES).not.toContain('sellMyCar');
  });

  it('gates exactly the features the site lists', () => {
    expect(isGated('garage', ['garage'])).toBe(true);
    expect(isGated('checkout', ['garage'])).toBe(false);
  });
});
