import { createReadStream } from 'node:fs';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { seedDemo } from '../demo/seed-demo.ts';
import { cars, locations } from '../schema/index.ts';
import { createTestDatabase, getTestDatabaseKinds } from '../testing/test-database.ts';
import { describeOutcome, runSiteImport } from './site-import.ts';

const sample = (name: string) =>
  createReadStream(new URL(`../../../../docs/stock-feeds/${name}`, import.meta.url));

// docs/stock-feeds.md tells a newcomer to import the samples into the demo's harbour-ford
// (issue 25 §6: 2 of the CSV's 3 rows used to be rejected there for their location).
describe.each(getTestDatabaseKinds())('the docs sample feeds on the demo, on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemo(database, { now: new Date('2026-11-22T00:00:00Z'), cars: 200 });
  }, 120_000);
  afterAll(() => database.close());

  // The format comes from the file's extension: the docs' command has no --format.
  it.each([
    ['sample.csv', 3],
    ['sample.json', 2],
    ['sample.xml', 2],
  ] as const)('%s imports into harbour-ford with no row rejected', async (file, rows) => {
    const outcome = await runSiteImport(
      database,
      { site: 'harbour-ford', source: file, mode: 'partial', skipImages: true },
      sample(file),
    );
    const printed = describeOutcome(outcome);
    expect(printed.exitCode, printed.lines.join('\n')).toBe(0);
    expect(outcome.kind === 'done' && outcome.result.summary).toMatchObject({
      rows,
      rejected: 0,
      sold: 0,
    });
  });

  it('as a full feed is held, and the message says what --confirm would sell and points to partial', async () => {
    const outcome = await runSiteImport(
      database,
      { site: 'harbour-ford', source: 'sample.json', skipImages: true },
      sample('sample.json'),
    );
    const printed = describeOutcome(outcome);
    expect(printed.exitCode).toBe(3);
    const text = printed.lines.join('\n');
    expect(text).toMatch(/would mark \d+ in-stock cars sold \(every car it does not list\)/);
    expect(text).toContain('Run it with --mode partial: it adds and updates, and sells nothing.');
    expect(text).toMatch(/--confirm: the \d+ cars it leaves out are marked sold/);
  });

  it('puts the located cars at Harbour Ford Cleveland', async () => {
    const placed = await database.db
      .select({ stockNumber: cars.stockNumber, location: locations.slug })
      .from(cars)
      .innerJoin(locations, eq(locations.id, cars.locationId))
      .where(and(inArray(cars.stockNumber, ['HF1001', 'HF1002'])));
    expect(placed.sort((a, b) => (a.stockNumber ?? '').localeCompare(b.stockNumber ?? ''))).toEqual(
      [
        { stockNumber: 'HF1001', location: 'harbour-ford-cleveland' },
        { stockNumber: 'HF1002', location: 'harbour-ford-cleveland' },
      ],
    );
  });
});
