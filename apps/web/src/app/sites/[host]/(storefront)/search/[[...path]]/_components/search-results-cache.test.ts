import { describe, expect, it } from 'vitest';
import { createSearchResultsCache, toSearchApiUrl } from './search-results-cache.ts';

/** A cache over a counting fetcher: every URL's total is its length; `asked` lists the requests. */
function setUp(size: number, options: { maxAgeMs?: number; now?: () => number } = {}) {
  const asked: string[] = [];
  const cache = createSearchResultsCache(
    size,
    async (url) => {
      asked.push(url);
      if (url.includes('fail')) throw new Error('offline');
      return { total: url.length };
    },
    options,
  );
  return { cache, asked };
}

describe('the browser cache of recent searches (spec 1 §9)', () => {
  it('answers the last `size` searches without asking again, and drops the oldest first', async () => {
    const { cache, asked } = setUp(10);
    const urls = Array.from({ length: 11 }, (_, i) => `/search/used-cars?page=${i + 1}`);
    for (const url of urls.slice(0, 10)) await cache.lookup(url);
    for (const url of urls.slice(0, 10))
      expect(await cache.lookup(url)).toEqual({ total: url.length });
    expect(asked).toHaveLength(10);
    // The eleventh search pushes out the least recently used one: the first.
    await cache.lookup(urls[10] as string);
    expect(cache.has(urls[0] as string)).toBe(false);
    expect(urls.slice(1).every((url) => cache.has(url))).toBe(true);
    await cache.lookup(urls[0] as string);
    expect(asked).toHaveLength(12);
  });

  it('keeps a search it was asked for again, dropping the one used least recently instead', async () => {
    const { cache } = setUp(2);
    await cache.lookup('/search/a');
    await cache.lookup('/search/b');
    await cache.lookup('/search/a');
    await cache.lookup('/search/c');
    expect([cache.has('/search/a'), cache.has('/search/b'), cache.has('/search/c')]).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('counts the search the page was rendered with as one of them', async () => {
    const { cache, asked } = setUp(2);
    cache.prime('/search/used-cars', { total: 448 });
    expect(await cache.lookup('/search/used-cars')).toEqual({ total: 448 });
    await cache.lookup('/search/a');
    await cache.lookup('/search/b');
    expect(cache.has('/search/used-cars')).toBe(false);
    expect(asked).toEqual(['/search/a', '/search/b']);
  });

  it('asks once for a search looked up twice at the same time', async () => {
    const { cache, asked } = setUp(10);
    await Promise.all([cache.lookup('/search/a'), cache.lookup('/search/a')]);
    expect(asked).toEqual(['/search/a']);
  });

  it('forgets a failed search, so retrying asks again', async () => {
    const { cache, asked } = setUp(10);
    await expect(cache.lookup('/search/fail')).rejects.toThrow('offline');
    expect(cache.has('/search/fail')).toBe(false);
    await expect(cache.lookup('/search/fail')).rejects.toThrow('offline');
    expect(asked).toEqual(['/search/fail', '/search/fail']);
  });

  it('asks again once an answer is older than the router keeps the page', async () => {
    let clock = 0;
    const { cache, asked } = setUp(10, { maxAgeMs: 1000, now: () => clock });
    await cache.lookup('/search/a');
    clock = 1000;
    await cache.lookup('/search/a');
    clock = 2001;
    await cache.lookup('/search/a');
    expect(asked).toHaveLength(2);
  });
});

describe('the API address of a search page', () => {
  it('moves the path into `path`, counts car types only and leaves out the page', () => {
    expect(toSearchApiUrl('/search/ford?refinementList%5Bbody%5D%5B%5D=Ute&page=3')).toBe(
      '/api/search?refinementList%5Bbody%5D%5B%5D=Ute&path=%2Fsearch%2Fford&facets=car_type',
    );
    expect(toSearchApiUrl('/search/used-cars')).toBe(
      '/api/search?path=%2Fsearch%2Fused-cars&facets=car_type',
    );
  });
});
