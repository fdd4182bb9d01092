import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carsByStockNumber,
  carVersions,
  createStockSite,
  csvFeed,
  feedConfig,
} from '../testing/stock-site.ts';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabase,
} from '../testing/test-database.ts';
import { importStock } from './import-stock.ts';

interface FeedRow {
  stockNumber: string;
  carType: 'new' | 'demo' | 'used';
  status: 'in_stock' | 'coming_soon';
  year: number;
  price: number;
  km: number;
  colour: string;
  features: string[];
  cylinders: number | null;
}

const header = [
  'stock_number',
  'car_type',
  'status',
  'year',
  'make',
  'model',
  'price',
  'km',
  'colour',
  'features',
  'variant_cylinders',
];
const rowArbitrary = fc.record({
  stockNumber: fc.integer({ min: 1, max: 40 }).map((n) => `P${n}`),
  carType: fc.constantFrom('new', 'demo', 'used'),
  status: fc.constantFrom('in_stock', 'coming_soon'),
  year: fc.integer({ min: 1990, max: 2027 }),
  price: fc.integer({ min: 0, max: 250_000 }),
  km: fc.integer({ min: 0, max: 400_000 }),
  colour: fc.constantFrom('', 'Blue', 'Blue, metallic', 'Say "silver"', 'Weiß'),
  features: fc.uniqueArray(fc.constantFrom('Tow bar', 'Canopy', 'Roof racks, black', 'Bull bar'), {
    maxLength: 4,
  }),
  cylinders: fc.option(fc.integer({ min: 2, max: 12 }), { nil: null }),
}) as fc.Arbitrary<FeedRow>;
const feedArbitrary = fc.uniqueArray(rowArbitrary, {
  selector: (row) => row.stockNumber,
  maxLength: 25,
});

const toCells = (row: FeedRow) => [
  row.stockNumber,
  row.carType,
  row.status,
  row.year,
  'Toyota',
  'HiLux',
  row.price,
  row.km,
  row.colour,
  row.features.join('|'),
  row.cylinders ?? '',
];

describe.each(getTestDatabaseKinds())('stock import properties on %s', (kind) => {
  let database: TestDatabase;
  let sites = 0;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('after any feed then any other, the stock equals the second feed, and importing it again writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(feedArbitrary, feedArbitrary, async (before, after) => {
        sites += 1;
        const site = await createStockSite(database.db, `property-${sites}`);
        const dealershipId = site.dealershipIds[0] as number;
        // No removal guard: the property is about the end state, not about holding.
        const config = feedConfig({ removalGuardShare: 1 });
        const run = (rows: FeedRow[]) =>
          importStock(database, {
            ...site,
            config,
            input: csvFeed([header, ...rows.map(toCells)]),
            source: 'p.csv',
          });
        await run(before);
        await run(after);
        const versions = await carVersions(database.db, dealershipId);
        const again = await run(after);
        expect(again.summary).toMatchObject({
          added: 0,
          changed: 0,
          sold: 0,
          unchanged: after.length,
        });
        expect(await carVersions(database.db, dealershipId)).toEqual(versions);

        // The reference model: each row of the latest feed as it says; earlier cars sold.
        const stored = await carsByStockNumber(database.db, dealershipId);
        for (const row of after) {
          const car = stored.get(row.stockNumber);
          expect(car).toMatchObject({
            carType: row.carType,
            status: row.status,
            soldAt: null,
            year: row.year,
            price: row.price,
            km: row.km,
            colour: row.colour === '' ? null : row.colour,
            features: row.features,
            variant: row.cylinders === null ? {} : { cylinders: row.cylinders },
          });
        }
        const inFeed = new Set(after.map((row) => row.stockNumber));
        for (const [stockNumber, car] of stored) {
          if (!inFeed.has(stockNumber))
            expect(car).toMatchObject({ status: 'sold', soldAt: expect.any(Date) });
        }
        expect(stored.size).toBe(new Set([...before, ...after].map((row) => row.stockNumber)).size);
      }),
      { numRuns: 12 },
    );
  });
});
