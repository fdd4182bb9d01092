import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../client.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

interface Journal {
  entries: { tag: string }[];
}

/** The migrations' tags, oldest first. */
export function listMigrationTags(): string[] {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  return journal.entries.map((entry) => entry.tag);
}

/**
 * Migrates an empty database as an earlier release did: the migrations up to and including
 * `lastTag`, from a copy of the folder whose journal ends there, recorded as the migrator
 * records them, so a later `runMigrations` applies only the rest (an upgrade).
 */
export async function migrateToEarlierRelease(database: Database, lastTag: string): Promise<void> {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const end = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (end < 0) throw new Error(`no migration ${lastTag}`);
  const folder = mkdtempSync(join(tmpdir(), 'forecourt-migrations-'));
  try {
    mkdirSync(join(folder, 'meta'));
    const entries = journal.entries.slice(0, end + 1);
    writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const { tag } of entries) {
      copyFileSync(join(migrationsFolder, `${tag}.sql`), join(folder, `${tag}.sql`));
    }
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    } else {
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
