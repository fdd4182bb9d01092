import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';
import { findRepoRoot } from './env.ts';

const MIGRATION_LOCK_KEY = 7355608;

/** Apply pending migrations; concurrent starts on one PostgreSQL wait for each other. */
export async function runMigrations(database: Database): Promise<void> {
  const migrationsFolder = findMigrationsFolder();
  await database.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
    }
  });
}

/**
 * The migrations beside this package's source; inside the web app's server bundle (the server
 * migrates at start) import.meta.url names the bundle, so from the repository root there.
 */
function findMigrationsFolder(): string {
  try {
    const here = dirname(fileURLToPath(import.meta.url));
    const beside = join(/* turbopackIgnore: true */ here, '..', 'drizzle');
    if (existsSync(beside)) return beside;
  } catch {
    // Not a file: URL in a bundle.
  }
  return join(/* turbopackIgnore: true */ findRepoRoot(), 'packages', 'db', 'drizzle');
}
