import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sendToSite } from '@forecourt/testing/send-to-site';
import { afterAll, describe, expect, it } from 'vitest';
import { appPort } from './lib/app.ts';
import { startTestServer, type TestServer } from './lib/server.ts';

// README "Running in production": a production database gets no demo data, and the site the
// `npm run site` command creates on the default config is served as it is.

const repoRoot = new URL('../', import.meta.url).pathname;
const folder = mkdtempSync(join(tmpdir(), 'forecourt-e2e-first-site-'));
const port = appPort() + 5;
let server: TestServer | null = null;
afterAll(async () => {
  await server?.stop();
  rmSync(folder, { recursive: true, force: true });
});

function runCommand(command: string, args: string[]): { code: number | null; stdout: string } {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', `packages/db/src/cli/${command}.ts`, ...args],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        FORECOURT_DATA_DIR: folder,
        DATABASE_URL: '',
        FORECOURT_MODE: 'production',
      },
      encoding: 'utf8',
    },
  );
  return { code: result.status, stdout: result.stdout };
}

describe('the first site of a production database', () => {
  it('is created by npm run site and serves its pages on the default config', async () => {
    const prepared = runCommand('prepare', []);
    expect(prepared.code).toBe(0);
    expect(prepared.stdout).toContain('npm run site -- create --slug <slug>');
    // The app serves a copy of the folder, so the command can open the original meanwhile.
    const empty = await startTestServer(port, { FORECOURT_MODE: 'production' }, {}, {}, folder);
    const index = await sendToSite(port, `localhost:${port}`, { path: '/' });
    await empty.stop();
    expect(index.status).toBe(200);
    expect(index.text).toContain('No sites yet. Create the first with');
    expect(index.text).toContain('npm run site -- create --slug');
    const created = runCommand('site', [
      'create',
      '--slug',
      'first-dealer',
      '--name',
      'First Dealer',
    ]);
    expect(created.code).toBe(0);

    server = await startTestServer(port, { FORECOURT_MODE: 'production' }, {}, {}, folder);
    const host = `first-dealer.localhost:${port}`;
    const home = await sendToSite(port, host, { path: '/' });
    expect(home.status).toBe(200);
    expect(home.text).toContain('First Dealer');
    // Its search: the page (after its redirect to the default listing) and the API, no stock yet.
    const search = await sendToSite(port, host, { path: '/search' });
    const listing = search.status === 307 ? String(search.headers.location) : '/search';
    expect(
      (await sendToSite(port, host, { path: new URL(listing, 'http://x').pathname })).status,
    ).toBe(200);
    const api = await sendToSite(port, host, { path: '/api/search' });
    expect(api.status).toBe(200);
    expect(JSON.parse(api.text)).toMatchObject({ hits: [] });
    // No demo site came with it.
    expect((await sendToSite(port, `harbour-ford.localhost:${port}`, { path: '/' })).status).toBe(
      404,
    );
  }, 120_000);
});
