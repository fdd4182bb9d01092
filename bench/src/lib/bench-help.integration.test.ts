import { readFileSync } from 'node:fs';
import { runScript } from '@forecourt/db/testing/run-script';
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

const run = (file: string, args: string[]) => runScript(file, args, { cwd: root });

describe('the benchmarks', () => {
  it('run through `node --import tsx`, so that Ctrl+C reaches their clean-up', () => {
    // tsx's own runner SIGKILLs a child too busy to acknowledge a signal within 30 ms.
    for (const [name, command] of Object.entries(scripts).filter(([key]) =>
      key.startsWith('bench:'),
    ))
      expect(command, name).toMatch(/(^|&& )node (--\S+ )*--import tsx bench\/src\//);
  });

  // Every bench reads its arguments through the commands' one reader (readArguments: usage on
  // --help, exit 2 on an unknown option), which one bench shows below in a real process; a
  // process per bench cost the integration run 35 s for the same lines.
  it.each(benches)('$name reads its arguments with the usage it prints', ({ file }) => {
    expect(readFileSync(`${root}${file}`, 'utf8')).toMatch(
      /readArguments\(\s*`Usage: [^`]*npm run bench:/,
    );
  });

  it('print their usage on --help and refuse an unknown option in one line', async () => {
    const file = benches.find(({ name }) => name === 'bench:lighthouse')?.file ?? '';
    const help = await run(file, ['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: .*npm run bench:/);
    const wrong = await run(file, ['--no-such-option']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/^Unknown option '--no-such-option'\nUsage: /);
    expect(wrong.stderr).not.toMatch(/^\s+at /m);
  }, 60_000);
});
