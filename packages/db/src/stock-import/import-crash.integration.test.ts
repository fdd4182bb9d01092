import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client.ts';
import { runMigrations } from '../migrate.ts';
import { cars, sites, stockImportRuns } from '../schema/index.ts';
import { createStockSite } from '../testing/stock-site.ts';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabase,
} from '../testing/test-database.ts';

const repoRoot = new URL('../../../../', import.meta.url).pathname;
const cli = join(repoRoot, 'packages/db/src/cli/import-stock.ts');
const ROWS = 1500;

function writeFeed(path: string): void {
  const lines = ['stock_number,vin,car_type,year,make,model,badge,price,km,colour,features'];
  for (let n = 1; n <= ROWS; n++) {
    lines.push(
      `C${n},VINC${String(n).padStart(13, '0')},used,${2010 + (n % 15)},Mazda,CX-5,Maxx,${20_000 + n},${n * 7},"Red, soul",Tow bar|Sunroof`,
    );
  }
  writeFileSync(path, `${lines.join('\n')}\n`);
}

/** Run the import CLI; with `killAfterRows`, SIGKILL it once that many rows have committed. */
function runCli(
  env: Record<string, string>,
  file: string,
  killAfterRows?: number,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; rowsCommitted: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', cli, '--site', 'crash', '--file', file],
      {
        cwd: repoRoot,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let rowsCommitted = 0;
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
      for (const match of text.matchAll(/^(\d+) rows:/gm))
        rowsCommitted = Math.max(rowsCommitted, Number(match[1]));
      if (killAfterRows !== undefined && rowsCommitted >= killAfterRows) child.kill('SIGKILL');
    });
    child.stdout.resume();
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code !== 0 && signal === null) reject(new Error(`import exited ${code}: ${stderr}`));
      else resolve({ code, signal, rowsCommitted });
    });
  });
}

async function snapshot(database: Database, dealershipId: number) {
  const rows = await database.db.select().from(cars).where(eq(cars.dealershipId, dealershipId));
  return rows
    .map(({ id, slug, createdAt, updatedAt, dealershipId: _, locationId, ...car }) => car)
    .sort((a, b) => String(a.stockNumber).localeCompare(String(b.stockNumber)));
}

describe.each(getTestDatabaseKinds())('a stock import killed mid-feed on %s', (kind) => {
  const folder = mkdtempSync(join(tmpdir(), 'forecourt-crash-'));
  const feed = join(folder, 'feed.csv');
  writeFeed(feed);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** A database with the site 'crash' (batches of 200 rows), and how the CLI reaches it. */
  async function setUp(
    name: string,
  ): Promise<{ open: () => Promise<Database>; env: Record<string, string>; test?: TestDatabase }> {
    if (kind === 'postgres') {
      const test = await createTestDatabase('postgres');
      return { open: async () => test, env: { DATABASE_URL: test.url ?? '' }, test };
    }
    const dataDir = join(folder, name);
    const open = () => openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    const database = await open();
    await runMigrations(database);
    await database.close();
    return { open, env: { FORECOURT_DATA_DIR: dataDir, DATABASE_URL: '' } };
  }

  async function withSite(
    open: () => Promise<Database>,
    close: boolean,
  ): Promise<{ database: Database; dealershipId: number }> {
    const database = await open();
    const site = await createStockSite(database.db, 'crash');
    await database.db
      .update(sites)
      .set({ config: { stockFeed: { batchSize: 200 } } })
      .where(eq(sites.id, site.siteId));
    if (close) await database.close();
    return { database, dealershipId: site.dealershipIds[0] as number };
  }

  it('leaves whole cars only, and a re-run ends equal to a clean import', async () => {
    const crashed = await setUp('crashed');
    const clean = await setUp('clean');
    const pglite = kind === 'pglite';
    const crashedSite = await withSite(crashed.open, pglite);
    const cleanSite = await withSite(clean.open, pglite);

    const killed = await runCli(crashed.env, feed, 600);
    expect(killed.signal).toBe('SIGKILL');
    // Between the kill and a re-run: every car present is a whole car from the feed.
    const partial = pglite ? await crashed.open() : crashedSite.database;
    const half = await snapshot(partial, crashedSite.dealershipId);
    expect(half.length).toBeGreaterThanOrEqual(600);
    expect(half.length).toBeLessThan(ROWS);
    expect(half.length % 200).toBe(0);
    for (const car of half) {
      const n = Number(car.stockNumber?.slice(1));
      expect(car).toMatchObject({
        price: 20_000 + n,
        km: n * 7,
        colour: 'Red, soul',
        features: ['Tow bar', 'Sunroof'],
      });
    }
    if (pglite) await partial.close();

    expect((await runCli(crashed.env, feed)).code).toBe(0);
    expect((await runCli(clean.env, feed)).code).toBe(0);
    const after = pglite ? await crashed.open() : crashedSite.database;
    const reference = pglite ? await clean.open() : cleanSite.database;
    const final = await snapshot(after, crashedSite.dealershipId);
    expect(final).toHaveLength(ROWS);
    expect(final).toEqual(await snapshot(reference, cleanSite.dealershipId));
    const runs = await after.db.select().from(stockImportRuns).orderBy(stockImportRuns.id);
    expect(runs.map((run) => [run.status, run.error])).toEqual([
      ['failed', 'interrupted'],
      ['done', null],
    ]);
    await after.close();
    await reference.close();
    // Each step starts the command as its own process: slow on a busy machine, not a timing test.
  }, 300_000);
});
