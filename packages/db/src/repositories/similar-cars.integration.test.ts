import { makeSitePolicy } from '@forecourt/core/testing';
import { getSimilarCarBase, getSimilarCarSteps } from '@forecourt/core/vehicle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { cars, dealerships } from '../schema/index.ts';
import { createTestDatabase, getTestDatabaseKinds } from '../testing/test-database.ts';
import { listSimilarCarsForStep } from './car-lookups.ts';

describe.each(getTestDatabaseKinds())('similar cars by filter search on %s', (kind) => {
  let database: Database;
  const now = new Date('2026-11-22T00:00:00Z');
  // A group site: two dealerships.
  const site = makeSitePolicy({ dealershipIds: [1, 2] });
  const car = (
    id: number,
    overrides: Partial<typeof cars.$inferInsert> = {},
  ): typeof cars.$inferInsert => ({
    id,
    slug: `car-${id}`,
    dealershipId: 1,
    year: 2024,
    make: 'Ford',
    model: 'Ranger',
    simpleBody: 'Ute',
    carType: 'used',
    status: 'in_stock',
    price: 80_000,
    customRank: 100 - id,
    ...overrides,
  });
  const subject = { id: 1, dealershipId: 1, price: 84_990, make: 'Ford', model: 'Ranger' };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.insert(dealerships).values([
      { id: 1, slug: 'one', name: 'One' },
      { id: 2, slug: 'two', name: 'Two' },
    ]);
    await database.db
      .insert(cars)
      .values([
        car(1, { price: 84_990 }),
        car(2),
        car(3, { dealershipId: 2 }),
        car(4, { model: 'Escape', simpleBody: 'SUV', price: 70_000 }),
        car(5, { make: 'Toyota', model: 'HiLux', simpleBody: 'UTE', price: 90_000 }),
        car(6, { model: 'Everest', simpleBody: 'SUV' }),
        car(7, { status: 'sold' }),
        car(8, { price: 200_000 }),
        car(9, { showOnDealerWebsite: false }),
        car(10, { model: 'Ranger Raptor', price: 99_000 }),
        car(11, { make: 'Toyota', model: 'HiLux', dealershipId: 2 }),
      ]);
  });
  afterAll(() => database.close());

  const stepIds = async (body: string | null) => {
    const base = getSimilarCarBase(subject);
    const found = [];
    for (const step of getSimilarCarSteps({ ...subject, simpleBody: body }))
      found.push(
        (await listSimilarCarsForStep(database.db, site, base, step, now)).map((c) => c.id),
      );
    return found;
  };

  it("goes make and model, make and body, body, inside the car's dealership only", async () => {
    // Car 3 and 11 are the other dealership's; 4 and 6 are the make's SUVs; 7 sold, 8 too dear,
    // 9 hidden. A body matches regardless of case ('UTE').
    expect(await stepIds('Ute')).toEqual([[2], [2, 10], [2, 5, 10]]);
  });

  it('uses the make alone when the car has no body', async () => {
    expect(await stepIds(null)).toEqual([[2], [2, 4, 6, 10]]);
  });
});
