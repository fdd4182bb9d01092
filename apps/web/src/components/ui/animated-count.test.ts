import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tweenCount } from './animated-count.tsx';

describe('a counting number (Show Me {n}, sales counter)', () => {
  it('stays between where it started and its target at every step, ending on the target', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.array(fc.double({ min: -1, max: 3, noNaN: true }), { minLength: 1, maxLength: 30 }),
        (from, to, progresses) => {
          const low = Math.min(from, to);
          const high = Math.max(from, to);
          for (const progress of progresses) {
            const shown = tweenCount(from, to, progress);
            expect(shown).toBeGreaterThanOrEqual(low);
            expect(shown).toBeLessThanOrEqual(high);
          }
          expect(tweenCount(from, to, 1)).toBe(to);
          expect(tweenCount(from, to, 0)).toBe(from);
        },
      ),
    );
  });

  it('counts down 434 → 200 without passing 434 on the way', () => {
    const frames = [0, 0.1, 0.5, 0.9, 1, 1.2].map((p) => tweenCount(434, 200, p));
    expect(frames).toEqual([434, 411, 317, 223, 200, 200]);
  });
});
