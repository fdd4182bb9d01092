import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runScript, type ScriptRun } from '@forecourt/db/testing/run-script';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDataDir, appPort } from './lib/app.ts';
import { startTestServer, type TestServer } from './lib/server.ts';
import { fetchText } from './lib/vehicle-finder.ts';

// `npm run stock:import` while the app serves the embedded database: PGlite lets one process
// open the folder, so the command hands the import to the running app and prints its outcome.
// A dry run, so the demo stock other e2e tests rely on is left as it is.

const dataDir = appDataDir();
const repoRoot = new URL('../', import.meta.url).pathname;
const folder = mkdtempSync(join(tmpdir(), 'forecourt-e2e-feed-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function runCli(args: string[], dir = dataDir): Promise<ScriptRun> {
  return runScript('packages/db/src/cli/import-stock.ts', args, {
    cwd: repoRoot,
    env: { ...process.env, FORECOURT_DATA_DIR: dir, DATABASE_URL: '' },
  });
}

describe('stock import while the app serves the embedded database', () => {
  it('is handed to the running app, which runs it and reports back', async () => {
    const feed = join(folder, 'feed.csv');
    writeFileSync(
      feed,
      'stock_number,car_type,year,make,model,badge,price\nE2E-1,new,2026,Ford,Puma,ST,36990\nE2E-2,used,2019,Ford,Focus,,\n',
    );
    const result = await runCli(['--site', 'harbour-ford', '--file', feed, '--dry-run']);
    expect(result.stdout).toContain(
      'The app is serving the embedded database: the import is handed to it.',
    );
    expect(result.stdout).toContain('Dry run, nothing written: read 2 rows into harbour-ford');
    expect(result.stdout).toContain('2 added');
    // Two cars as a full feed would sell nearly all of the site's stock: held.
    expect(result.stdout).toMatch(
      /HELD: as a full feed this file would mark \d+ in-stock cars sold[\s\S]*--mode partial/,
    );
    expect(result.code).toBe(3);

    const unknown = await runCli(['--site', 'no-such-site', '--file', feed, '--dry-run']);
    expect(unknown.stdout).toContain("No site with slug 'no-such-site'.");
    expect(unknown.code).toBe(1);
  });
});

// The SSRF probe of issue 24 §5 against the built app: a site's scheduled feed on loopback that
// redirects to [::1]. The site lists 127.0.0.1 as its own DMS (so the pull is seen to happen);
// the redirect to another private address is refused, and nothing is imported.
describe('feed URLs the running app fetches', () => {
  const port = appPort() + 6;
  const hits = { v4: [] as string[], v6: [] as string[] };
  const feed =
    'stock_number,car_type,year,make,model,price\nSSRF-1,used,2020,Ssrfmotors,Probe,9990\n';
  let v4: Server;
  let v6: Server;
  let v4Base = '';
  let app: TestServer;
  beforeAll(async () => {
    v6 = createServer((request, response) => {
      hits.v6.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'text/csv' }).end(feed);
    });
    await new Promise<void>((resolve) => v6.listen(0, '::1', resolve));
    const v6Feed = `http://[::1]:${(v6.address() as AddressInfo).port}/stock.csv`;
    v4 = createServer((request, response) => {
      hits.v4.push(request.url ?? '');
      if (request.url === '/to-v6') response.writeHead(302, { location: v6Feed }).end();
      else response.writeHead(200, { 'content-type': 'text/csv' }).end(feed);
    });
    await new Promise<void>((resolve) => v4.listen(0, '127.0.0.1', resolve));
    v4Base = `http://127.0.0.1:${(v4.address() as AddressInfo).port}`;
    app = await startTestServer(
      port,
      {},
      {
        'harbour-ford': {
          stockFeed: {
            schedule: { url: `${v4Base}/to-v6`, intervalMinutes: 5 },
            privateAddresses: ['127.0.0.1'],
          },
        },
      },
    );
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    v4?.close();
    v6?.close();
  });

  it('refuses a scheduled feed that redirects from a listed loopback address to [::1], and loopback URLs a site does not list', async () => {
    // The worker pulls a due feed within its first minute.
    await expect
      .poll(() => hits.v4.includes('/to-v6'), { timeout: 70_000, interval: 500 })
      .toBe(true);

    // The command, handed to the same worker (after the pull: one job at a time), is refused too:
    // a site that lists no private address…
    const unlisted = await runCli(
      ['--site', 'southern-cross', '--url', `${v4Base}/stock.csv`],
      app.dataDir,
    );
    expect(unlisted.stdout).toContain(
      'Nothing imported into southern-cross: the feed URL was not fetched: host 127.0.0.1 is a private or loopback address (127.0.0.1)',
    );
    expect(unlisted.code).toBe(1);
    // …and the listed address redirecting to another private one.
    const redirected = await runCli(
      ['--site', 'harbour-ford', '--url', `${v4Base}/to-v6`],
      app.dataDir,
    );
    expect(redirected.stdout).toContain(
      'Nothing imported into harbour-ford: the feed URL was not fetched: host ::1 is a private or loopback address (::1)',
    );
    expect(redirected.code).toBe(1);

    expect(hits.v4.filter((path) => path === '/stock.csv')).toEqual([]);
    expect(hits.v6).toEqual([]);
    // The public search knows no car of the feed's make.
    for (const site of ['harbour-ford', 'southern-cross']) {
      const answer = await fetchText(`http://${site}.localhost:${port}/api/search?facets=make`);
      expect(answer).toContain('"facets"');
      expect(answer).not.toContain('Ssrfmotors');
    }
  }, 180_000);
});
