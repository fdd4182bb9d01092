import { readFileSync } from 'node:fs';
import { dbEnvNames } from '@forecourt/db/env';
import { describe, expect, it } from 'vitest';
import { webEnvNames } from './env.ts';

// README's "Environment variables" table is what an operator reads: every variable the app,
// its edge server and its tests read is in it, and nothing else.
const repo = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, repo), 'utf8');

/** Variables read outside the env schemas, each by the file named. */
const readElsewhere = new Map([
  ['TRUSTED_PROXY_HOPS', 'apps/web/edge/server.mjs'],
  ['METRICS_PORT', 'apps/web/edge/server.mjs'],
  ['FORECOURT_DIST_DIR', 'scripts/lib.mjs'],
  ['CHROMIUM_PATH', 'e2e/lib/browser.ts'],
  ['E2E_PORT', 'e2e/global-setup.ts'],
]);
/** Set by the server itself, not by an operator. */
const internal = new Set(['NODE_ENV']);

describe("README's environment variables", () => {
  it('lists every variable read, and only those', () => {
    const section = /## Environment variables\n([\s\S]*?)\n## /.exec(read('README.md'))?.[1] ?? '';
    const documented = [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` /gm)].map(([, name]) => name);
    const readNames = new Set([...webEnvNames, ...dbEnvNames, ...readElsewhere.keys()]);
    for (const name of internal) readNames.delete(name);
    expect(new Set(documented)).toEqual(readNames);
    expect(documented.length).toBe(new Set(documented).size);
  });

  it('names files that do read the variables outside the schemas', () => {
    for (const [name, file] of readElsewhere) {
      expect(read(file), `${name} in ${file}`).toMatch(new RegExp(`['.]${name}\\b`));
    }
  });
});
