import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSafeId } from './safe-id.ts';

describe('toSafeId', () => {
  it('keeps letters and digits, encodes the rest', () => {
    expect(toSafeId('Shadow Black')).toBe('Shadow_20_Black');
    expect(toSafeId('Hybrid/Petrol')).toBe('Hybrid_2f_Petrol');
    expect(toSafeId('4x4')).toBe('4x4');
  });
  it('never has whitespace and never maps two values to one id', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(toSafeId(a)).not.toMatch(/\s/);
        if (a !== b) expect(toSafeId(a)).not.toBe(toSafeId(b));
      }),
    );
  });
});
