import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatZonedDate } from './date.ts';
import { formatCents, formatCentsExact, formatKm, formatNumber, formatPrice } from './price.ts';

// The reference: what Intl says for en-AU (the formatters group by hand, see price.ts).
const intlPrice = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
});
const intlExact = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const intlNumber = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
/** Intl writes '-0' for an amount that rounds to nothing below zero; the formatters write '0'. */
const noNegativeZero = (value: number) => Math.round(value) || 0;
const amounts = fc.oneof(
  fc.integer({ min: -2_000_000, max: 2_000_000 }),
  fc.double({ min: -1e12, max: 1e12, noNaN: true }),
  fc.maxSafeInteger(),
);

describe('formatters against Intl', () => {
  it('formatPrice and formatNumber agree with Intl for any amount', () => {
    fc.assert(
      fc.property(amounts, (value) => {
        expect(formatPrice(value)).toBe(intlPrice.format(noNegativeZero(value)));
        expect(formatNumber(value)).toBe(intlNumber.format(noNegativeZero(value)));
      }),
      { numRuns: 2000 },
    );
  });
  it('formatCentsExact agrees with Intl for any whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), (cents) => {
        expect(formatCentsExact(cents)).toBe(intlExact.format(cents / 100));
      }),
      { numRuns: 2000 },
    );
  });
  it('never writes minus zero', () => {
    expect(formatPrice(-0.4)).toBe('$0');
    expect(formatNumber(-0)).toBe('0');
    expect(formatPrice(-1234.4)).toBe('-$1,234');
  });
});

describe('formatPrice', () => {
  it('shows dollars with thousands separators and no cents', () => {
    expect(formatPrice(12345)).toBe('$12,345');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(1_250_000)).toBe('$1,250,000');
    expect(formatPrice(999.6)).toBe('$1,000');
  });
  it('shows amounts kept in cents in whole dollars, or exactly where cents matter', () => {
    expect(formatCents(50_000)).toBe('$500');
    expect(formatCents(1_234_567_89)).toBe('$1,234,568');
    expect(formatCentsExact(4567)).toBe('$45.67');
    expect(formatCentsExact(123_456)).toBe('$1,234.56');
  });
});

describe('formatKm', () => {
  it('groups thousands', () => expect(formatKm(45210)).toBe('45,210 km'));
});

describe('formatDate', () => {
  it('shows ISO dates as dd/MM/yyyy', () => expect(formatDate('2025-07-01')).toBe('01/07/2025'));
  it("shows instants in the dealer's time zone", () => {
    expect(formatZonedDate(new Date('2025-06-30T15:00:00Z'), 'Australia/Sydney')).toBe(
      '01/07/2025',
    );
    expect(formatZonedDate(new Date('2025-06-30T15:00:00Z'), 'Australia/Perth')).toBe('30/06/2025');
  });
  it('refuses a non-date', () => expect(() => formatDate('soon')).toThrow(RangeError));
});
