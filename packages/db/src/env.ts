import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { PublicAddress } from '@forecourt/core/tenancy';
import { publicAddressEnvShape, toPublicAddress } from '@forecourt/core/tenancy';
import { z } from 'zod';

export const forecourtModes = ['demo', 'production'] as const;
export type ForecourtMode = (typeof forecourtModes)[number];

const envSchema = z.object({
  /** PostgreSQL connection string; unset means the embedded PGlite database. */
  DATABASE_URL: z.url().optional(),
  /** Folder for the embedded database and generated media; default `<repo>/.data`. */
  FORECOURT_DATA_DIR: z.string().optional(),
  /** `demo` seeds the demo sites into an empty database; default: demo without DATABASE_URL. */
  FORECOURT_MODE: z.enum(forecourtModes).optional(),
});

export type DbEnv = z.infer<typeof envSchema>;

export function readDbEnv(source: NodeJS.ProcessEnv = process.env): DbEnv {
  const parsed = envSchema.safeParse({
    DATABASE_URL: source.DATABASE_URL || undefined,
    FORECOURT_DATA_DIR: source.FORECOURT_DATA_DIR || undefined,
    FORECOURT_MODE: source.FORECOURT_MODE || undefined,
  });
  if (!parsed.success) {
    // One line: CLIs print this message as it is.
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error).replaceAll('\n', ' ')}`);
  }
  return parsed.data;
}

/** The repository root: the nearest folder up from `from` holding package-lock.json. */
export function findRepoRoot(from: string = process.cwd()): string {
  // Runs once at start-up; the comments keep Next's file tracing from bundling the whole repo.
  let dir = resolve(/* turbopackIgnore: true */ from);
  while (!existsSync(join(/* turbopackIgnore: true */ dir, 'package-lock.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return resolve(/* turbopackIgnore: true */ from);
    dir = parent;
  }
  return dir;
}

/** How shoppers reach the sites (ROOT_DOMAIN, PUBLIC_SCHEME, PUBLIC_PORT, PORT), as the app reads it. */
export function readPublicAddress(source: NodeJS.ProcessEnv = process.env): PublicAddress {
  const names = Object.keys(publicAddressEnvShape) as (keyof typeof publicAddressEnvShape)[];
  const parsed = z
    .object(publicAddressEnvShape)
    .safeParse(Object.fromEntries(names.map((name) => [name, source[name] || undefined])));
  if (!parsed.success) throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  return toPublicAddress(parsed.data);
}

export function getDataDir(env: DbEnv = readDbEnv()): string {
  return env.FORECOURT_DATA_DIR ? resolve(env.FORECOURT_DATA_DIR) : join(findRepoRoot(), '.data');
}

/**
 * Demo or production: FORECOURT_MODE when set, else demo on the embedded database (the README's
 * first command) and production on PostgreSQL, so a real database is never seeded by default.
 */
export function getMode(env: DbEnv = readDbEnv()): ForecourtMode {
  return env.FORECOURT_MODE ?? (env.DATABASE_URL ? 'production' : 'demo');
}

/** Why the mode is what it is, for a command that refuses to run in it. */
export function explainMode(env: DbEnv = readDbEnv()): string {
  const mode = getMode(env);
  if (env.FORECOURT_MODE) return `${mode} mode (FORECOURT_MODE=${mode})`;
  return env.DATABASE_URL
    ? `${mode} mode (DATABASE_URL is set and FORECOURT_MODE is not)`
    : `${mode} mode (the embedded database, FORECOURT_MODE unset)`;
}
