import { describe, expect, it } from 'vitest';
import { formatDate, formatZonedDate } from './date.ts';
import { formatCents, formatCentsExact, formatKm, formatPrice } from './price.ts';

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
