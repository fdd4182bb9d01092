import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sendToSite } from '@forecourt/testing/send-to-site';
import { afterAll, describe, expect, it } from 'vitest';
import { appPort } from './lib/app.ts';

// docs/operations.md as a new engineer follows it (issue 27): its `sh` blocks, in order, in one
// bash, on the PostgreSQL of DATABASE_URL, with this test's names, folder and ports in place of
// the settings block's values. From the first page view to the stop, the rolling restart
// included, requests flow through the guide's load balancer, and none may fail.

const root = fileURLToPath(new URL('..', import.meta.url));
const guide = readFileSync(join(root, 'docs/operations.md'), 'utf8');

interface Block {
  /** The `<!-- guide-test: … -->` comment right above the block, if any. */
  note: string | null;
  code: string;
}

const blocks: Block[] = [
  ...guide.matchAll(/(?:<!-- guide-test: (.+?) -->\n)?```sh\n([\s\S]*?)```/g),
].map(([, note, code]) => ({ note: note ?? null, code: code ?? '' }));

const home = mkdtempSync(join(tmpdir(), 'forecourt-guide-'));
const suffix = randomBytes(4).toString('hex');
const port = (offset: number) => String(appPort() + offset);
const adminUrl = process.env.DATABASE_URL ?? '';
const names = { database: `forecourt_guide_${suffix}`, role: `forecourt_guide_${suffix}` };
const site = 'harbour-motors';
const trafficStopped = join(home, 'traffic-stopped');

/** The settings this test gives in place of the guide's, by name; every other line is as written. */
function overrides(): Map<string, string> {
  return new Map([
    ['FORECOURT_HOME', home],
    ['ADMIN_DATABASE_URL', adminUrl],
    ['DB_NAME', names.database],
    ['DB_USER', names.role],
    ['S3_PORT', port(10)],
    ['A_PORT', port(11)],
    ['B_PORT', port(12)],
    ['A_METRICS_PORT', port(13)],
    ['B_METRICS_PORT', port(14)],
    ['PROXY_PORT', port(15)],
  ]);
}

function settingsWithOverrides(code: string): string {
  const given = overrides();
  const lines = code.trimEnd().split('\n');
  const named = new Set<string>();
  const replaced = lines.map((line) => {
    const match = /^export ([A-Z0-9_]+)=/.exec(line);
    if (!match?.[1])
      throw new Error(`The settings block has a line that is not 'export NAME=…': ${line}`);
    named.add(match[1]);
    const value = given.get(match[1]);
    return value === undefined ? line : `export ${match[1]}='${value}'`;
  });
  for (const name of given.keys()) {
    if (!named.has(name)) throw new Error(`The guide's settings no longer set ${name}`);
  }
  return replaced.join('\n');
}

/** The guide as one script, with a marker line before each block. */
function guideScript(): string {
  // Job control, as in the reader's interactive shell: each background command gets a process
  // group of its own, which the guide's `kill -- -PID` stops.
  const parts = ['set -euo pipefail -m'];
  blocks.forEach(({ note, code }, index) => {
    parts.push(`echo '::block ${index}'`);
    // The test's last requests end before the load balancer is stopped: a request cut off by the
    // guide's own stop is not one the guide dropped.
    if (note === 'traffic until here') {
      parts.push(`until [ -e '${trafficStopped}' ]; do sleep 0.1; done`);
    }
    const runBy = note?.match(/^run by (\S+)$/)?.[1];
    if (runBy) {
      // Not run here: the named CI script runs each of its lines.
      const script = readFileSync(join(root, runBy), 'utf8');
      for (const line of code.trim().split('\n')) expect(script).toContain(line);
    } else if (note === 'settings') {
      parts.push(settingsWithOverrides(code));
    } else if (note === null || note.startsWith('traffic ')) {
      parts.push(code);
    } else {
      throw new Error(`Unknown guide-test note: ${note}`);
    }
  });
  return `${parts.join('\n')}\n`;
}

const blockOf = (note: string) => blocks.findIndex((block) => block.note === note);

function stopEverything(): void {
  for (const file of existsSync(home) ? readdirSync(home) : []) {
    if (!file.endsWith('.pid')) continue;
    const group = Number(readFileSync(join(home, file), 'utf8'));
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // Already stopped, as the guide's last step does.
    }
  }
}

function dropDatabase(): void {
  spawnSync('psql', [
    adminUrl,
    '--quiet',
    '-c',
    `DROP DATABASE IF EXISTS ${names.database} WITH (FORCE)`,
    '-c',
    `DROP ROLE IF EXISTS ${names.role}`,
  ]);
}

let guideRun: ChildProcess | null = null;
afterAll(() => {
  if (guideRun?.pid && guideRun.exitCode === null) process.kill(-guideRun.pid, 'SIGKILL');
  stopEverything();
  if (adminUrl) dropDatabase();
  rmSync(home, { recursive: true, force: true });
});

interface Answer {
  at: number;
  path: string;
  outcome: number | string;
}

/** Page views and searches of the guide's site through its load balancer until `done()`. */
async function keepVisiting(done: () => boolean, answers: Answer[]): Promise<void> {
  const balancer = Number(port(15));
  const host = `${site}.localhost:${balancer}`;
  // A bare /search redirects to the site's default listing, which a browser then loads.
  const visit = async (path: string): Promise<number> => {
    const answer = await sendToSite(balancer, host, { path, timeoutMs: 30_000 });
    const location = answer.headers.location;
    if (answer.status !== 307 || !location) return answer.status;
    return (await sendToSite(balancer, host, { path: location, timeoutMs: 30_000 })).status;
  };
  const paths = ['/', '/api/search', '/search'];
  for (let index = 0; !done(); index++) {
    const path = paths[index % paths.length] ?? '/';
    const at = Date.now();
    const outcome = await visit(path).catch((error: Error) => error.message);
    answers.push({ at, path, outcome });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the operator’s guide, docs/operations.md', () => {
  it('has the blocks this test knows', () => {
    expect(blocks.length).toBeGreaterThan(10);
    expect(blockOf('settings')).toBeGreaterThan(-1);
    expect(blockOf('traffic from here')).toBeGreaterThan(blockOf('settings'));
    expect(blockOf('traffic until here')).toBeGreaterThan(blockOf('traffic from here'));
    expect(blocks.some((block) => block.code.includes('restart_instance a'))).toBe(true);
  });

  it('runs as written: two instances behind a load balancer, a first site, a rolling restart', async () => {
    if (!adminUrl) throw new Error('This test needs DATABASE_URL (PostgreSQL)');
    dropDatabase();
    const script = guideScript();
    const markers = new Map<number, number>();
    let output = '';
    const answers: Answer[] = [];
    let traffic: Promise<void> = Promise.resolve();
    let exited = false;

    const child = spawn('bash', ['-c', script], {
      cwd: root,
      // A new engineer's shell: nothing of this test's environment but what finds the tools.
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? home,
        ...(process.env.FORECOURT_DIST_DIR && {
          FORECOURT_DIST_DIR: process.env.FORECOURT_DIST_DIR,
        }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    guideRun = child;
    const record = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      for (const [, index] of output.matchAll(/^::block (\d+)$/gm)) {
        const block = Number(index);
        if (markers.has(block)) continue;
        markers.set(block, Date.now());
        if (block === blockOf('traffic from here')) {
          traffic = keepVisiting(
            () => exited || markers.has(blockOf('traffic until here')),
            answers,
          );
        }
      }
    };
    child.stdout?.on('data', record);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
    // The guide waits at its stop for this test's traffic to end (see guideScript).
    const trafficEnds = (async () => {
      while (!exited && !markers.has(blockOf('traffic until here'))) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await traffic;
      writeFileSync(trafficStopped, '');
    })();
    const code = await exit;
    exited = true;
    await trafficEnds;

    expect(code, output.slice(-4000)).toBe(0);
    // What the guide says its commands print.
    expect(output).toContain('{"status":"ready","database":"postgres"}');
    expect(output).toContain(`Created site #1 '${site}' (Harbour Motors)`);
    expect(output).toMatch(/Imported 2 rows into harbour-motors .*: 2 added/);
    expect(output).toContain('<title>Harbour Motors</title>');
    expect(output).toMatch(/^2 cars$/m);
    expect(output).toMatch(/^forecourt_search_index_cars\{site="harbour-motors"\} 2$/m);

    // Every request through the load balancer succeeded, the restarts' among them.
    const failed = answers.filter((answer) => answer.outcome !== 200);
    expect(failed, `blocks began at ${JSON.stringify([...markers])}`).toEqual([]);
    const restart = blocks.findIndex((block) => block.code.includes('restart_instance a'));
    const restarting = answers.filter(
      (answer) =>
        answer.at >= (markers.get(restart) ?? Number.POSITIVE_INFINITY) &&
        answer.at < (markers.get(restart + 1) ?? 0),
    );
    expect(restarting.length).toBeGreaterThan(5);

    // The empty database's instances said how to create the first site, at the public address.
    // Both served the site, and saw the shopper, not the load balancer, as the client.
    for (const instance of ['a', 'b']) {
      const log = readFileSync(join(home, 'logs', `${instance}.log`), 'utf8');
      expect(log).toContain(`then open it at http://<slug>.localhost:${port(15)} `);
      expect(log).toMatch(
        /"site":"harbour-motors\.localhost:\d+".*"status":200.*"client":"127\.0\.0\.1"/,
      );
    }
    // Nothing is left running.
    for (const file of readdirSync(home).filter((name) => name.endsWith('.pid'))) {
      const group = Number(readFileSync(join(home, file), 'utf8'));
      expect(() => process.kill(-group, 0), file).toThrow();
    }
  }, 300_000);
});
