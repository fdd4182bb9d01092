import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { PublicAddress } from '@forecourt/core/tenancy';
import { publicAddressEnvShape, toPublicAddress } from '@forecourt/core/tenancy';
import { z } from 'zod';

const envSchema = z.object({
  /** PostgreSQL connection string; unset means the embedded PGlite database. */
  DATABASE_URL: z.url().optional(),
  /** Folder for the embedded database and generated media; default `<repo>/.data`. */
  FORECOURT_DATA_DIR: z.string().optional(),
});

export type DbEnv = z.infer<typeof envSchema>;

export function readDbEnv(source: NodeJS.ProcessEnv = process.env): DbEnv {
  const parsed = envSchema.safeParse({
    DATABASE_URL: source.DATABASE_URL || undefined,
    FORECOURT_DATA_DIR: source.FORECOURT_DATA_DIR || undefined,
  });
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
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
