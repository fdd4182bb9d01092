import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map.ts';

describe('LruMap', () => {
  it('stays at its bound however many distinct keys arrive', () => {
    const map = new LruMap<string, number>(100);
    for (let index = 0; index < 10_000; index += 1) {
      map.set(`host-${index}.example`, index);
      expect(map.size).toBeLessThanOrEqual(100);
    }
    expect(map.size).toBe(100);
    expect(map.get('host-9999.example')).toBe(9999);
    expect(map.get('host-0.example')).toBeUndefined();
  });

  it('forgets the least recently used first', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect([map.peek('a'), map.peek('b'), map.peek('c')]).toEqual([1, undefined, 3]);
    map.set('a', 10);
    map.set('d', 4);
    expect([map.peek('a'), map.peek('c'), map.peek('d')]).toEqual([10, undefined, 4]);
  });

  it('refuses a bound that is not a positive integer', () => {
    expect(() => new LruMap(0)).toThrow(RangeError);
  });
});
