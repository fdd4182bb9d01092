import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startValidator } from './lib/html-validator.ts';
import { prepareTemplate, startTestServer, type TestServer } from './lib/server.ts';

/** Each worker's ports: its shared app, then room for the apps its files start (+5 to +9). */
export const portsPerWorker = 20;

let servers: TestServer[] = [];
let validator: { stop(): Promise<void> } | null = null;
let templateDir: string | null = null;

export async function setup(project: TestProject): Promise<void> {
  const basePort = Number(process.env.E2E_PORT ?? 3199);
  const workers = project.config.maxWorkers;
  // The HTML checker listens just past the last worker's ports, and starts (a JVM, ~5 s) while
  // the database is prepared.
  const validatorPort = basePort + workers * portsPerWorker;
  const starting = startValidator(validatorPort);
  templateDir = prepareTemplate();
  const template = templateDir;
  [validator, servers] = await Promise.all([
    starting,
    Promise.all(
      Array.from({ length: workers }, (_, index) =>
        startTestServer(basePort + index * portsPerWorker, {}, {}, {}, template),
      ),
    ),
  ]);
  project.provide('validatorPort', validatorPort);
  // Lead emails are written as .eml files under each app's data folder (no SMTP server in e2e).
  project.provide(
    'apps',
    servers.map((server) => ({ port: server.port, dataDir: server.dataDir })),
  );
  project.provide('templateDir', template);
}

export async function teardown(): Promise<void> {
  await Promise.all([...servers.map((server) => server.stop()), validator?.stop()]);
  if (templateDir) rmSync(templateDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    apps: { port: number; dataDir: string }[];
    templateDir: string;
    validatorPort: number;
  }
}
