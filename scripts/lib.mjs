import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const bin = (name) => join(root, 'node_modules', '.bin', name);

/** Run a command, inheriting stdio; resolves with its exit code. Signals are passed on. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) process.exit(code);
}

const sourceDirs = [
  'apps/web/src',
  'apps/web/public',
  'packages/core/src',
  'packages/db/src',
  'packages/search/src',
];
const sourceFiles = ['apps/web/next.config.ts', 'apps/web/postcss.config.mjs', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** The web app's build folder (FORECOURT_DIST_DIR, default .next), relative to apps/web. */
export const distDir = process.env.FORECOURT_DIST_DIR || '.next';

/** True when there is no production build, or a source file changed after it was made. */
export function isBuildStale() {
  const buildId = join(root, 'apps/web', distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  return [...sourceDirs, ...sourceFiles].some((path) => newestMtime(join(root, path)) > builtAt);
}

/** Build the web app when there is no build or a source changed since the last one. */
export async function ensureBuild() {
  if (!isBuildStale()) return;
  console.log('Building the web app (no build yet, or sources changed)…');
  await runOrExit(bin('next'), ['build'], { cwd: join(root, 'apps/web') });
}

/**
 * Starts the build in the background when it is stale, its output held back so that it does not
 * interleave with what runs meanwhile. `finish()` resolves with its exit code and output (0 and ''
 * when no build was needed); `stop()` ends it.
 */
export function startBuildInBackground() {
  if (!isBuildStale()) return { finish: async () => ({ code: 0, output: '' }), stop: () => {} };
  const child = spawn(bin('next'), ['build'], {
    cwd: join(root, 'apps/web'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output += chunk;
  };
  child.stdout.setEncoding('utf8').on('data', keep);
  child.stderr.setEncoding('utf8').on('data', keep);
  const exited = new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
  return { finish: () => exited, stop: () => child.kill('SIGTERM') };
}
