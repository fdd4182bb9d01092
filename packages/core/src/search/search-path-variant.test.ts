import { describe, expect, it } from 'vitest';
import { toSearchPathFromVariant } from './search-path-variant.ts';
import { parseSearchUrl } from './search-url.ts';

const context = {
  makes: { ford: 'Ford' },
  models: { ford: { ranger: 'Ranger' } },
  places: {},
  facets: ['make', 'model', 'body'],
};

describe('/used-car/… is the same search as /search/… (spec 2 §2)', () => {
  it('keeps the path segments and the query', () => {
    expect(toSearchPathFromVariant(['ford', 'ranger'], '?sortBy=price-asc')).toBe(
      '/search/ford/ranger?sortBy=price-asc',
    );
    expect(toSearchPathFromVariant(['used-cars'], '')).toBe('/search/used-cars');
    expect(toSearchPathFromVariant([], '')).toBe('/search');
  });

  it('re-encodes what the router decoded, so a segment cannot add a path or a query', () => {
    expect(toSearchPathFromVariant(['a/b?c=d'], '')).toBe('/search/a%2Fb%3Fc%3Dd');
  });

  it('gives the parser the refinements the variant named', () => {
    const target = new URL(toSearchPathFromVariant(['ford', 'ranger'], 'query=xlt'), 'http://x');
    const segments = target.pathname.split('/').filter(Boolean).slice(1);
    const parsed = parseSearchUrl(segments, target.searchParams, context);
    expect(parsed).toMatchObject({
      kind: 'ok',
      state: { query: 'xlt', refinements: { make: ['Ford'], model: ['Ranger'] } },
    });
  });
});
