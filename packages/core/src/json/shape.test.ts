import { describe, expect, it } from 'vitest';
import {
  boolean,
  dictionary,
  either,
  integer,
  list,
  nonEmptyText,
  nullable,
  number,
  oneOf,
  optional,
  positiveInt,
  readOrNull,
  readShape,
  record,
  text,
} from './shape.ts';

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

describe('answer shapes', () => {
  const answer = record({
    ok: boolean,
    message: optional(text),
    ids: optional(list(integer)),
    errors: optional(dictionary(text)),
  });

  it('leaves out a missing optional field and checks one that is there', () => {
    expect(answer({ ok: true })).toEqual({ ok: true });
    expect(answer({ ok: false, message: 'No.', ids: [-1, 0, 3], errors: { a: 'b' } })).toEqual({
      ok: false,
      message: 'No.',
      ids: [-1, 0, 3],
      errors: { a: 'b' },
    });
    expect(Object.keys(answer({ ok: true }) ?? {})).toEqual(['ok']);
  });

  it('refuses a wrong optional field, a bad item and a bad dictionary value', () => {
    for (const value of [
      { ok: 'true' },
      { ok: true, message: null },
      { ok: true, ids: [1.5] },
      { ok: true, ids: '3' },
      { ok: true, errors: { a: 1 } },
      { ok: true, errors: ['a'] },
    ]) {
      expect(answer(value), JSON.stringify(value)).toBeUndefined();
    }
  });

  it('tells a union apart by kind, and takes only finite numbers', () => {
    const price = either(
      record({ kind: oneOf('price'), amount: number }),
      record({ kind: oneOf('no-price'), text }),
    );
    expect(price({ kind: 'price', amount: 5 })).toEqual({ kind: 'price', amount: 5 });
    expect(price({ kind: 'no-price', text: 'Ask' })).toEqual({ kind: 'no-price', text: 'Ask' });
    expect(price({ kind: 'price', amount: Number.NaN })).toBeUndefined();
    expect(price({ kind: 'other', amount: 5 })).toBeUndefined();
  });

  it('reads a body or says what it is not; readOrNull answers null instead', () => {
    const read = (body: unknown) => readShape(answer, body, 'an answer');
    expect(read({ ok: true })).toEqual({ ok: true });
    expect(() => read('<h1>Bad gateway</h1>')).toThrow(new TypeError('Not an answer'));
    expect(readOrNull(read, null)).toBeNull();
    expect(readOrNull(read, { ok: false })).toEqual({ ok: false });
  });
});
