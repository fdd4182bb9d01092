import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CarChange, subscribeToCarChanges } from './car-changes.ts';
import type { Database } from './client.ts';
import { cars, dealerships } from './schema/index.ts';
import { createTestDatabase, getTestDatabaseKinds } from './testing/test-database.ts';

function nextChange(changes: CarChange[], count: number): Promise<CarChange[]> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      if (changes.length >= count) resolve(changes.splice(0, count));
      else if (Date.now() - started > 5000) reject(new Error('no notification within 5 s'));
      else setTimeout(poll, 10);
    };
    poll();
  });
}

describe.each(getTestDatabaseKinds())('car change notifications on %s', (kind) => {
  let database: Database;
  const changes: CarChange[] = [];
  let unsubscribe: () => Promise<void>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.insert(dealerships).values({ id: 1, slug: 'd', name: 'Dealer' });
    unsubscribe = await subscribeToCarChanges(database, (change) => changes.push(change), 5);
  });
  afterAll(async () => {
    await unsubscribe();
    await database.close();
  });

  const car = (id: number): typeof cars.$inferInsert => ({
    id,
    slug: `car-${id}`,
    dealershipId: 1,
    year: 2020,
    make: 'Ford',
    model: 'Ranger',
    carType: 'used',
    status: 'in_stock',
  });

  it('announces inserted, updated and deleted ids', async () => {
    await database.db.insert(cars).values([car(1), car(2)]);
    expect(await nextChange(changes, 1)).toEqual([{ kind: 'ids', ids: [1, 2] }]);

    await database.db.update(cars).set({ status: 'sold' }).where(eq(cars.id, 2));
    expect(await nextChange(changes, 1)).toEqual([{ kind: 'ids', ids: [2] }]);

    await database.db.delete(cars).where(eq(cars.id, 1));
    expect(await nextChange(changes, 1)).toEqual([{ kind: 'ids', ids: [1] }]);
  });

  it('asks for a full reload when a statement touches too many cars to list', async () => {
    const many = Array.from({ length: 2000 }, (_, index) => car(1000 + index));
    await database.db.insert(cars).values(many);
    expect(await nextChange(changes, 1)).toEqual([{ kind: 'all' }]);
  });
});
