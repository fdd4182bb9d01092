import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
const MIGRATION_LOCK_KEY = 7355608;

/** Apply pending migrations; concurrent starts on one PostgreSQL wait for each other. */
export async function runMigrations(database: Database): Promise<void> {
  await database.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
    }
  });
}
