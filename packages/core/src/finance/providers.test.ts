import { describe, expect, it } from 'vitest';
import type { FinanceLender } from '../car/car.ts';
import { financeConfigSchema } from './finance-config.ts';
import { getDisplayableLenderOffers } from './providers.ts';

const config = financeConfigSchema.parse({});
const settings = {
  providers: config.providers,
  excludedMakes: config.excludedMakes,
  offersDisabled: false,
};
const now = new Date('2026-11-22T00:00:00Z');
const car = { make: 'Toyota', price: 30_000, status: 'in_stock' as const, year: 2022 };
const lender = (provider: string, overrides: Partial<FinanceLender> = {}): FinanceLender => ({
  financeProvider: provider,
  interestRatePercent: 8.99,
  comparisonRatePercent: 9.5,
  paymentWeekCents: 15_000,
  paymentMonthCents: 65_000,
  termMonths: 60,
  depositCents: null,
  balloonCents: null,
  establishmentFeesCents: null,
  totalPayableCents: null,
  disclaimer: null,
  ...overrides,
});
const shown = (
  carOverrides: Partial<typeof car>,
  lenders: FinanceLender[],
  extra: Partial<typeof settings> = {},
) =>
  getDisplayableLenderOffers(
    { ...car, ...carOverrides },
    lenders,
    { ...settings, ...extra },
    now,
  ).map((offer) => offer.lender.financeProvider);

describe('finance offer display (spec 2 §5)', () => {
  it('needs lender data with both rates, a make that is not excluded, and offers switched on', () => {
    expect(shown({}, [])).toEqual([]);
    expect(shown({}, [lender('Manual', { comparisonRatePercent: null })])).toEqual([]);
    expect(shown({ make: 'Suzuki' }, [lender('Manual')])).toEqual([]);
    expect(shown({}, [lender('Manual')], { offersDisabled: true })).toEqual([]);
    expect(shown({}, [lender('Unknown Bank')])).toEqual([]);
  });
  it('Taurus: within the last 12 years, above $500, in stock', () => {
    expect(shown({}, [lender('Taurus')])).toEqual(['Taurus']);
    expect(shown({ year: 2013 }, [lender('Taurus')])).toEqual([]);
    expect(shown({ price: 500 }, [lender('Taurus')])).toEqual([]);
    expect(shown({ status: 'sold' as never }, [lender('Taurus')])).toEqual([]);
  });
  it('360 Finance and AusLoans: in stock', () => {
    expect(shown({ price: 100 }, [lender('360 Finance'), lender('AusLoans')])).toEqual([
      '360 Finance',
      'AusLoans',
    ]);
    expect(shown({ status: 'sold' as never }, [lender('AusLoans')])).toEqual([]);
  });
  it('Manual, Angle, Powertorque: above $500, in stock, with a weekly payment', () => {
    expect(shown({}, [lender('Angle'), lender('Powertorque', { paymentWeekCents: null })])).toEqual(
      ['Angle'],
    );
    expect(shown({ price: 400 }, [lender('Manual')])).toEqual([]);
  });
  it('Nissan Finance: above $500, in stock, with a monthly payment', () => {
    expect(shown({}, [lender('Nissan Finance')])).toEqual(['Nissan Finance']);
    expect(shown({}, [lender('Nissan Finance', { paymentMonthCents: null })])).toEqual([]);
  });
});
