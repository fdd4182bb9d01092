import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client.ts';
import { runMigrations } from '../migrate.ts';
import { cars, stockImportRuns } from '../schema/index.ts';
import { createStockSite } from '../testing/stock-site.ts';

const repoRoot = new URL('../../../../', import.meta.url).pathname;
const cli = join(repoRoot, 'packages/db/src/cli/import-stock.ts');
const csv = (rows: string[]) => `stock_number,car_type,year,make,model,price\n${rows.join('\n')}\n`;

function runCli(dataDir: string, args: string[]): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--site', 'cli', ...args], {
      cwd: repoRoot,
      env: { ...process.env, FORECOURT_DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      stdout += text;
    });
    child.stderr.resume();
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout }));
  });
}

describe('npm run stock:import', () => {
  const folder = mkdtempSync(join(tmpdir(), 'forecourt-cli-'));
  const open = () => openDatabase({ kind: 'pglite', dataDir: join(folder, 'pglite') });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('dry-runs, imports from a URL, and exits 3 when it holds a truncated feed', async () => {
    const setup = await open();
    await runMigrations(setup);
    await createStockSite(setup.db, 'cli');
    await setup.close();
    const full = csv([
      'C1,used,2020,Kia,Rio,15990',
      'C2,used,2019,Kia,Rio,14990',
      'C3,new,2026,Kia,EV3,52990',
      'C4,used,2018,Kia,Cerato,13990',
    ]);
    const file = join(folder, 'feed.csv');
    writeFileSync(file, full);

    const dry = await runCli(folder, ['--file', file, '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('Dry run, nothing written: read 4 rows into cli');
    expect(dry.stdout).toContain('4 added');

    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/csv' }).end(full);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stock.csv`;
    const fromUrl = await runCli(folder, ['--url', url]);
    server.close();
    expect(fromUrl.code).toBe(0);
    expect(fromUrl.stdout).toContain('Imported 4 rows into cli');

    writeFileSync(file, csv(['C1,used,2020,Kia,Rio,15990']));
    const held = await runCli(folder, ['--file', file]);
    expect(held.code).toBe(3);
    expect(held.stdout).toContain('HELD: this full feed would mark 3 in-stock cars sold');

    const after = await open();
    const stored = await after.db.select({ status: cars.status }).from(cars);
    expect(stored.map((car) => car.status)).toEqual([
      'in_stock',
      'in_stock',
      'in_stock',
      'in_stock',
    ]);
    const runs = await after.db
      .select()
      .from(stockImportRuns)
      .where(eq(stockImportRuns.source, url));
    expect(runs).toHaveLength(1);
    await after.close();

    expect((await runCli(folder, ['--file', join(folder, 'missing.csv')])).code).toBe(2);
    // Each step starts the command as its own process: slow on a busy machine, not a timing test.
  }, 300_000);
});
