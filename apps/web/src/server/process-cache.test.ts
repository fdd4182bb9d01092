import { describe, expect, it, vi } from 'vitest';

const { createProcessCache } = await import('./process-cache.ts');

describe('process cache', () => {
  it('keeps at most its bound after 10,000 distinct keys (random Host headers)', async () => {
    const cache = createProcessCache<string | null>('test-hosts', 30_000, 500);
    for (let index = 0; index < 10_000; index += 1) {
      await cache.get(`${Math.random().toString(36).slice(2)}-${index}.example`, async () => null);
    }
    expect(cache.size).toBe(500);
  });

  it('answers a hit without loading, and forgets failed loads', async () => {
    const cache = createProcessCache<number>('test-loads', 30_000, 10);
    const load = vi.fn(async () => 7);
    expect(await cache.get('a', load)).toBe(7);
    expect(await cache.get('a', load)).toBe(7);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(cache.get('b', async () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.get('b', async () => 8)).toBe(8);
  });

  it('loads again once an entry has lived its time', async () => {
    vi.useFakeTimers();
    try {
      const cache = createProcessCache<number>('test-ttl', 1_000, 10);
      let loads = 0;
      const load = async () => ++loads;
      expect(await cache.get('a', load)).toBe(1);
      vi.advanceTimersByTime(1_001);
      expect(await cache.get('a', load)).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
