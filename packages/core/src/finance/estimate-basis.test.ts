import { describe, expect, it } from 'vitest';
import { COMPARISON_RATE_WARNING } from './comparison-rate.ts';
import { describeEstimateBasis } from './estimate-basis.ts';

describe('describeEstimateBasis (spec 2 §9)', () => {
  it('states the default 5 year term, 10% deposit and 30% final payment, then the comparison basis', () => {
    const text = describeEstimateBasis({ termYears: 5, depositPercent: 10, balloonPercent: 30 });
    expect(text).toBe(
      `*Weekly estimates are over 5 years with a 10% deposit and a 30% final payment, are indicative only and are not an offer of finance. Comparison rate based on a secured loan of $30,000 over 5 years. ${COMPARISON_RATE_WARNING}`,
    );
  });
  it('reads well for one year and no final payment', () => {
    expect(describeEstimateBasis({ termYears: 1, depositPercent: 0, balloonPercent: 0 })).toMatch(
      /^\*Weekly estimates are over 1 year with a 0% deposit and no final payment, /,
    );
  });
});
