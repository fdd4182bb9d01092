// The built app with lead delivery to a local SMTP sink, on its own port and database, for the
// lead benchmarks: it can be killed (SIGKILL) and started again on the same database.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteConfigOverrides } from '@forecourt/core/config';
import { mergeOverrides } from '@forecourt/core/config';
import { type DatabaseOptions, openDatabase, schema } from '@forecourt/db';
import { cleanUpOnExit } from '@forecourt/testing/clean-up-on-exit';
import { eq } from 'drizzle-orm';

export const root = fileURLToPath(new URL('../../..', import.meta.url));
export const FORM_SECRET = 'bench-form-secret-0123456789abcdef0123456789';
export const BENCH_SITE = 'harbour-ford';

/** Site overrides for load tests: no captcha to solve, limits above the offered load. */
export const BENCH_OVERRIDES = {
  forms: {
    captcha: { enabled: false },
    rateLimits: { perIp: { max: 1000 }, perSite: { max: 1_000_000 } },
  },
};

export interface LeadApp {
  port: number;
  siteId: number;
  databaseUrl: string | null;
  dataDir: string;
  start(): Promise<void>;
  /** SIGKILL the app's process group (no clean shutdown). */
  kill(): void;
  stop(): Promise<void>;
}

function run(args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(join(root, 'node_modules/.bin/tsx'), args, {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed`);
}

export async function waitForReady(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The app on port ${port} did not become ready`);
}

/** Merge the bench overrides (and a benchmark's own) into the bench site's stored config. */
async function configureSite(
  options: DatabaseOptions,
  extra: SiteConfigOverrides = {},
): Promise<number> {
  const database = await openDatabase(options);
  try {
    const [site] = await database.db
      .select()
      .from(schema.sites)
      .where(eq(schema.sites.slug, BENCH_SITE));
    if (!site) throw new Error(`No ${BENCH_SITE} site`);
    await database.db
      .update(schema.sites)
      .set({ config: mergeOverrides(site.config, BENCH_OVERRIDES, extra) })
      .where(eq(schema.sites.id, site.id));
    return site.id;
  } finally {
    await database.close();
  }
}

/** Migrate and seed a fresh database (PGlite folder, or the given PostgreSQL URL) and configure it. */
export async function prepareLeadApp(options: {
  port: number;
  databaseUrl: string | null;
  smtpUrl: string;
  env?: Record<string, string>;
  overrides?: SiteConfigOverrides;
}): Promise<LeadApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-leads-bench-'));
  // The benchmark reads the database after stopping the app, so the folder goes at exit.
  cleanUpOnExit(() => rmSync(dataDir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    FORECOURT_DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    // The benchmarks load the demo sites, on PostgreSQL too (a fresh database of their own).
    FORECOURT_MODE: 'demo',
    FORM_SECRET,
    SMTP_URL: options.smtpUrl,
    LOG_LEVEL: 'error',
    // The benchmarks stand in for one reverse proxy in front of many shoppers: the address each
    // request gives in X-Forwarded-For is the client's (the edge believes it with one hop).
    TRUSTED_PROXY_HOPS: '1',
    PORT: String(options.port),
    ...options.env,
  };
  run(['packages/db/src/cli/prepare.ts'], env);
  const siteId = await configureSite(
    options.databaseUrl
      ? { kind: 'postgres', url: options.databaseUrl }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    options.overrides,
  );
  let child: ChildProcess | null = null;
  const kill = () => {
    if (child?.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    child = null;
  };
  // The app runs in its own process group (so that a kill reaches its children), which also
  // keeps Ctrl+C from reaching it: only this process can end it, however this process ends.
  cleanUpOnExit(kill);
  return {
    port: options.port,
    siteId,
    databaseUrl: options.databaseUrl,
    dataDir,
    async start() {
      // BENCH_NODE_ARGS (e.g. '--cpu-prof') profiles the app process.
      const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
      child = spawn(process.execPath, [...nodeArgs, join(root, 'apps/web/edge/server.mjs')], {
        cwd: root,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
      });
      await waitForReady(options.port);
    },
    kill,
    async stop() {
      const current = child;
      if (!current?.pid) return;
      const exited = new Promise((resolve) => current.once('exit', resolve));
      process.kill(-current.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      kill();
    },
  };
}

/** Database options of an app's database, for checking results after it stopped. */
export function databaseOf(app: LeadApp): DatabaseOptions {
  return app.databaseUrl
    ? { kind: 'postgres', url: app.databaseUrl }
    : { kind: 'pglite', dataDir: join(app.dataDir, 'pglite') };
}
