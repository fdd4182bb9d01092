import { describe, expect, it } from 'vitest';
import {
  describeAdvertisedRate,
  describeRateRanges,
  findRatesWithoutComparison,
} from './advertised-rate.ts';

describe('describeRateRanges', () => {
  it("names 'comparison rate' once, with the asterisk of its warning", () => {
    const sentence = describeRateRanges([6.99, 18.5], [8.38, 19.42]);
    expect(sentence).toBe(
      'Interest rates from 6.99% p.a. to 18.5% p.a.; comparison rates from 8.38% p.a. to 19.42% p.a.*.',
    );
    expect(sentence.match(/comparison rate/g)).toHaveLength(1);
    expect(findRatesWithoutComparison(sentence, 80)).toEqual([]);
  });
  it('a range of one rate reads as that rate', () => {
    expect(describeRateRanges([5, 5], [6.02, 6.02])).toBe(
      'Interest rates 5% p.a.; comparison rates 6.02% p.a.*.',
    );
  });
});

describe('describeAdvertisedRate', () => {
  it('puts the comparison rate beside the rate in the wording of spec 2 §9', () => {
    expect(
      describeAdvertisedRate({ ratePercent: 4.99, comparisonRatePercent: 6.02 }),
    ).toMatchObject({
      rate: '4.99% p.a.',
      comparison: '6.02% p.a. comparison rate',
    });
  });
});
