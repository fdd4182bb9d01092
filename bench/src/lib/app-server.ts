// A built app on its own port and fresh embedded database with the demo sites, for benchmarks,
// and the timed requests they make of it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { cleanUpOnExit } from '@forecourt/testing/clean-up-on-exit';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface AppServer {
  port: number;
  stop(): Promise<void>;
}

/**
 * Start the app behind its edge server, as `npm start` does, on `port` over a fresh demo
 * database: seeded as `npm start` does it, or with `cars` demo vehicles.
 */
export async function startAppServer(
  port: number,
  options: { cars?: number } = {},
): Promise<AppServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-bench-'));
  let child: ChildProcess | null = null;
  // However the benchmark ends (an error, Ctrl+C, process.exit), the app and its folder go.
  const cancelCleanUp = cleanUpOnExit(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  const env = {
    ...process.env,
    FORECOURT_DATA_DIR: dataDir,
    DATABASE_URL: '',
    FORECOURT_MODE: 'demo',
    LOG_LEVEL: 'warn',
  };
  const args =
    options.cars === undefined
      ? ['packages/db/src/cli/prepare.ts']
      : ['packages/db/src/cli/seed.ts', '--cars', String(options.cars)];
  const prepare = spawnSync(join(root, 'node_modules/.bin/tsx'), args, {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (prepare.status !== 0) throw new Error('Preparing the benchmark database failed');
  const app = spawn(process.execPath, [join(root, 'apps/web/edge/server.mjs')], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  child = app;
  const deadline = Date.now() + 60_000;
  while ((await get(port, 'localhost', '/api/ready').catch(() => null))?.status !== 200) {
    if (Date.now() > deadline || app.exitCode !== null) throw new Error('The app did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    port,
    async stop() {
      app.kill('SIGTERM');
      if (app.exitCode === null) await new Promise((resolve) => app.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
      cancelCleanUp();
    },
  };
}

/**
 * GET a path of a site (`host` without the port) on a fresh connection; resolves with the
 * status, body and elapsed ms. node:http, because fetch drops the Host header.
 */
export function get(
  port: number,
  host: string,
  path: string,
): Promise<{ status: number; body: Buffer; ms: number; headers: IncomingHttpHeaders }> {
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
            headers: response.headers,
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

/** The scripts a page's HTML loads, without noModule ones (polyfills modern browsers skip). */
export function listPageScripts(html: string): string[] {
  const sources = [...html.matchAll(/<script([^>]+)>/g)]
    .filter((match) => !/noModule/i.test(match[1] ?? ''))
    .map((match) => /src="([^"]+)"/.exec(match[1] ?? '')?.[1] ?? '')
    .filter(Boolean);
  return [...new Set(sources)];
}

/** Gzip sizes of the scripts a page loads (Next 16 no longer prints first-load JS). */
export async function measurePageScripts(
  port: number,
  host: string,
  html: string,
): Promise<{ source: string; bytes: number }[]> {
  const sizes: { source: string; bytes: number }[] = [];
  for (const source of listPageScripts(html)) {
    const { body } = await get(port, host, source);
    sizes.push({ source, bytes: gzipSync(body).length });
  }
  return sizes;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}
