import { describe, expect, it } from 'vitest';
import { getOfferRate } from './finance-offer.ts';

const offer = (name: string, disclaimer = '', description = '') => ({
  name,
  description,
  disclaimer,
  category: 'Finance offer',
});

describe('getOfferRate (comparison-rate rule)', () => {
  it('reads the rate and the comparison rate from the disclaimer', () =>
    expect(
      getOfferRate(
        offer(
          '4.99% p.a. finance on selected demo vehicles',
          '4.99% p.a. interest rate, 6.02% p.a. comparison rate, based on a secured loan of $30,000 over 5 years.',
        ),
      ),
    ).toEqual({ kind: 'advertised', rate: { ratePercent: 4.99, comparisonRatePercent: 6.02 } }));
  it('accepts "comparison rate of N%" and a rate in the description HTML', () =>
    expect(
      getOfferRate(
        offer(
          'Low rate finance',
          'Comparison rate of 7.1% applies.',
          '<p>From <b>5.5% p.a.</b></p>',
        ),
      ),
    ).toEqual({ kind: 'advertised', rate: { ratePercent: 5.5, comparisonRatePercent: 7.1 } }));
  it('withholds a rate with no comparison rate', () =>
    expect(getOfferRate(offer('2.99% p.a. on Rangers', 'Approved applicants only.')).kind).toBe(
      'withheld',
    ));
  it('is silent for offers that advertise no rate', () =>
    expect(getOfferRate(offer('$3,000 bonus on Everest')).kind).toBe('none'));
});
