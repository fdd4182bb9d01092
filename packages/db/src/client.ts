import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { getDataDir, readDbEnv } from './env.ts';
import { acquireDataDirLock } from './lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** A Drizzle database on either driver; repositories take this as their first argument. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Subscribe to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Run `work` while holding a PostgreSQL advisory lock (one process at a time, cluster-wide). */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** The PostgreSQL pool's connections now (metrics); null for PGlite, which has none. */
  poolUse(): PoolUse | null;
  close(): Promise<void>;
}

export interface PoolUse {
  /** Connections open, idle among them, queries waiting for one, and the most it opens. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

/** Options from the environment: PostgreSQL when DATABASE_URL is set, else PGlite in the data folder. */
export function databaseOptionsFromEnv(): DatabaseOptions {
  const env = readDbEnv();
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: join(getDataDir(env), 'pglite') };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.maxConnections)
    : openPglite(options);
}

async function openPglite(options: {
  dataDir: string | null;
  loadDataDir?: Blob;
}): Promise<Database> {
  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  try {
    const client = await PGlite.create({
      // The inbox's search indexes (migration 0019) are pg_trgm's.
      extensions: { pg_trgm },
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      async listen(channel, onPayload) {
        const unlisten = await client.listen(channel, onPayload);
        return async () => unlisten();
      },
      // One process owns a PGlite folder (see lock.ts), so there is nobody to exclude.
      withAdvisoryLock: (_key, work) => work(),
      poolUse: () => null,
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string, maxConnections = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL pool error', error.message));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  const listeners = new Set<pg.Client>();
  return {
    db,
    kind: 'postgres',
    async listen(channel, onPayload) {
      const client = new pg.Client({ connectionString: url });
      client.on('error', (error) => console.error('PostgreSQL listener error', error.message));
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end();
      };
    },
    async withAdvisoryLock(key, work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: maxConnections,
    }),
    async close() {
      await Promise.all([...listeners].map((client) => client.end()));
      await pool.end();
    },
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
