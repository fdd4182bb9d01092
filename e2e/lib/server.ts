import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteConfigOverrides } from '@forecourt/core/config';
import { mergeOverrides } from '@forecourt/core/config';
import { openDatabase, schema } from '@forecourt/db';
import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { waitUntilServing } from './wait-until-serving.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface TestServer {
  port: number;
  dataDir: string;
  /** Every line the app has written so far (its JSON log, at LOG_LEVEL warn and above). */
  logLines(): string[];
  stop(): Promise<void>;
}

/**
 * Migrates and seeds a fresh embedded database with the demo sites, once per run: every app the
 * run starts copies it (a copy takes ~0.1 s; migrating and seeding ~9 s). Returns its folder.
 */
export function prepareTemplate(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-e2e-template-'));
  const prepare = spawnSync(
    join(root, 'node_modules/.bin/tsx'),
    ['packages/db/src/cli/prepare.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        FORECOURT_DATA_DIR: dataDir,
        DATABASE_URL: '',
        FORECOURT_MODE: 'demo',
      },
      stdio: 'inherit',
    },
  );
  if (prepare.status !== 0) throw new Error('Preparing the e2e database failed');
  return dataDir;
}

/**
 * The built app behind its edge server, as `npm start` runs it, on its own port and its own
 * copy of the seeded template database (`prepareTemplate`); `extraEnv` adds settings (e.g.
 * TRUSTED_PROXY_HOPS) and `siteOverrides` changes demo sites' config by slug (a dealer's
 * settings the demo does not show, e.g. checkout without sign-in); `primaryDomains` makes a
 * demo site's custom domain its canonical one, by slug.
 */
export async function startTestServer(
  port: number,
  extraEnv: Record<string, string> = {},
  siteOverrides: Record<string, SiteConfigOverrides> = {},
  primaryDomains: Record<string, string> = {},
  templateDir: string = inject('templateDir'),
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-e2e-'));
  const env = { ...process.env, FORECOURT_DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '' };
  cpSync(join(templateDir, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  shareDemoMedia(templateDir, dataDir);
  await overrideSites(join(dataDir, 'pglite'), siteOverrides, primaryDomains);

  const child = spawn(process.execPath, [join(root, 'apps/web/edge/server.mjs')], {
    cwd: root,
    env: { ...env, LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Passed on as before, and kept for tests that check what the app logged.
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    output += chunk.toString('utf8');
  });
  await waitUntilServing(child, `http://127.0.0.1:${port}/api/ready`, 'The app');
  return {
    port,
    dataDir,
    logLines: () => output.split('\n').filter(Boolean),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Every app of the run keeps its drawn demo photos in one folder (the app's cache of them,
 * `media/demo-checked` under its data folder, render-asset.ts): each is the same bytes for the
 * same path, written by rename, and drawing one costs ~130 ms of CPU, which eleven apps would
 * otherwise each spend on the same photos.
 */
function shareDemoMedia(templateDir: string, dataDir: string): void {
  const shared = join(templateDir, 'media', 'demo-checked');
  mkdirSync(shared, { recursive: true });
  mkdirSync(join(dataDir, 'media'), { recursive: true });
  symlinkSync(shared, join(dataDir, 'media', 'demo-checked'), 'dir');
}

async function overrideSites(
  pgliteDir: string,
  overrides: Record<string, SiteConfigOverrides>,
  primaryDomains: Record<string, string>,
): Promise<void> {
  const slugs = Object.keys(overrides);
  const domains = Object.values(primaryDomains);
  if (slugs.length === 0 && domains.length === 0) return;
  const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
  try {
    for (const domain of domains) {
      const marked = await database.db
        .update(schema.siteDomains)
        .set({ primary: true })
        .where(eq(schema.siteDomains.domain, domain))
        .returning();
      if (marked.length !== 1) throw new Error(`No demo domain ${domain}`);
    }
    for (const slug of slugs) {
      const [site] = await database.db
        .select()
        .from(schema.sites)
        .where(eq(schema.sites.slug, slug));
      if (!site) throw new Error(`No demo site ${slug}`);
      await database.db
        .update(schema.sites)
        .set({ config: mergeOverrides(site.config, overrides[slug] ?? {}) })
        .where(eq(schema.sites.id, site.id));
    }
  } finally {
    await database.close();
  }
}
