import type { TestProject } from 'vitest/node';
import { startTestServer, type TestServer } from './lib/server.ts';

let server: TestServer | null = null;

export async function setup(project: TestProject): Promise<void> {
  const port = Number(process.env.E2E_PORT ?? 3199);
  server = await startTestServer(port);
  project.provide('baseUrlFor', `http://{site}.localhost:${port}`);
  project.provide('port', port);
  // Lead emails are written as .eml files under the data folder (no SMTP server in e2e).
  project.provide('dataDir', server.dataDir);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrlFor: string;
    port: number;
    dataDir: string;
  }
}
