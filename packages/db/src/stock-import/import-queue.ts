import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../client.ts';
import { describeOutcome, runSiteImport, type SiteImportRequest } from './site-import.ts';

/**
 * Imports handed to the running app. PGlite lets one process open a data folder, so while the
 * app serves the embedded database the command cannot import itself: it puts the feed (a file,
 * or the URL the app is to fetch with the site's address guard) and its options in
 * `stock-import-queue/` in the data folder, the app's worker runs them one at a time, and
 * writes each outcome back for the command to print.
 */
export const importQueueDir = (dataDir: string) => join(dataDir, 'stock-import-queue');

export interface QueuedOutcome {
  lines: string[];
  exitCode: number;
}

/** A queued job's file: the request, and the URL when the app is to fetch the feed. */
type QueuedJob = SiteImportRequest & { url?: string };

/** Queue a feed file or URL; returns the job id. Files appear whole (written, then renamed). */
export async function enqueueImport(
  dataDir: string,
  request: SiteImportRequest,
  feed: { file: string } | { url: string },
): Promise<string> {
  const dir = importQueueDir(dataDir);
  await mkdir(dir, { recursive: true });
  const id = `${Date.now()}-${randomBytes(4).toString('hex')}`;
  const job: QueuedJob = { ...request };
  if ('file' in feed) await copyFile(feed.file, join(dir, `${id}.feed`));
  else job.url = feed.url;
  await writeFile(join(dir, `${id}.job.tmp`), JSON.stringify(job));
  await rename(join(dir, `${id}.job.tmp`), join(dir, `${id}.job`));
  return id;
}

/** The outcome of a queued job once the app has written it (taken: read once); null before. */
export async function takeQueuedOutcome(
  dataDir: string,
  id: string,
): Promise<QueuedOutcome | null> {
  const path = join(importQueueDir(dataDir), `${id}.result`);
  let outcome: QueuedOutcome;
  try {
    outcome = JSON.parse(await readFile(path, 'utf8')) as QueuedOutcome;
  } catch {
    return null;
  }
  await rm(path, { force: true });
  return outcome;
}

/** Whether the app has taken the job (it renames the job file when it starts). */
export async function isJobTaken(dataDir: string, id: string): Promise<boolean> {
  const names = await readdir(importQueueDir(dataDir)).catch(() => [] as string[]);
  return !names.includes(`${id}.job`);
}

/** Run every queued job, oldest first; each outcome is written as `{id}.result`. */
export async function processImportQueue(database: Database, dataDir: string): Promise<number> {
  const dir = importQueueDir(dataDir);
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.job'))
    .sort();
  for (const name of names) {
    const id = name.slice(0, -'.job'.length);
    const running = join(dir, `${id}.running`);
    try {
      await rename(join(dir, name), running);
    } catch {
      continue;
    }
    let outcome: QueuedOutcome;
    try {
      const { url, ...request } = JSON.parse(await readFile(running, 'utf8')) as QueuedJob;
      const feed = url ? { url } : createReadStream(join(dir, `${id}.feed`));
      outcome = describeOutcome(await runSiteImport(database, request, feed));
    } catch (error) {
      outcome = { lines: [`The import failed: ${(error as Error).message}`], exitCode: 1 };
    }
    await writeFile(join(dir, `${id}.result.tmp`), JSON.stringify(outcome));
    await rename(join(dir, `${id}.result.tmp`), join(dir, `${id}.result`));
    await rm(running, { force: true });
    await rm(join(dir, `${id}.feed`), { force: true });
  }
  return names.length;
}
