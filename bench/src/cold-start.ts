// Cold start, as a new user meets it after the build: an empty embedded database, then
// migrate + seed + start the server + the first page of a demo site served.
// Run: npm run bench:cold-start   (builds first if the build is stale)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readArguments } from '@forecourt/db/cli/command-line';
import { cleanUpOnExit } from '@forecourt/testing/clean-up-on-exit';
import { sendToSite } from '@forecourt/testing/send-to-site';

readArguments(
  `Usage: [RUNS=3] npm run bench:cold-start\nFrom an empty embedded database to the first page served, median of the runs (target < 30 s).`,
  {},
);

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3299);
const runs = Number(process.env.RUNS ?? 3);

async function firstPageMs(started: number): Promise<number> {
  for (;;) {
    try {
      const response = await sendToSite(port, `harbour-ford.localhost:${port}`, { path: '/' });
      if (response.status === 200 && response.text.includes('Harbour'))
        return performance.now() - started;
    } catch {
      // server not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const results: { prepare: number; total: number }[] = [];
for (let run = 0; run < runs; run++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-cold-'));
  const env = {
    ...process.env,
    FORECOURT_DATA_DIR: dataDir,
    DATABASE_URL: '',
    FORECOURT_MODE: 'demo',
    LOG_LEVEL: 'warn',
  };
  const started = performance.now();
  const prepare = spawnSync(
    join(root, 'node_modules/.bin/tsx'),
    ['packages/db/src/cli/prepare.ts'],
    { cwd: root, env, stdio: 'ignore' },
  );
  if (prepare.status !== 0) throw new Error('prepare failed');
  const prepared = performance.now() - started;
  const server = spawn(process.execPath, [join(root, 'apps/web/edge/server.mjs')], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  const cancelCleanUp = cleanUpOnExit(() => {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  const total = await firstPageMs(started);
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  cancelCleanUp();
  results.push({ prepare: prepared, total });
  console.log(
    `run ${run + 1}: migrate + seed ${(prepared / 1000).toFixed(1)} s, first page served at ${(total / 1000).toFixed(1)} s`,
  );
}
const median =
  results.map((result) => result.total).sort((a, b) => a - b)[Math.floor(results.length / 2)] ?? 0;
console.log(`cold start median over ${runs} runs: ${(median / 1000).toFixed(1)} s (target < 30 s)`);
