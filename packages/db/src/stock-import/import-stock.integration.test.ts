import { createReadStream } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribeToCarChanges } from '../car-changes.ts';
import { locations, stockImportRuns } from '../schema/index.ts';
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

const header = [
  'stock_number',
  'vin',
  'car_type',
  'year',
  'make',
  'model',
  'badge',
  'price',
  'km',
  'location',
  'images',
];
const row = (n: number, price = 30_000 + n * 1000): (string | number)[] => [
  `S${n}`,
  `VIN0000000000${String(n).padStart(4, '0')}`,
  n % 3 === 0 ? 'new' : 'used',
  2018 + (n % 6),
  'Ford',
  'Ranger',
  'XLT',
  price,
  n * 1000,
  n % 2 === 0 ? 'North Yard' : 'south yard',
  `https://cdn.example.com/${n}/1.jpg|https://cdn.example.com/${n}/2.jpg`,
];
const tenCars = [header, ...Array.from({ length: 10 }, (_, index) => row(index + 1))];
const sample = (name: string) =>
  createReadStream(new URL(`../../../../docs/stock-feeds/${name}`, import.meta.url));

describe.each(getTestDatabaseKinds())('stock import on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('imports a feed, writes nothing the second time, follows a changed feed and holds a truncated one', async () => {
    const site = await createStockSite(database.db, 'site');
    const dealershipId = site.dealershipIds[0] as number;
    const config = feedConfig();
    const run = (
      rows: (string | number)[][],
      extra: { now?: Date; confirmRemovals?: boolean } = {},
    ) =>
      importStock(database, {
        ...site,
        config,
        input: csvFeed(rows),
        source: 'feed.csv',
        ...(extra.now ? { now: () => extra.now as Date } : {}),
        ...(extra.confirmRemovals ? { confirmRemovals: true } : {}),
      });

    const first = await run(tenCars);
    expect(first.status).toBe('done');
    expect(first.summary).toMatchObject({
      rows: 10,
      added: 10,
      changed: 0,
      unchanged: 0,
      sold: 0,
      rejected: 0,
    });
    const imported = await carsByStockNumber(database.db, dealershipId);
    expect(imported.size).toBe(10);
    expect(imported.get('S2')).toMatchObject({
      vin: 'VIN00000000000002',
      carType: 'used',
      year: 2020,
      price: 32_000,
      km: 2000,
      status: 'in_stock',
      soldAt: null,
      imageSources: ['https://cdn.example.com/2/1.jpg', 'https://cdn.example.com/2/2.jpg'],
    });
    expect(imported.get('S2')?.slug).toBe(`2020-ford-ranger-xlt-${imported.get('S2')?.id}`);
    const locationIds = new Set([imported.get('S1')?.locationId, imported.get('S2')?.locationId]);
    expect(locationIds.size).toBe(2);

    // The same feed again: no row is written (row versions unchanged) and nothing is announced.
    const versions = await carVersions(database.db, dealershipId);
    const announced: unknown[] = [];
    const unsubscribe = await subscribeToCarChanges(
      database,
      (change) => announced.push(change),
      5,
    );
    const again = await run(tenCars);
    expect(again.summary).toMatchObject({ added: 0, changed: 0, unchanged: 10, sold: 0 });
    expect(await carVersions(database.db, dealershipId)).toEqual(versions);

    // Prices of S1 and S2 change, S9 and S10 leave, S11 arrives.
    const soldAt = new Date('2026-11-23T09:00:00Z');
    const changedFeed = [
      header,
      row(1, 25_990),
      row(2, 26_990),
      ...[3, 4, 5, 6, 7, 8].map((n) => row(n)),
      row(11),
    ];
    const changed = await run(changedFeed, { now: soldAt });
    expect(changed.summary).toMatchObject({
      added: 1,
      changed: 2,
      unchanged: 6,
      sold: 2,
      heldRemovals: 0,
    });
    const after = await carsByStockNumber(database.db, dealershipId);
    expect(after.get('S1')?.price).toBe(25_990);
    expect(after.get('S9')).toMatchObject({ status: 'sold', soldAt });
    expect(after.get('S10')).toMatchObject({ status: 'sold', soldAt });
    expect(after.get('S11')?.status).toBe('in_stock');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const changedIds = new Set(
      announced.flatMap((change) =>
        'ids' in (change as object) ? (change as { ids: number[] }).ids : [],
      ),
    );
    for (const n of [1, 2, 9, 10, 11])
      expect(changedIds.has(after.get(`S${n}`)?.id as number)).toBe(true);
    expect(changedIds.size).toBe(5);
    await unsubscribe();

    // A truncated file: three of nine in-stock cars. Held, nothing sold, until confirmed.
    const truncated = [header, row(1, 25_990), row(2, 26_990), row(3)];
    const held = await run(truncated);
    expect(held.status).toBe('held');
    expect(held.summary).toMatchObject({ unchanged: 3, sold: 0, heldRemovals: 6 });
    const stillThere = await carsByStockNumber(database.db, dealershipId);
    expect([...stillThere.values()].filter((car) => car.status === 'in_stock')).toHaveLength(9);
    const confirmed = await run(truncated, { confirmRemovals: true });
    expect(confirmed.summary).toMatchObject({ sold: 6, heldRemovals: 0 });

    // A sold car that comes back is in stock again, with its sold date cleared.
    const back = await run([header, row(1, 25_990), row(2, 26_990), row(3), row(9)]);
    expect(back.summary).toMatchObject({ changed: 1, sold: 0 });
    expect((await carsByStockNumber(database.db, dealershipId)).get('S9')).toMatchObject({
      status: 'in_stock',
      soldAt: null,
    });

    const runs = await database.db
      .select()
      .from(stockImportRuns)
      .where(eq(stockImportRuns.siteId, site.siteId));
    expect(runs.map((stored) => stored.status)).toEqual([
      'done',
      'done',
      'done',
      'held',
      'done',
      'done',
    ]);
    expect(runs[3]?.summary).toMatchObject({ heldRemovals: 6 });
  });

  it('lands every good row of a feed with malformed rows and reports every bad one', async () => {
    const site = await createStockSite(database.db, 'malformed');
    const rows = [
      header,
      row(1),
      ['S2', '', 'preloved', 2020, 'Ford', 'Ranger', '', 'POA', 0, '', ''],
      row(3),
      ['S4', '', 'used', 2020, 'Ford'],
      [...row(5).slice(0, 9), 'Atlantis', ''],
      row(6),
      ['', '', 'used', 2020, 'Ford', 'Ranger', '', 1, 0, '', ''],
      row(1, 99),
      [...row(7).slice(0, 10), 'https://cdn.example.com/7/1.jpg|javascript:alert(1)'],
    ];
    const result = await importStock(database, {
      ...site,
      config: feedConfig(),
      input: csvFeed(rows),
      source: 'bad.csv',
    });
    expect(result.summary).toMatchObject({ rows: 9, added: 3, rejected: 6 });
    expect(result.report).toEqual([
      { row: 3, field: 'car_type', reason: 'is not one of new, demo, used', value: 'preloved' },
      { row: 3, field: 'price', reason: 'is not an amount of dollars', value: 'POA' },
      {
        row: 5,
        field: '(row)',
        reason: 'has 5 cells where the header has 11',
        value: 'S4,,used,2020,Ford',
      },
      {
        row: 6,
        field: 'location',
        reason: "is not a location code or name of this site's dealerships",
        value: 'Atlantis',
      },
      { row: 8, field: 'stock_number', reason: 'a stock number or a VIN is required', value: '' },
      { row: 9, field: 'stock_number', reason: 'appears again (first at row 2)', value: 'S1' },
      {
        row: 10,
        field: 'images',
        reason: 'item 2 uses javascript: (only http and https URLs are accepted)',
        value: 'https://cdn.example.com/7/1.jpg|javascript:alert(1)',
      },
    ]);
    const stored = await carsByStockNumber(database.db, site.dealershipIds[0] as number);
    expect([...stored.keys()].sort()).toEqual(['S1', 'S3', 'S6']);
    expect(stored.get('S1')?.price).toBe(31_000);
  });

  it('only upserts with a partial feed, and matches by VIN when the stock number is new', async () => {
    const site = await createStockSite(database.db, 'partial');
    const dealershipId = site.dealershipIds[0] as number;
    await importStock(database, {
      ...site,
      config: feedConfig(),
      input: csvFeed(tenCars),
      source: 'full.csv',
    });
    const renumbered = row(4, 12_345);
    renumbered[0] = 'NEW-4';
    const result = await importStock(database, {
      ...site,
      config: feedConfig({ mode: 'partial' }),
      input: csvFeed([header, renumbered]),
      source: 'partial.csv',
    });
    expect(result.summary).toMatchObject({ added: 0, changed: 1, sold: 0 });
    const stored = await carsByStockNumber(database.db, dealershipId);
    expect(stored.get('NEW-4')?.price).toBe(12_345);
    expect([...stored.values()].filter((car) => car.status === 'in_stock')).toHaveLength(10);

    const byStockOnly = await importStock(database, {
      ...site,
      config: feedConfig({ mode: 'partial', matchBy: 'stockNumber' }),
      input: csvFeed([header, [...row(5).slice(0, 0), 'OTHER-5', ...row(5).slice(1)]]),
      source: 'partial.csv',
    });
    expect(byStockOnly.summary).toMatchObject({ added: 1 });
  });

  it('imports the JSON and XML samples: lists in order, variant and caravan specs, location by code', async () => {
    const site = await createStockSite(database.db, 'formats');
    // The samples name Harbour Ford Cleveland, the demo's location, by its code and its name.
    const dealership = site.dealershipIds[0] as number;
    await database.db
      .update(locations)
      .set({ slug: 'harbour-ford-cleveland', name: 'Harbour Ford Cleveland' })
      .where(and(eq(locations.dealershipId, dealership), eq(locations.slug, 'formats-north')));
    const dealershipId = site.dealershipIds[0] as number;
    const json = await importStock(database, {
      ...site,
      config: feedConfig({ format: 'json', mode: 'partial' }),
      input: sample('sample.json'),
      source: 'sample.json',
    });
    expect(json.summary).toMatchObject({ added: 2, rejected: 0 });
    const xml = await importStock(database, {
      ...site,
      config: feedConfig({ format: 'xml', mode: 'partial' }),
      input: sample('sample.xml'),
      source: 'sample.xml',
    });
    expect(xml.summary).toMatchObject({ added: 1, changed: 1, rejected: 0 });
    const csv = await importStock(database, {
      ...site,
      config: feedConfig({ mode: 'partial' }),
      input: sample('sample.csv'),
      source: 'sample.csv',
    });
    expect(csv.summary).toMatchObject({ rejected: 0 });
    const stored = await carsByStockNumber(database.db, dealershipId);
    expect(stored.get('HF1001')).toMatchObject({
      imageSources: [
        'https://cdn.example.com/hf1001/1.jpg',
        'https://cdn.example.com/hf1001/2.jpg',
      ],
      features: ['Tow bar', 'Bull bar'],
      variant: { cylinders: 4, ancapRating: 5 },
      regoExpiry: '2027-03-31',
      price: 45_990,
      dealerComments: 'One owner, full service history.',
    });
    expect(stored.get('HF1004')).toMatchObject({
      itemType: 'caravan',
      caravan: { sleeps: 4, tareWeightKg: 1850, axleType: 'Single' },
    });
    expect(stored.get('HF1002')?.status).toBe('coming_soon');
  });
});
