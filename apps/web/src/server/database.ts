import 'server-only';
import { type Database, databaseOptionsFromEnv, openDatabase } from '@forecourt/db';
import { getLogger } from './logger.ts';

const globalKey = Symbol.for('forecourt.database');
type WithDatabase = typeof globalThis & { [globalKey]?: Promise<Database> };

/**
 * The process-wide database. One instance per process: Next may evaluate this module in
 * several bundles, and PGlite allows one owner per data folder.
 */
export function getDatabase(): Promise<Database> {
  const store = globalThis as WithDatabase;
  store[globalKey] ??= openDatabase(databaseOptionsFromEnv()).then((database) => {
    getLogger().info({ kind: database.kind }, 'database opened');
    return database;
  });
  return store[globalKey];
}
