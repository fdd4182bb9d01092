import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const helper = new URL('./clean-up-on-exit.ts', import.meta.url).pathname;
const folder = mkdtempSync(join(tmpdir(), 'forecourt-clean-up-'));

// A benchmark in miniature: a detached server (its own process group, as the lead benchmarks
// start the app) and a temporary folder, registered for clean-up; then it ends as `ending` says.
const script = (ending: string) => `
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cleanUpOnExit } from ${JSON.stringify(helper)};
const dir = mkdtempSync(join(${JSON.stringify(folder)}, 'data-'));
const server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { detached: true, stdio: 'ignore' });
cleanUpOnExit(() => {
  process.kill(-server.pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});
console.log(JSON.stringify({ pid: server.pid, dir }));
${ending}
`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function runBench(
  name: string,
  ending: string,
  signal?: NodeJS.Signals,
): Promise<{ code: number | null; pid: number; dir: string }> {
  // .mts: an ES module wherever it is, so top-level await works outside the repository too.
  const file = join(folder, `${name}.mts`);
  writeFileSync(file, script(ending));
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const started = await new Promise<{ pid: number; dir: string }>((resolve) => {
    child.stdout.setEncoding('utf8').once('data', (line: string) => resolve(JSON.parse(line)));
  });
  if (signal) child.kill(signal);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  // The killed server is reaped by init: give it a moment to be gone from the process table.
  for (let wait = 0; wait < 40 && isAlive(started.pid); wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { code, ...started };
}

describe('cleanUpOnExit', () => {
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it.each([
    [
      'an error thrown',
      "await new Promise((r) => setTimeout(r, 100)); throw new Error('bench failed');",
      undefined,
      1,
    ],
    ['Ctrl+C', 'setInterval(() => {}, 1000);', 'SIGINT', 130],
    ['a kill', 'setInterval(() => {}, 1000);', 'SIGTERM', 143],
    ['process.exit', 'process.exit(0);', undefined, 0],
  ] as const)(
    'stops the server and removes the folder after %s',
    async (name, ending, signal, exitCode) => {
      const result = await runBench(name.replaceAll(/\W/g, '-'), ending, signal);
      expect(result.code).toBe(exitCode);
      expect(isAlive(result.pid)).toBe(false);
      expect(existsSync(result.dir)).toBe(false);
    },
    60_000,
  );
});
