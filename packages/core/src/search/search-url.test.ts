import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptySearchState,
  type SearchState,
  toggleRefinement,
  withPage,
  withRange,
  withSort,
} from './search-state.ts';
import {
  buildSearchUrl,
  getSearchPlace,
  parseSearchUrl,
  type SearchUrlContext,
  withDefaultPath,
  withoutOrphanModels,
} from './search-url.ts';

const context: SearchUrlContext = {
  makes: { ford: 'Ford', toyota: 'Toyota', 'mercedes-benz': 'Mercedes-Benz' },
  models: {
    ford: { ranger: 'Ranger', 'ranger-raptor': 'Ranger Raptor' },
    toyota: { hilux: 'HiLux' },
  },
  places: {
    'harbour-ford': { facet: 'dealership_slug', value: 'harbour-ford', name: 'Harbour Ford' },
    'harbour-ford-cleveland': {
      facet: 'location_slug',
      value: 'harbour-ford-cleveland',
      name: 'Harbour Ford Cleveland',
    },
  },
  facets: ['make', 'model', 'body', 'car_type', 'fuel', 'dealership_slug', 'location_slug', 'year'],
};

const parse = (url: string) => {
  const parsed = new URL(url, 'http://x');
  return parseSearchUrl(
    parsed.pathname.split('/').filter(Boolean).slice(1),
    parsed.searchParams,
    context,
  );
};
const state = (url: string): SearchState => {
  const result = parse(url);
  if (result.kind !== 'ok') throw new Error(`${url}: ${JSON.stringify(result)}`);
  return result.state;
};

describe('parseSearchUrl: the path forms of spec 2 "Search URL construction"', () => {
  it('reads car types from the path', () => {
    expect(state('/search/new-used-and-demo-cars').refinements).toEqual({});
    expect(state('/search').refinements).toEqual({});
    expect(state('/search/used-cars').refinements).toEqual({ car_type: ['used'] });
    expect(state('/search/new-and-demo-cars').refinements).toEqual({ car_type: ['new', 'demo'] });
    expect(state('/search/demo-cars').refinements).toEqual({ car_type: ['demo'] });
  });
  it('reads a make, or a make and model, by slug', () => {
    expect(state('/search/ford').refinements).toEqual({ make: ['Ford'] });
    expect(state('/search/ford/ranger-raptor').refinements).toEqual({
      make: ['Ford'],
      model: ['Ranger Raptor'],
    });
    expect(state('/search/Mercedes-Benz').refinements).toEqual({ make: ['Mercedes-Benz'] });
  });
  it('reads a dealership or location slug', () => {
    expect(state('/search/harbour-ford-cleveland').refinements).toEqual({
      location_slug: ['harbour-ford-cleveland'],
    });
  });
  it('answers not found for paths that name nothing', () => {
    for (const url of [
      '/search/holden',
      '/search/ford/mustang',
      '/search/used-cars/ford',
      '/search/a/b/c',
    ]) {
      expect(parse(url).kind, url).toBe('not-found');
    }
  });
});

describe('parseSearchUrl: the query string', () => {
  it('reads query, page, sortBy, ranges and refinement lists (with [] or [n])', () => {
    expect(
      state(
        '/search/used-cars?query=hilux+sr5&page=3&sortBy=price-asc&range[price]=10000:30000&range[km]=:80000&refinementList[body][]=SUV&refinementList[body][1]=Ute',
      ),
    ).toEqual({
      query: 'hilux sr5',
      page: 3,
      sortBy: 'price-asc',
      refinements: { car_type: ['used'], body: ['SUV', 'Ute'] },
      ranges: { price: { min: 10000, max: 30000 }, km: { max: 80000 } },
    });
  });
  it('reads the two ends of a range from a plain form, tolerating $ and commas', () => {
    expect(
      state('/search?range[price][min]=$10,000&range[price][max]=&range[km][max]=50000').ranges,
    ).toEqual({
      price: { min: 10000 },
      km: { max: 50000 },
    });
    expect(parse('/search?range[price][min]=50000&range[price][max]=1000').kind).toBe('invalid');
    expect(parse('/search?range[price][min]=cheap').kind).toBe('invalid');
  });

  it('ignores unknown keys but rejects bad values, naming each', () => {
    expect(state('/search?utm_source=x&foo=bar').refinements).toEqual({});
    const result = parse(
      '/search?page=0&sortBy=cheapest&range[price]=30000:10000&range[colour]=1:2&refinementList[secret][]=x',
    );
    expect(result).toMatchObject({
      kind: 'invalid',
      state: { page: 1, sortBy: 'relevance', ranges: {}, refinements: {} },
      errors: [
        'page must be a whole number from 1 to 10000',
        'sortBy must be one of relevance, latest, price-desc, price-asc, km-asc, year-desc',
        'range[price] must look like min:max, with whole numbers (either may be empty)',
        'range[colour] is not a range that can be filtered',
        'secret is not a filter',
      ],
    });
  });
  it('accepts plain facet keys (?make=Toyota&body=SUV) as the same refinements', () => {
    const plain = state('/search?make=toyota&body=SUV&body=Ute&utm_source=x');
    expect(plain.refinements).toEqual({ make: ['Toyota'], body: ['SUV', 'Ute'] });
    expect(buildSearchUrl(plain, context)).toBe(
      buildSearchUrl(
        state('/search/toyota?refinementList[body][]=SUV&refinementList[body][]=Ute'),
        context,
      ),
    );
    expect(state('/search?constructor=x&secret=y').refinements).toEqual({});
    expect(parse(`/search?body=${'x'.repeat(101)}`)).toMatchObject({ kind: 'invalid' });
  });
});

describe('buildSearchUrl', () => {
  it('puts a single make (and model) in the path, keeping other refinements in the query', () => {
    const url = buildSearchUrl(
      {
        ...emptySearchState,
        refinements: { make: ['Ford'], model: ['Ranger'], car_type: ['used'] },
      },
      context,
    );
    expect(url).toBe('/search/ford/ranger?refinementList%5Bcar_type%5D%5B%5D=used');
  });
  it('puts car types in the path when there is no single make', () => {
    expect(
      buildSearchUrl({ ...emptySearchState, refinements: { car_type: ['demo', 'new'] } }, context),
    ).toBe('/search/new-and-demo-cars');
    expect(
      buildSearchUrl(
        { ...emptySearchState, refinements: { car_type: ['used'], make: ['Ford', 'Toyota'] } },
        context,
      ),
    ).toBe(
      '/search/used-cars?refinementList%5Bmake%5D%5B%5D=Ford&refinementList%5Bmake%5D%5B%5D=Toyota',
    );
    expect(buildSearchUrl(emptySearchState, context)).toBe('/search/new-used-and-demo-cars');
  });
  it('leaves defaults out and writes ranges as min:max', () => {
    const url = buildSearchUrl(
      withPage(withRange(withSort(emptySearchState, 'latest'), 'price', { min: 5000 }), 2),
      context,
    );
    expect(url).toBe(
      '/search/new-used-and-demo-cars?range%5Bprice%5D=5000%3A&sortBy=latest&page=2',
    );
  });
  it('a change of filters drops the page', () => {
    const paged = withPage(emptySearchState, 4);
    expect(toggleRefinement(paged, 'body', 'SUV').page).toBe(1);
    expect(withRange(paged, 'km', { max: 10_000 }).page).toBe(1);
  });
});

const stateArbitrary: fc.Arbitrary<SearchState> = fc.record({
  query: fc.oneof(
    fc.constant(''),
    fc
      .string({ minLength: 1, maxLength: 20 })
      .map((s) => s.trim())
      .filter(Boolean),
  ),
  page: fc.integer({ min: 1, max: 50 }),
  sortBy: fc.constantFrom(
    'relevance',
    'latest',
    'price-desc',
    'price-asc',
    'km-asc',
    'year-desc' as const,
  ),
  refinements: fc.dictionary(
    fc.constantFrom(
      'make',
      'model',
      'body',
      'car_type',
      'fuel',
      'dealership_slug',
      'location_slug',
      'year',
    ),
    fc.uniqueArray(
      fc.oneof(
        fc.constantFrom(
          'Ford',
          'Toyota',
          'Ranger',
          'HiLux',
          'used',
          'new',
          'demo',
          'harbour-ford',
          'SUV',
        ),
        fc.string({ minLength: 1, maxLength: 8 }),
      ),
      { minLength: 1, maxLength: 3 },
    ),
  ),
  ranges: fc.dictionary(
    fc.constantFrom('price', 'km', 'year', 'weekly_price'),
    fc
      .tuple(
        fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }),
        fc.integer({ min: 0, max: 500_000 }),
      )
      .map(([a, b]) =>
        a === undefined ? { max: b } : { min: Math.min(a, b), max: Math.max(a, b) },
      ),
  ),
});

describe('URL ⇄ state round trip', () => {
  it('build(parse(build(state))) === build(state)', () => {
    fc.assert(
      fc.property(stateArbitrary, (generated) => {
        const url = buildSearchUrl(generated, context);
        expect(buildSearchUrl(state(url), context)).toBe(url);
      }),
      { numRuns: 500 },
    );
  });
});

describe('withDefaultPath', () => {
  it("a bare /search is the site's default search; any path or query is left alone", () => {
    const none = new URLSearchParams();
    expect(withDefaultPath([], none, '/search/used-cars')).toEqual(['used-cars']);
    expect(
      parseSearchUrl(withDefaultPath([], none, '/search/used-cars'), none, context),
    ).toMatchObject({ kind: 'ok', state: { refinements: { car_type: ['used'] } } });
    expect(withDefaultPath(['ford'], none, '/search/used-cars')).toEqual(['ford']);
    expect(withDefaultPath([], new URLSearchParams('make=Ford'), '/search/used-cars')).toEqual([]);
  });
});

describe('the place a search is limited to (spec 1 §2 /search/{dealership_slug})', () => {
  it('is the dealership or location whose slug is the one value of its refinement', () => {
    expect(getSearchPlace(state('/search/harbour-ford'), context)?.name).toBe('Harbour Ford');
    expect(getSearchPlace(state('/search/harbour-ford-cleveland?query=x'), context)?.name).toBe(
      'Harbour Ford Cleveland',
    );
    expect(getSearchPlace(state('/search/used-cars'), context)).toBeNull();
    expect(
      getSearchPlace(
        state(
          '/search?refinementList[dealership_slug][]=harbour-ford&refinementList[dealership_slug][]=x',
        ),
        context,
      ),
    ).toBeNull();
  });
});

describe('models without their make', () => {
  it('are dropped when their make is unticked, kept while it is refined', () => {
    const fordRanger = state('/search/ford/ranger?refinementList[model][]=HiLux');
    expect(withoutOrphanModels(fordRanger, context).refinements.model).toEqual(['Ranger']);
    const noMake = { ...fordRanger, refinements: { model: ['Ranger'], body: ['Ute'] } };
    expect(withoutOrphanModels(noMake, context).refinements).toEqual({ body: ['Ute'] });
    const both = state(
      '/search?refinementList[make][]=Ford&refinementList[make][]=toyota&refinementList[model][]=hilux',
    );
    expect(withoutOrphanModels(both, context)).toBe(both);
  });
});

describe('spec 1 §3 subscription_price and created_at_timestamp', () => {
  it('refine as ranges and round-trip through the URL', () => {
    const url =
      '/search/new-used-and-demo-cars?range[subscription_price]=100:500&range[created_at_timestamp]=1795000000:';
    const parsed = state(url);
    expect(parsed.ranges).toEqual({
      subscription_price: { min: 100, max: 500 },
      created_at_timestamp: { min: 1_795_000_000 },
    });
    expect(state(buildSearchUrl(parsed, context))).toEqual(parsed);
  });
});
