import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@forecourt/db';
import { seedDemo } from '@forecourt/db/demo/seed-demo';
import { createTestDatabase, type TestDatabase } from '@forecourt/db/testing/test-database';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { appPort } from './lib/app.ts';

// What an operator sees when the server starts: the real server process (apps/web/edge/server.mjs,
// or npm start's scripts/start.mjs), its exit code and what it printed.

const root = fileURLToPath(new URL('..', import.meta.url));
const serverUrl = process.env.DATABASE_URL;
const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (killing the process after `ms`). */
  exit(ms?: number): Promise<number | null>;
  /** Resolves once a printed line matches, or rejects when the process exits first. */
  line(pattern: RegExp, ms?: number): Promise<string>;
}

/** A data folder of its own: a copy of the seeded demo database, or empty. */
function dataFolder(seeded: boolean): string {
  const folder = mkdtempSync(join(tmpdir(), 'forecourt-start-up-'));
  folders.push(folder);
  if (seeded)
    cpSync(join(inject('templateDir'), 'pglite'), join(folder, 'pglite'), { recursive: true });
  return folder;
}

function start(script: string, env: Record<string, string>): Started {
  const child = spawn(process.execPath, [join(root, script)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiting = new Set<() => void>();
  const take = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const check of waiting) check();
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {
    child,
    output: () => output,
    async exit(ms = 60_000) {
      const timer = setTimeout(() => child.kill('SIGKILL'), ms);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
    line(pattern, ms = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = output.split('\n').find((line) => pattern.test(line));
          if (found === undefined) return;
          waiting.delete(check);
          resolve(found);
        };
        waiting.add(check);
        check();
        const timer = setTimeout(
          () => reject(new Error(`No line ${pattern} in ${ms} ms:\n${output}`)),
          ms,
        );
        exited.then(() => {
          clearTimeout(timer);
          check();
          reject(new Error(`Exited before printing ${pattern}:\n${output}`));
        });
      });
    },
  };
}

async function stop(started: Started): Promise<void> {
  if (started.child.exitCode !== null) return;
  started.child.kill('SIGTERM');
  await started.exit(10_000);
}

/** The lines a failed start printed for people: not JSON log lines, nor Next's config timing. */
function printed(started: Started): string[] {
  return started
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('{'))
    .filter((line) => !/^✓ Running next\.config\.ts took \d+ms$/.test(line));
}

/** Resolves once `url` answers 200; rejects if the process exits first. */
async function untilAnswers(url: string, started: Started): Promise<void> {
  for (;;) {
    if (started.child.exitCode !== null) throw new Error(`Exited:\n${started.output()}`);
    const status = await fetch(url).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function needPostgres(): string {
  if (!serverUrl) throw new Error('These start-up tests need DATABASE_URL (a PostgreSQL server)');
  return serverUrl;
}

describe('start-up', () => {
  const port = appPort() + 5;

  it('refuses S3_BUCKET without S3_REGION before it listens, with the app settings it refuses', async () => {
    const started = start('apps/web/edge/server.mjs', {
      PORT: String(port),
      FORECOURT_DATA_DIR: dataFolder(false),
      S3_BUCKET: 'photos',
      SMS_GATEWAY_URL: 'https://sms.example/send',
    });
    expect(await started.exit()).toBe(1);
    expect(started.output()).toContain(
      "Configuration error, not starting:\n  S3_REGION: S3_BUCKET is set without S3_REGION: name the bucket's region\n  SMS_GATEWAY_TOKEN: ",
    );
    expect(started.output()).not.toContain('Serving on');
  });

  it('refuses to start when the photo bucket cannot be reached, in one line', async () => {
    const started = start('apps/web/edge/server.mjs', {
      PORT: String(port),
      FORECOURT_DATA_DIR: dataFolder(true),
      S3_BUCKET: 'photos',
      S3_REGION: 'ap-southeast-2',
      S3_ENDPOINT: 'http://127.0.0.1:1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(await started.exit()).toBe(1);
    expect(started.output()).toMatch(
      /^Cannot start: The photo bucket at http:\/\/127\.0\.0\.1:1 cannot be reached \(.*ECONNREFUSED.*\): check S3_ENDPOINT and the network\.$/m,
    );
    expect(started.output()).not.toContain('Serving on');
  });

  it('refuses SMS_GATEWAY_URL without SMS_GATEWAY_TOKEN before it listens, naming the token', async () => {
    const started = start('apps/web/edge/server.mjs', {
      PORT: String(port),
      FORECOURT_DATA_DIR: dataFolder(false),
      SMS_GATEWAY_URL: 'https://sms.example/send',
    });
    expect(await started.exit()).toBe(1);
    expect(started.output()).toMatch(/Configuration error, not starting:\n {2}SMS_GATEWAY_TOKEN: /);
    expect(started.output()).not.toContain('Serving on');
    expect(started.output()).not.toMatch(/\bat .+\.js:\d+/);
  });

  it('npm start with a bad PORT: one line, exit 1, and no address printed', async () => {
    const started = start('scripts/start.mjs', {
      PORT: 'abc',
      FORECOURT_DATA_DIR: dataFolder(false),
    });
    expect(await started.exit()).toBe(1);
    expect(printed(started)).toEqual(["PORT must be a whole number from 0 to 65535; got 'abc'."]);
  });

  it("prints 'Serving on' once the port is bound: the address answers the moment it appears", async () => {
    const started = start('apps/web/edge/server.mjs', {
      PORT: String(port),
      FORECOURT_DATA_DIR: dataFolder(true),
    });
    try {
      const line = await started.line(/Serving on/);
      expect(line).toBe(
        `Serving on http://localhost:${port} — sites at http://{slug}.localhost:${port}, ` +
          `the dealer console at http://console.localhost:${port}`,
      );
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      await stop(started);
    }
  });

  it('with PostgreSQL refusing the connection: one line saying so and what to do, exit 1', async () => {
    needPostgres();
    const started = start('apps/web/edge/server.mjs', {
      PORT: String(port),
      FORECOURT_DATA_DIR: dataFolder(false),
      DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:1/forecourt',
    });
    expect(await started.exit()).toBe(1);
    expect(printed(started)).toEqual([
      'Cannot start: PostgreSQL refused the connection at 127.0.0.1:1: start it, or point DATABASE_URL at the running server.',
    ]);
  });

  it('with a role that may not create tables: one line naming the missing right, exit 1', async () => {
    const admin = await openDatabase({ kind: 'postgres', url: needPostgres(), maxConnections: 1 });
    const suffix = randomBytes(4).toString('hex');
    const role = `forecourt_no_create_${suffix}`;
    const database = `forecourt_no_create_${suffix}`;
    // DDL on roles and databases: the query builder has no words for it.
    await admin.db.execute(sql.raw(`create role ${role} login password 'e2e-${suffix}'`));
    await admin.db.execute(sql.raw(`create database ${database}`));
    try {
      const url = new URL(needPostgres());
      url.username = role;
      url.password = `e2e-${suffix}`;
      url.pathname = `/${database}`;
      const started = start('apps/web/edge/server.mjs', {
        PORT: String(port),
        FORECOURT_DATA_DIR: dataFolder(false),
        DATABASE_URL: url.toString(),
      });
      expect(await started.exit()).toBe(1);
      expect(printed(started)).toEqual([
        `Cannot start: The database role lacks a right the app needs (permission denied for database ${database}): see "Database rights" in README.md for the grants.`,
      ]);
    } finally {
      await admin.db.execute(sql.raw(`drop database if exists ${database} with (force)`));
      await admin.db.execute(sql.raw(`drop role if exists ${role}`));
      await admin.close();
    }
  });

  it('/api/ready answers 503 while the search indexes are built, then 200; /api/health all along', async () => {
    needPostgres();
    const database: TestDatabase = await createTestDatabase('postgres');
    await seedDemo(database, { now: new Date(), cars: 200 });
    // Holding the cars table holds every index build at its first query, for as long as the
    // test needs to see the server up but not ready.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const holding = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const lock = database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table cars in access exclusive mode`);
      locked();
      await released;
    });
    await holding;
    const started = start('apps/web/edge/server.mjs', {
      PORT: String(port),
      FORECOURT_DATA_DIR: dataFolder(false),
      DATABASE_URL: database.url ?? '',
    });
    try {
      await untilAnswers(`http://127.0.0.1:${port}/api/health`, started);
      for (let check = 0; check < 5; check++) {
        expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
        const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toEqual({ status: 'starting', waiting: ['search indexes'] });
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      release();
      await lock;
      let status = 0;
      for (let wait = 0; wait < 150 && status !== 200; wait++) {
        status = (await fetch(`http://127.0.0.1:${port}/api/ready`)).status;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(status).toBe(200);
      // Ready means built: every site's index was logged as built. The lines cross a pipe from
      // the server, so they may reach this process a moment after the 200 does.
      const built = () =>
        started
          .output()
          .split('\n')
          .filter((line) => line.includes('"msg":"search index built"')).length;
      await expect.poll(built).toBeGreaterThanOrEqual(4);
      await expect.poll(() => started.output()).toContain('search indexes built; ready');
    } finally {
      release();
      await lock.catch(() => {});
      await stop(started);
      await database.close();
    }
  });
});
