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
  /** Bucket for stock photos; set, every instance shares it instead of `images/` in its folder. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** The bucket's region, e.g. ap-southeast-2 (`auto` or anything for most S3-compatible servers). */
  S3_REGION: z.string().min(1).optional(),
  /** An S3-compatible server (MinIO, R2…); unset means AWS. Addressed by path, not by host. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** Credentials; both unset means the AWS SDK's own chain (instance role, AWS_PROFILE…). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

/** Every variable the database package reads (README's table lists each). */
export const dbEnvNames = Object.keys(envSchema.shape);

// Half an object-storage configuration would quietly keep photos in one instance's folder.
const checkedEnvSchema = envSchema.superRefine((env, context) => {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (!env.S3_BUCKET) {
    const stray = (
      ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
    )
      .filter((name) => env[name])
      .join(', ');
    if (stray) issue('S3_BUCKET', `${stray} set without S3_BUCKET: set the bucket, or unset them`);
    return;
  }
  if (!env.S3_REGION)
    issue('S3_REGION', "S3_BUCKET is set without S3_REGION: name the bucket's region");
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    issue(
      env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the AWS credential chain',
    );
  }
});

export type DbEnv = z.infer<typeof envSchema>;

function parseDbEnv(source: Record<string, string | undefined>) {
  const names = Object.keys(envSchema.shape) as (keyof DbEnv)[];
  // An empty variable counts as unset (`FOO= npm start`).
  return checkedEnvSchema.safeParse(
    Object.fromEntries(names.map((name) => [name, source[name] || undefined])),
  );
}

export function readDbEnv(source: Record<string, string | undefined> = process.env): DbEnv {
  const parsed = parseDbEnv(source);
  if (!parsed.success) {
    // One line: CLIs print this message as it is.
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error).replaceAll('\n', ' ')}`);
  }
  return parsed.data;
}

/** Each bad setting as `NAME: why`, for the server's start-up check; empty when all are fine. */
export function listDbEnvIssues(
  source: Record<string, string | undefined> = process.env,
): string[] {
  const parsed = parseDbEnv(source);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
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

export interface ObjectStorageSettings {
  bucket: string;
  region: string;
  endpoint: string | null;
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

/** Where shared stock photos go (S3_BUCKET…), or null: the data folder's `images/`. */
export function getObjectStorage(env: DbEnv = readDbEnv()): ObjectStorageSettings | null {
  if (!env.S3_BUCKET || !env.S3_REGION) return null;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT ?? null,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : null,
  };
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
