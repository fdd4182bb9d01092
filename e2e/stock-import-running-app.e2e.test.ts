import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';

// `npm run stock:import` while the app serves the embedded database: PGlite lets one process
// open the folder, so the command hands the import to the running app and prints its outcome.
// A dry run, so the demo stock other e2e tests rely on is left as it is.

const dataDir = inject('dataDir');
const repoRoot = new URL('../', import.meta.url).pathname;
const folder = mkdtempSync(join(tmpdir(), 'forecourt-e2e-feed-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'packages/db/src/cli/import-stock.ts', ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, FORECOURT_DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      stdout += text;
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
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
    expect(result.stdout).toMatch(/HELD: this full feed would mark \d+ in-stock cars sold/);
    expect(result.code).toBe(3);

    const unknown = await runCli(['--site', 'no-such-site', '--file', feed, '--dry-run']);
    expect(unknown.stdout).toContain("No site with slug 'no-such-site'.");
    expect(unknown.code).toBe(1);
  });
});
