import { describe, expect, it } from 'vitest';
import { isAustralianPhone, toE164Phone } from './australian-phone.ts';

describe('isAustralianPhone', () => {
  it('accepts mobiles and landlines however they are written', () => {
    for (const phone of ['0412 345 678', '+61 412 345 678', '(07) 3123 4567', '02-9123-4567']) {
      expect(isAustralianPhone(phone), phone).toBe(true);
    }
  });

  it('refuses short, long, foreign, premium and lettered numbers', () => {
    for (const phone of [
      '0412 345 67',
      '04123456789',
      '+1 415 555 0100',
      '1900 123 456',
      '04l2345678',
      '',
    ]) {
      expect(isAustralianPhone(phone), phone).toBe(false);
    }
  });
});

describe('toE164Phone', () => {
  it('stores numbers as +61 and nine digits', () => {
    expect(toE164Phone('0412 345 678')).toBe('+61412345678');
    expect(toE164Phone('+61 7 3123 4567')).toBe('+61731234567');
  });
});
