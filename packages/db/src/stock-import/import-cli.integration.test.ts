import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client.ts';
import { runMigrations } from '../migrate.ts';
import { cars, sites, stockImportRuns } from '../schema/index.ts';
import { runScript, type ScriptRun } from '../testing/run-script.ts';
import { createStockSite } from '../testing/stock-site.ts';

const repoRoot = new URL('../../../../', import.meta.url).pathname;
const cli = join(repoRoot, 'packages/db/src/cli/import-stock.ts');
const csv = (rows: string[]) => `stock_number,car_type,year,make,model,price\n${rows.join('\n')}\n`;

function runCli(dataDir: string, args: string[]): Promise<ScriptRun> {
  return runScript(cli, ['--site', 'cli', ...args], {
    cwd: repoRoot,
    env: { ...process.env, FORECOURT_DATA_DIR: dataDir, DATABASE_URL: '' },
  });
}

describe('npm run stock:import', () => {
  const folder = mkdtempSync(join(tmpdir(), 'forecourt-cli-'));
  const open = () => openDatabase({ kind: 'pglite', dataDir: join(folder, 'pglite') });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('dry-runs, refuses a feed URL on an address the site does not list, imports from a listed one, and exits 3 when it holds a truncated feed', async () => {
    const setup = await open();
    await runMigrations(setup);
    await createStockSite(setup.db, 'cli');
    await setup.close();
    const listPrivateAddresses = async (addresses: string[]) => {
      const database = await open();
      await database.db
        .update(sites)
        .set({ config: { stockFeed: { privateAddresses: addresses } } })
        .where(eq(sites.slug, 'cli'));
      await database.close();
    };
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

    // A feed server on loopback, which redirects /to-v6 to a second one on [::1].
    let served = 0;
    let v6Served = 0;
    const v6 = createServer((_request, response) => {
      v6Served += 1;
      response.writeHead(200, { 'content-type': 'text/csv' }).end(full);
    });
    await new Promise<void>((resolve) => v6.listen(0, '::1', resolve));
    const server = createServer((request, response) => {
      served += 1;
      if (request.url === '/to-v6') {
        const port = (v6.address() as AddressInfo).port;
        response.writeHead(302, { location: `http://[::1]:${port}/stock.csv` }).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/csv' }).end(full);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stock.csv`;

    // A loopback feed is refused before it is asked, unless the site lists the address.
    const refused = await runCli(folder, ['--url', url]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain(
      'Nothing imported into cli: the feed URL was not fetched: host 127.0.0.1 is a private or loopback address (127.0.0.1)',
    );
    expect(served).toBe(0);
    await listPrivateAddresses(['127.0.0.1']);
    const redirected = await runCli(folder, ['--url', url.replace('/stock.csv', '/to-v6')]);
    expect(redirected.code).toBe(1);
    expect(redirected.stdout).toContain('host ::1 is a private or loopback address (::1)');
    expect(served).toBe(1);
    expect(v6Served).toBe(0);

    const fromUrl = await runCli(folder, ['--url', url]);
    server.close();
    v6.close();
    expect(fromUrl.code).toBe(0);
    expect(fromUrl.stdout).toContain('Imported 4 rows into cli');

    writeFileSync(file, csv(['C1,used,2020,Kia,Rio,15990']));
    const held = await runCli(folder, ['--file', file]);
    expect(held.code).toBe(3);
    expect(held.stdout).toContain('HELD: as a full feed this file would mark 3 in-stock cars sold');

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

    // docs/stock-feeds.md: a feed that cannot be read is a failure (1), not a usage mistake (2).
    expect((await runCli(folder, ['--file', join(folder, 'missing.csv')])).code).toBe(1);
    // Each step starts the command as its own process: slow on a busy machine, not a timing test.
  }, 300_000);
});
