import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openDatabase } from '../client.ts';
import { readDbEnv } from '../env.ts';
import { runMigrations } from '../migrate.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI sets it). */
export function getTestDatabaseKinds(): TestDatabaseKind[] {
  return readDbEnv().DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

let migratedSnapshot: Promise<Blob> | null = null;

/** A migrated PGlite data folder, built once per test worker and restored per test database. */
function getMigratedSnapshot(): Promise<Blob> {
  migratedSnapshot ??= (async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await runMigrations(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const snapshot = await client.dumpDataDir('none');
    await database.close();
    return snapshot;
  })();
  return migratedSnapshot;
}

/** A test database; `url` lets a test open a second connection, as another app instance would. */
export type TestDatabase = Database & { url: string | null };

/**
 * A fresh, empty database for one test file, migrated unless `schema` is 'none' (an upgrade
 * test migrates it itself). On PostgreSQL it is a new database on the DATABASE_URL server,
 * dropped again by `close()`.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind = 'pglite',
  schema: 'current' | 'none' = 'current',
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: null,
      ...(schema === 'current' ? { loadDataDir: await getMigratedSnapshot() } : {}),
    });
    return Object.assign(database, { url: null });
  }
  const serverUrl = readDbEnv().DATABASE_URL;
  if (!serverUrl) throw new Error('PostgreSQL tests need DATABASE_URL');
  const name = `forecourt_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 5 });
  if (schema === 'current') await runMigrations(database);
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

async function withAdminClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
