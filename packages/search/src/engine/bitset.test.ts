import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset.ts';

const members = (size: number) =>
  fc.uniqueArray(fc.integer({ min: 0, max: size - 1 }), { maxLength: 200 });
const toSet = (size: number, values: number[]) => {
  const set = new Bitset(size);
  for (const value of values) set.add(value);
  return set;
};
const read = (set: Bitset) =>
  Array.from(
    set.words.length
      ? (() => {
          const out = new Int32Array(set.size);
          return out.subarray(0, set.toArray(out));
        })()
      : [],
  );

describe('Bitset agrees with a Set of numbers', () => {
  it('for and, or, andNot, count and iteration', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.context(), (size, _ctx) => {
        fc.assert(
          fc.property(members(size), members(size), (a, b) => {
            const sa = new Set(a);
            const sb = new Set(b);
            const sorted = (values: Iterable<number>) => [...values].sort((x, y) => x - y);
            expect(read(toSet(size, a).and(toSet(size, b)))).toEqual(
              sorted([...sa].filter((x) => sb.has(x))),
            );
            expect(read(toSet(size, a).or(toSet(size, b)))).toEqual(sorted(new Set([...a, ...b])));
            expect(read(toSet(size, a).andNot(toSet(size, b)))).toEqual(
              sorted([...sa].filter((x) => !sb.has(x))),
            );
            expect(toSet(size, a).count()).toBe(sa.size);
          }),
          { numRuns: 20 },
        );
      }),
      { numRuns: 15 },
    );
  });

  it('fills exactly `size` members', () => {
    for (const size of [1, 31, 32, 33, 64, 100]) expect(Bitset.full(size).count()).toBe(size);
  });
});
