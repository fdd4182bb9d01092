import { describe, expect, it } from 'vitest';
import { describeAdvertisedRate, findRatesWithoutComparison } from './advertised-rate.ts';
import {
  calculateComparisonRatePercent,
  getComparisonRateRange,
  truncateDisclaimer,
} from './comparison-rate.ts';

describe('calculateComparisonRatePercent', () => {
  it('equals the rate when there are no fees', () => {
    expect(
      calculateComparisonRatePercent({
        ratePercent: 8,
        establishmentFeeCents: 0,
        monthlyFeeCents: 0,
      }),
    ).toBe(8);
  });
  it('adds the cost of fees: $395 establishment and $8 a month on 7.99% is 9.10%', () => {
    // Independent check: PMT(7.99%/12, 60, 30,395) = $616.16; with the $8 fee, $624.16 a month
    // repays $30,000 at 9.0964% p.a. (spreadsheet: RATE(60, -624.1555, 30000) × 12).
    expect(
      calculateComparisonRatePercent({
        ratePercent: 7.99,
        establishmentFeeCents: 39_500,
        monthlyFeeCents: 800,
      }),
    ).toBe(9.1);
  });
});

describe('comparison-rate range and disclaimer', () => {
  it('takes the range from the disclaimer when it has percentages, else 8.38% – 19.42%', () => {
    expect(
      getComparisonRateRange('Rates from 6.99% p.a. (comparison rate 7.45% p.a.) to 14.5%'),
    ).toEqual([6.99, 14.5]);
    expect(getComparisonRateRange(null)).toEqual([8.38, 19.42]);
  });
  it('truncates at 197 characters until Show More', () => {
    const long = 'a'.repeat(300);
    expect(truncateDisclaimer(long).text).toHaveLength(198);
    expect(truncateDisclaimer('short')).toEqual({ text: 'short', truncated: false });
  });
});

describe('advertised rates always carry their comparison rate', () => {
  it('describes both', () => {
    expect(describeAdvertisedRate({ ratePercent: 8.5, comparisonRatePercent: 9.12 })).toMatchObject(
      {
        rate: '8.5% p.a.',
        comparison: '9.12% p.a. comparison rate',
      },
    );
  });
  it('finds a rate shown alone', () => {
    expect(findRatesWithoutComparison('From $120/wk at 8.5% p.a. Drive away today!')).toEqual([
      '8.5% p.a.',
    ]);
    expect(
      findRatesWithoutComparison('From $120/wk at 8.5% p.a. (9.12% p.a. comparison rate*)'),
    ).toEqual([]);
  });
});
