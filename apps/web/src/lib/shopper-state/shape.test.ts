import { describe, expect, it } from 'vitest';
import { nonEmptyText, nullable, positiveInt, record, text } from './shape.ts';

describe('storage shapes', () => {
  const car = record({ id: positiveInt, slug: nonEmptyText, note: nullable(text) });

  it('accepts a fitting record and drops unknown fields', () => {
    expect(car({ id: 3, slug: 'a', note: 'x', extra: 1 })).toEqual({ id: 3, slug: 'a', note: 'x' });
  });

  it('treats a missing nullable field as null', () => {
    expect(car({ id: 3, slug: 'a' })).toEqual({ id: 3, slug: 'a', note: null });
  });

  it('rejects wrong types, empty slugs, non-positive or fractional ids and non-objects', () => {
    for (const value of [
      { id: '3', slug: 'a' },
      { id: 0, slug: 'a' },
      { id: 1.5, slug: 'a' },
      { id: 3, slug: '' },
      { id: 3, slug: 'a', note: 5 },
      null,
      [1],
      'car',
    ]) {
      expect(car(value)).toBeUndefined();
    }
  });
});
