import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite has no multi-process safety: a second process writing the same folder loses writes
 * silently. One lock file per data folder makes that a loud error instead.
 */
/** The data folder is held by another live process (the running app, usually). */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'forecourt.lock');
  const holder = readLockHolder(lockPath);
  if (holder !== null && holder !== process.pid && isAlive(holder)) {
    throw new DataDirInUseError(
      `The embedded database in ${dataDir} is in use by process ${holder}. ` +
        'Stop that process first, or set DATABASE_URL to use PostgreSQL.',
    );
  }
  writeFileSync(lockPath, String(process.pid));
  return () => {
    if (readLockHolder(lockPath) === process.pid) rmSync(lockPath, { force: true });
  };
}

function readLockHolder(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isFinite(pid) ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
