import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from './client.ts';
import { runMigrations } from './migrate.ts';
import { createTestDatabase, getTestDatabaseKinds } from './testing/test-database.ts';

describe.each(getTestDatabaseKinds())('migrations on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('create every table', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'cars',
        'dealerships',
        'locations',
        'manufacturers',
        'models',
        'offers',
        'reviews',
        'site_dealerships',
        'site_domains',
        'sites',
        'templates',
      ]),
    );
  });

  it('can run again without changing anything', async () => {
    await expect(runMigrations(database)).resolves.toBeUndefined();
  });
});
