import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;
const scripts = (
  JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;
// Each bench script's own command, after the build step: `node [flags] --import tsx <file> [args]`.
const benches = Object.entries(scripts)
  .filter(([name]) => name.startsWith('bench:'))
  .map(([name, command]) => {
    const file = /bench\/src\/\S+\.ts/.exec(command)?.[0];
    if (!file) throw new Error(`${name}: no bench file in '${command}'`);
    return { name, file };
  });

function run(
  file: string,
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      stdout += text;
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the benchmarks', () => {
  it('run through `node --import tsx`, so that Ctrl+C reaches their clean-up', () => {
    // tsx's own runner SIGKILLs a child too busy to acknowledge a signal within 30 ms.
    for (const [name, command] of Object.entries(scripts).filter(([key]) =>
      key.startsWith('bench:'),
    ))
      expect(command, name).toMatch(/(^|&& )node (--\S+ )*--import tsx bench\/src\//);
  });

  it.each(benches)(
    '$name prints its usage on --help and refuses an unknown option',
    async ({ file }) => {
      const help = await run(file, ['--help']);
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(/^Usage: .*npm run bench:/);
      const wrong = await run(file, ['--no-such-option']);
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toMatch(/^Unknown option '--no-such-option'\nUsage: /);
      expect(wrong.stderr).not.toMatch(/^\s+at /m);
    },
    60_000,
  );
});
