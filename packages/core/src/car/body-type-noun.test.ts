import { describe, expect, it } from 'vitest';
import { describeBudgetResult } from '../finance/budget.ts';
import { bodyTypeNoun } from './body-type-noun.ts';

const motorcycleLabels = { Naked: { singular: 'Naked Bike', plural: 'Naked Bikes' } };

describe('bodyTypeNoun', () => {
  it('uses the names a site configures for a body type', () => {
    expect(bodyTypeNoun('Naked', 'Naked', motorcycleLabels)).toEqual({
      singular: 'Naked Bike',
      plural: 'Naked Bikes',
    });
    expect(
      describeBudgetResult(65, 40_000, 9_000, bodyTypeNoun('Naked', 'Naked', motorcycleLabels))
        .label,
    ).toBe('65 Naked Bikes Found');
  });
  it("falls back to the label and its plural with 's'; own keys only", () => {
    expect(bodyTypeNoun('SUV', 'SUV', motorcycleLabels)).toEqual({
      singular: 'SUV',
      plural: 'SUVs',
    });
    expect(bodyTypeNoun('constructor', 'constructor', {})).toEqual({
      singular: 'constructor',
      plural: 'constructors',
    });
  });
});
