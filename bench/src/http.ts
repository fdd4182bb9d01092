import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { sendToSite } from '../../apps/web/src/server/testing/send-to-site.ts';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** GET a path from the local app as `host` would; resolves with status, body and milliseconds. */
export async function request(
  port: number,
  host: string,
  path: string,
): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  const answer = await sendToSite(port, host, { path });
  return { status: answer.status, body: answer.text, ms: performance.now() - started };
}

/** Sum of the gzip sizes of the scripts a page's HTML loads (Next 16 no longer prints it). */
export async function firstLoadJsBytes(port: number, host: string, html: string): Promise<number> {
  const sources = [...html.matchAll(/<script([^>]+)>/g)]
    // noModule scripts are polyfills modern browsers never download.
    .filter((match) => !/noModule/i.test(match[1] ?? ''))
    .map((match) => /src="([^"]+)"/.exec(match[1] ?? '')?.[1] ?? '')
    .filter(Boolean);
  let total = 0;
  for (const source of new Set(sources)) {
    const { body } = await request(port, host, source);
    total += gzipSync(body).length;
  }
  return total;
}

export interface BenchServer {
  port: number;
  stop(): Promise<void>;
}

/** The built app on a fresh embedded database seeded with `cars` demo vehicles. */
export async function startBenchServer(port: number, cars: number): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-bench-'));
  const env = { ...process.env, FORECOURT_DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  const seed = spawnSync(
    join(root, 'node_modules/.bin/tsx'),
    ['packages/db/src/cli/seed.ts', '--cars', String(cars)],
    { cwd: root, env, stdio: 'inherit' },
  );
  if (seed.status !== 0) throw new Error('seeding failed');
  const child: ChildProcess = spawn(
    join(root, 'node_modules/.bin/next'),
    ['start', '-p', String(port)],
    { cwd: join(root, 'apps/web'), env, stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await request(port, 'localhost', '/api/ready')).status === 200) break;
    } catch {
      // not up yet
    }
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
