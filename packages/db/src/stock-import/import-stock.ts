import type { Readable } from 'node:stream';
import { getCarName, inStockStatuses } from '@forecourt/core/car';
import type { StockFeedConfig } from '@forecourt/core/stock-feed';
import {
  createRowMapper,
  type FeedCar,
  type FeedRowError,
  feedPatch,
  listColumns,
  shouldHoldRemovals,
} from '@forecourt/core/stock-feed';
import { carSlug } from '@forecourt/core/text';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Database, type Db, queryRows } from '../client.ts';
import { cars, locations, stockImportRuns } from '../schema/index.ts';
import { FeedFormatError, readFeed } from './read-feed.ts';

export interface StockImportSummary {
  rows: number;
  added: number;
  changed: number;
  unchanged: number;
  sold: number;
  rejected: number;
  /** Cars a held full feed would have sold (0 unless held). */
  heldRemovals: number;
}

export interface StockImportResult {
  runId: number | null;
  status: 'done' | 'held' | 'failed';
  summary: StockImportSummary;
  /** Rejected rows, the first `MAX_REPORTED_ROWS`; `summary.rejected` counts them all. */
  report: FeedRowError[];
  ignoredColumns: string[];
  error: string | null;
}

export interface StockImportOptions {
  siteId: number;
  /** The site's dealerships in display order; new cars without a location go to the first. */
  dealershipIds: number[];
  config: StockFeedConfig;
  input: Readable;
  /** File name or URL, for the run record. */
  source: string;
  now?: () => Date;
  /** Count what would change and write nothing (no run record either). */
  dryRun?: boolean;
  /** Apply a full feed's removals even when they exceed the guard's share. */
  confirmRemovals?: boolean;
  /** Called after each batch commits. */
  onProgress?: (summary: Readonly<StockImportSummary>) => void;
}

const MAX_REPORTED_ROWS = 1000;
const SELL_BATCH = 1000;
/** Advisory lock keys for imports: one per site, apart from the migration lock. */
const IMPORT_LOCK_BASE = 1_600_000_000;

type StoredRow = typeof cars.$inferSelect;
interface Place {
  id: number;
  dealershipId: number;
}

/**
 * Import a stock feed into a site's dealerships. Rows are read one at a time and written in
 * batches, one transaction each, so every car is either as it was or as the feed says; a row
 * that fails validation is reported and skipped. Only cars that differ are written, so the same
 * feed twice writes nothing the second time. A full feed then marks the in-stock cars it did not
 * mention sold (now), unless that is more than the configured share of the stock: then the run
 * is held and nothing is sold until a run with `confirmRemovals`. One import per site at a time
 * (a database lock); each batch's writes reach every app's search index through the cars
 * triggers' change notifications.
 */
export async function importStock(
  database: Database,
  options: StockImportOptions,
): Promise<StockImportResult> {
  return database.withAdvisoryLock(IMPORT_LOCK_BASE + options.siteId, () =>
    runImport(database.db, options),
  );
}

async function runImport(db: Db, options: StockImportOptions): Promise<StockImportResult> {
  const { config, dealershipIds } = options;
  const now = options.now ?? (() => new Date());
  const dryRun = options.dryRun ?? false;
  const summary: StockImportSummary = {
    rows: 0,
    added: 0,
    changed: 0,
    unchanged: 0,
    sold: 0,
    rejected: 0,
    heldRemovals: 0,
  };
  const report: FeedRowError[] = [];
  const reject = (errors: FeedRowError[]) => {
    summary.rejected += 1;
    for (const error of errors) if (report.length < MAX_REPORTED_ROWS) report.push(error);
  };
  const defaultDealershipId = dealershipIds[0];
  if (defaultDealershipId === undefined)
    throw new Error('The site has no dealership to import into');

  let runId: number | null = null;
  if (!dryRun) {
    // Holding the site's lock, any run still marked running was interrupted.
    await db
      .update(stockImportRuns)
      .set({ status: 'failed', error: 'interrupted', finishedAt: now() })
      .where(
        and(eq(stockImportRuns.siteId, options.siteId), eq(stockImportRuns.status, 'running')),
      );
    const [run] = await db
      .insert(stockImportRuns)
      .values({
        siteId: options.siteId,
        source: options.source,
        mode: config.mode,
        status: 'running',
        startedAt: now(),
      })
      .returning({ id: stockImportRuns.id });
    runId = run?.id ?? null;
  }

  const places = await loadPlaces(db, dealershipIds);
  const { mapRow, ignoredColumns } = createRowMapper(config);
  /** Match key → the row that first used it: a key twice in one feed is a mistake. */
  const firstRowByKey = new Map<string, number>();
  /** Every stored car the feed mentioned (for a full feed's removals). */
  const seenCarIds = new Set<number>();
  let batch: FeedCar[] = [];

  const flush = async () => {
    if (batch.length === 0) return;
    const cars = batch;
    batch = [];
    const write = (tx: Db) =>
      writeBatch(tx, cars, {
        config,
        dealershipIds,
        defaultDealershipId,
        places,
        now: now(),
        dryRun,
        summary,
        reject,
        seenCarIds,
      });
    if (dryRun) await write(db);
    else await db.transaction(async (tx) => write(tx as unknown as Db));
    options.onProgress?.(summary);
  };

  let error: string | null = null;
  try {
    for await (const item of readFeed(options.input, config, listColumns(config))) {
      summary.rows += 1;
      if ('error' in item) {
        reject([item.error]);
        continue;
      }
      const mapped = mapRow(item.record, item.row);
      if (!mapped.ok) {
        reject(mapped.errors);
        continue;
      }
      const key = matchKey(mapped.car, config.matchBy);
      const first = firstRowByKey.get(key);
      if (first !== undefined) {
        reject([
          {
            row: item.row,
            field: key.startsWith('s:') ? 'stock_number' : 'vin',
            reason: `appears again (first at row ${first})`,
            value: key.slice(2),
          },
        ]);
        continue;
      }
      firstRowByKey.set(key, item.row);
      batch.push(mapped.car);
      if (batch.length >= config.batchSize) await flush();
    }
    await flush();
  } catch (caught) {
    if (!(caught instanceof FeedFormatError)) {
      await finishRun(db, runId, 'failed', summary, report, (caught as Error).message, now());
      throw caught;
    }
    error = caught.message;
  }

  let status: StockImportResult['status'] = error ? 'failed' : 'done';
  // A feed that could not be read to its end says nothing about what left the stock.
  if (!error && config.mode === 'full') {
    const removals = await listRemovals(db, dealershipIds, seenCarIds);
    const inStock = await db.$count(
      cars,
      and(inArray(cars.dealershipId, dealershipIds), inArray(cars.status, [...inStockStatuses])),
    );
    if (
      !options.confirmRemovals &&
      shouldHoldRemovals(inStock, removals.length, config.removalGuardShare)
    ) {
      status = 'held';
      summary.heldRemovals = removals.length;
    } else if (dryRun) summary.sold = removals.length;
    else {
      for (let start = 0; start < removals.length; start += SELL_BATCH) {
        const ids = removals.slice(start, start + SELL_BATCH);
        const at = now();
        await db
          .update(cars)
          .set({ status: 'sold', soldAt: at, updatedAt: at })
          .where(inArray(cars.id, ids));
        summary.sold += ids.length;
        options.onProgress?.(summary);
      }
    }
  }
  // Location checks happen at write time, after later rows' format checks: report in row order.
  report.sort((a, b) => a.row - b.row);
  await finishRun(db, runId, status, summary, report, error, now());
  return { runId, status, summary, report, ignoredColumns: [...ignoredColumns], error };
}

function matchKey(car: FeedCar, matchBy: StockFeedConfig['matchBy']): string {
  if (matchBy === 'vin') return `v:${car.vin}`;
  if (matchBy === 'stockNumber' || car.stockNumber) return `s:${car.stockNumber}`;
  return `v:${car.vin}`;
}

async function finishRun(
  db: Db,
  runId: number | null,
  status: StockImportResult['status'],
  summary: StockImportSummary,
  report: FeedRowError[],
  error: string | null,
  at: Date,
): Promise<void> {
  if (runId === null) return;
  await db
    .update(stockImportRuns)
    .set({ status, summary: { ...summary }, report, error, finishedAt: at })
    .where(eq(stockImportRuns.id, runId));
}

/** The site's locations by lower-cased code (slug) and by lower-cased name. */
async function loadPlaces(db: Db, dealershipIds: number[]): Promise<Map<string, Place>> {
  const rows = await db
    .select({
      id: locations.id,
      dealershipId: locations.dealershipId,
      slug: locations.slug,
      name: locations.name,
    })
    .from(locations)
    .where(inArray(locations.dealershipId, dealershipIds))
    .orderBy(asc(locations.id));
  const places = new Map<string, Place>();
  for (const row of rows) {
    const place = { id: row.id, dealershipId: row.dealershipId };
    if (!places.has(row.slug.toLowerCase())) places.set(row.slug.toLowerCase(), place);
    if (!places.has(row.name.toLowerCase())) places.set(row.name.toLowerCase(), place);
  }
  return places;
}

/** In-stock cars of the dealerships that the feed did not mention. */
async function listRemovals(db: Db, dealershipIds: number[], seen: Set<number>): Promise<number[]> {
  const rows = await db
    .select({ id: cars.id })
    .from(cars)
    .where(
      and(inArray(cars.dealershipId, dealershipIds), inArray(cars.status, [...inStockStatuses])),
    )
    .orderBy(asc(cars.id));
  return rows.map((row) => row.id).filter((id) => !seen.has(id));
}

interface BatchContext {
  config: StockFeedConfig;
  dealershipIds: number[];
  defaultDealershipId: number;
  places: Map<string, Place>;
  now: Date;
  dryRun: boolean;
  summary: StockImportSummary;
  reject: (errors: FeedRowError[]) => void;
  seenCarIds: Set<number>;
}

async function writeBatch(db: Db, batch: FeedCar[], context: BatchContext): Promise<void> {
  const { config, summary } = context;
  const stored = await loadMatches(db, batch, context);
  const inserts: { car: FeedCar; values: Record<string, unknown>; dealershipId: number }[] = [];
  const updates: { id: number; values: Record<string, unknown> }[] = [];
  for (const car of batch) {
    const match = findMatch(car, stored, config.matchBy);
    if (match && context.seenCarIds.has(match.id)) {
      context.reject([
        {
          row: car.row,
          field: 'vin',
          reason: 'matches a car an earlier row already updated',
          value: car.vin ?? '',
        },
      ]);
      continue;
    }
    let locationId: number | null | undefined;
    let dealershipId = match?.dealershipId ?? context.defaultDealershipId;
    if (car.values.has('location')) {
      const ref = car.values.get('location');
      if (typeof ref === 'string') {
        const place = context.places.get(ref.toLowerCase());
        if (!place) {
          context.reject([
            {
              row: car.row,
              field: 'location',
              reason: "is not a location code or name of this site's dealerships",
              value: ref,
            },
          ]);
          continue;
        }
        locationId = place.id;
        dealershipId = place.dealershipId;
      } else locationId = null;
    }
    const values = feedPatch(car, match ?? null, locationId, context.now);
    if (match && dealershipId !== match.dealershipId) values.dealershipId = dealershipId;
    if (!match) inserts.push({ car, values, dealershipId });
    else {
      context.seenCarIds.add(match.id);
      if (Object.keys(values).length > 0) updates.push({ id: match.id, values });
      else summary.unchanged += 1;
    }
  }
  summary.changed += updates.length;
  summary.added += inserts.length;
  if (context.dryRun) return;
  for (const update of updates) {
    await db
      .update(cars)
      .set({ ...update.values, updatedAt: context.now })
      .where(eq(cars.id, update.id));
  }
  if (inserts.length === 0) return;
  // Ids first, so each slug can end in its car's id as the demo's do. Raw: nextval over
  // generate_series has no builder form.
  const ids = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('cars', 'id'))::int as id from generate_series(1, ${inserts.length})`,
  );
  const rows = inserts.map((insert, index) => {
    const id = ids[index]?.id as number;
    const values = insert.values as Partial<typeof cars.$inferInsert> &
      Pick<typeof cars.$inferInsert, 'year' | 'make' | 'model' | 'carType' | 'status'>;
    context.seenCarIds.add(id);
    return {
      ...values,
      id,
      slug: carSlug(
        getCarName({
          year: values.year,
          make: values.make,
          model: values.model,
          badge: values.badge ?? null,
        }),
        id,
      ),
      dealershipId: insert.dealershipId,
      createdAt: context.now,
      updatedAt: context.now,
    };
  });
  await insertCars(db, rows);
}

/**
 * Insert cars as one JSON parameter per statement: PostgreSQL expands it with
 * json_populate_recordset, which is far cheaper than binding ~80 parameters per car. Rows are
 * grouped by the columns they set, so a column a row leaves out gets its default, not NULL.
 */
async function insertCars(db: Db, rows: Record<string, unknown>[]): Promise<void> {
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const key = Object.keys(row).sort().join(',');
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  for (const [key, group] of groups) {
    const columns = key
      .split(',')
      .map((name) => `"${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}"`)
      .join(', ');
    const json = JSON.stringify(
      group.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([name, value]) => [
            name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
            value,
          ]),
        ),
      ),
    );
    // Raw: json_populate_recordset sends the batch as one parameter, which the builder cannot.
    await db.execute(
      sql`insert into cars (${sql.raw(columns)}) select ${sql.raw(columns)} from json_populate_recordset(null::cars, ${json}::json)`,
    );
  }
}

interface StoredMatches {
  byStockNumber: Map<string, StoredRow>;
  byVin: Map<string, StoredRow>;
}

async function loadMatches(
  db: Db,
  batch: FeedCar[],
  context: BatchContext,
): Promise<StoredMatches> {
  const { matchBy } = context.config;
  const byStockNumber = new Map<string, StoredRow>();
  const byVin = new Map<string, StoredRow>();
  const add = (rows: StoredRow[]) => {
    for (const row of rows) {
      if (row.stockNumber && !byStockNumber.has(row.stockNumber))
        byStockNumber.set(row.stockNumber, row);
      if (row.vin && !byVin.has(row.vin)) byVin.set(row.vin, row);
    }
  };
  // One JSON parameter per query: far cheaper to send and plan than hundreds of parameters.
  const select = (condition: SQL) =>
    db
      .select()
      .from(cars)
      .where(and(inArray(cars.dealershipId, context.dealershipIds), condition))
      .orderBy(asc(cars.id));
  if (matchBy !== 'vin') {
    const stockNumbers = unique(batch.map((car) => car.stockNumber));
    if (stockNumbers.length > 0)
      add(
        await select(
          sql`${cars.stockNumber} in (select json_array_elements_text(${JSON.stringify(stockNumbers)}::json))`,
        ),
      );
  }
  if (matchBy !== 'stockNumber') {
    // The VIN is asked for only where the stock number found nothing.
    const vins = unique(
      batch
        .filter(
          (car) => matchBy === 'vin' || !car.stockNumber || !byStockNumber.has(car.stockNumber),
        )
        .map((car) => car.vin),
    );
    if (vins.length > 0)
      add(
        await select(
          sql`${cars.vin} in (select json_array_elements_text(${JSON.stringify(vins)}::json))`,
        ),
      );
  }
  return { byStockNumber, byVin };
}

function findMatch(
  car: FeedCar,
  stored: StoredMatches,
  matchBy: StockFeedConfig['matchBy'],
): StoredRow | undefined {
  if (matchBy === 'vin') return car.vin ? stored.byVin.get(car.vin) : undefined;
  const byStock = car.stockNumber ? stored.byStockNumber.get(car.stockNumber) : undefined;
  if (matchBy === 'stockNumber' || byStock) return byStock;
  return car.vin ? stored.byVin.get(car.vin) : undefined;
}

function unique(values: (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))];
}
