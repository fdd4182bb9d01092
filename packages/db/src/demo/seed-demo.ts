import { getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { type Database, queryRows } from '../client.ts';
import * as schema from '../schema/index.ts';
import { type DemoOptions, generateDemoData } from './generate.ts';
import { seedDemoStaff } from './staff.ts';

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
    counts.staffUsers = await seedDemoStaff(tx);
  });
  return counts;
}

const resetTables = [
  'staff_audit_log',
  'staff_users',
  'dealer_groups',
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

/**
 * Every table `resetDemo` empties: the demo's own and, since the truncate cascades, every table
 * whose rows reference them (leads, reservations, shopper accounts…), found from the schema.
 */
export function listResetTables(): string[] {
  const all: PgTable[] = [];
  for (const value of Object.values(schema) as unknown[]) if (is(value, PgTable)) all.push(value);
  const names = new Set(resetTables);
  for (let grew = true; grew; ) {
    grew = false;
    for (const table of all) {
      const name = getTableName(table);
      if (names.has(name)) continue;
      const referenced = getTableConfig(table).foreignKeys.some((key) =>
        names.has(getTableName(key.reference().foreignTable)),
      );
      if (referenced) {
        names.add(name);
        grew = true;
      }
    }
  }
  return [...names];
}

/** How many rows `resetDemo` would delete, per table, largest first; empty tables left out. */
export async function countResetRows(database: Database): Promise<[string, number][]> {
  const counts: [string, number][] = [];
  for (const name of listResetTables()) {
    // Raw: the table is chosen by name from the schema's own list, not a builder object.
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql.raw(`select count(*)::int as n from ${name}`),
    );
    if (row && Number(row.n) > 0) counts.push([name, Number(row.n)]);
  }
  return counts.sort((a, b) => b[1] - a[1]);
}

/** Remove all demo content and everything that references it (`listResetTables`). */
export async function resetDemo(database: Database): Promise<void> {
  await database.db.execute(
    sql.raw(`truncate ${listResetTables().join(', ')} restart identity cascade`),
  );
}
