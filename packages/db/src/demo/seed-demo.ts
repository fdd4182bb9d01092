import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import * as schema from '../schema/index.ts';
import { type DemoOptions, generateDemoData } from './generate.ts';

/** Tables in insert order (parents first); truncated together by `resetDemo`. */
const tables = [
  ['templates', schema.templates],
  ['manufacturers', schema.manufacturers],
  ['models', schema.models],
  ['sites', schema.sites],
  ['siteDomains', schema.siteDomains],
  ['dealerships', schema.dealerships],
  ['siteDealerships', schema.siteDealerships],
  ['locations', schema.locations],
  ['cars', schema.cars],
  ['offers', schema.offers],
  ['reviews', schema.reviews],
] as const;

/** Tables with identity ids whose sequences must move past the generated ids. */
const identityTables = [
  'manufacturers',
  'models',
  'sites',
  'dealerships',
  'locations',
  'cars',
  'offers',
  'reviews',
];

// PostgreSQL allows 65,535 parameters per statement; a car row has about 75 columns.
const ROWS_PER_INSERT = 400;

export async function isDatabaseEmpty(database: Database): Promise<boolean> {
  return (await database.db.$count(schema.sites)) === 0;
}

/** Insert the demo sites in one transaction; returns how many rows went into each table. */
export async function seedDemo(
  database: Database,
  options: DemoOptions,
): Promise<Record<string, number>> {
  const data = generateDemoData(options);
  const counts: Record<string, number> = {};
  await database.db.transaction(async (tx) => {
    for (const [key, table] of tables) {
      const rows = data[key] as Record<string, unknown>[];
      counts[key] = rows.length;
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
        await tx.insert(table as PgTable).values(rows.slice(start, start + ROWS_PER_INSERT));
      }
    }
    // Raw: setval on a serial sequence is a function the builder has no words for.
    for (const table of identityTables) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
        ),
      );
    }
  });
  return counts;
}

/** Remove all demo content (and anything that references it). */
export async function resetDemo(database: Database): Promise<void> {
  const names = [
    'reviews',
    'offers',
    'cars',
    'locations',
    'site_dealerships',
    'dealerships',
    'site_domains',
    'sites',
    'models',
    'manufacturers',
    'templates',
  ];
  await database.db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
}
