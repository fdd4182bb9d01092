import { stockImportModes, stockImportStatuses } from '@forecourt/core/stock-feed';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites.ts';

/**
 * One run of a site's stock import: what it read, what it changed, and the rows it rejected
 * (the import report). A held run sold nothing: its feed would have removed too much stock.
 */
export const stockImportRuns = pgTable(
  'stock_import_runs',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The file name or URL read. */
    source: text().notNull(),
    mode: text({ enum: stockImportModes }).notNull(),
    status: text({ enum: stockImportStatuses }).notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    /** Counts: rows, added, changed, unchanged, sold, rejected, heldRemovals. */
    summary: jsonb().$type<Record<string, number>>().notNull().default({}),
    /** Rejected rows (row, field, reason, value), the first 1,000; `summary.rejected` counts all. */
    report: jsonb()
      .$type<{ row: number; field: string; reason: string; value: string }[]>()
      .notNull()
      .default([]),
    error: text(),
  },
  (t) => [index('stock_import_runs_site_idx').on(t.siteId, t.startedAt)],
);

/**
 * Each photo URL a stock feed named, and what became of it: the content address of the stored
 * variants and the validators for asking the source whether it changed.
 */
export const stockImages = pgTable('stock_images', {
  sourceUrl: text().primaryKey(),
  etag: text(),
  lastModified: text(),
  /** SHA-256 of the fetched bytes: the variants' content address. Null until fetched. */
  contentHash: text(),
  width: integer(),
  height: integer(),
  /** Stored variant widths, smallest first. */
  widths: integer().array().notNull().default([]),
  fetchedAt: timestamp({ withTimezone: true }),
  /** Why the last fetch failed (null when it did not). */
  error: text(),
});
