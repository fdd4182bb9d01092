// A built app on its own port and fresh embedded database with the demo sites, for benchmarks.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface AppServer {
  port: number;
  stop(): Promise<void>;
}

/** Prepare a fresh demo database and start `next start` on `port`; BENCH_URL skips all this. */
export async function startAppServer(port: number): Promise<AppServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-bench-'));
  const env = { ...process.env, FORECOURT_DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  const prepare = spawnSync(
    join(root, 'node_modules/.bin/tsx'),
    ['packages/db/src/cli/prepare.ts'],
    {
      cwd: root,
      env,
      stdio: 'ignore',
    },
  );
  if (prepare.status !== 0) throw new Error('Preparing the benchmark database failed');
  const child: ChildProcess = spawn(
    join(root, 'node_modules/.bin/next'),
    ['start', '-p', String(port)],
    {
      cwd: join(root, 'apps/web'),
      env,
      stdio: 'ignore',
    },
  );
  const deadline = Date.now() + 60_000;
  while ((await get(port, 'localhost', '/api/ready').catch(() => null))?.status !== 200) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('The app did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    port,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** GET a path of a site by Host header; resolves with the status, body and elapsed ms. */
export function get(
  port: number,
  host: string,
  path: string,
): Promise<{ status: number; body: Buffer; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` }, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}
