import { inject } from 'vitest';

/**
 * The app this test file shares with the other files of its worker. e2e files run on several
 * workers at once, and each worker has its own app and database, so a file never meets another
 * file's rate limits, sessions or sent codes while it runs: as when files ran one at a time.
 */
function workerApp(): { port: number; dataDir: string } {
  const apps = inject('apps');
  // Vitest numbers its workers from 1 to maxWorkers.
  const app = apps[Number(process.env.VITEST_POOL_ID ?? '1') - 1];
  if (!app) throw new Error(`No e2e app for worker ${process.env.VITEST_POOL_ID}`);
  return app;
}

/**
 * The port of this worker's app. A file that starts an app of its own uses a port a few above it
 * (appPort() + 5 to + 9): each worker's ports are `portsPerWorker` apart.
 */
export function appPort(): number {
  return workerApp().port;
}

/** The data folder of this worker's app: lead emails, sent codes and media land there. */
export function appDataDir(): string {
  return workerApp().dataDir;
}
