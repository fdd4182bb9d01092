import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { findMissingOptionalEntries } from './lockfile.mjs';

it('package-lock.json has an entry for every optional dependency, so `npm ci` accepts it (run scripts/complete-lockfile.mjs after npm install)', () => {
  const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
  expect(findMissingOptionalEntries(lock)).toEqual([]);
});
