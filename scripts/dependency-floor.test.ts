import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

/**
 * Known advisories (STACK-NOTES.md): `npm audit` cannot run here, so the lockfile itself is
 * checked against the lowest safe versions.
 */
const floors: Record<string, string> = { next: '16.3.3', react: '19.2.8', 'react-dom': '19.2.8' };

function compare(a: string, b: string): number {
  const [pa, pb] = [a, b].map((version) => version.split('-')[0]?.split('.').map(Number) ?? []);
  for (let i = 0; i < 3; i++) {
    const diff = (pa?.[i] ?? 0) - (pb?.[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

it('keeps every installed copy of next and react at or above its security floor', () => {
  const lock = JSON.parse(
    readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'),
  ) as {
    packages: Record<string, { version?: string }>;
  };
  const below = Object.entries(lock.packages).flatMap(([path, entry]) => {
    const name = path.replace(/^.*node_modules\//, '');
    const floor = floors[name];
    return floor && entry.version && compare(entry.version, floor) < 0
      ? [`${name}@${entry.version} < ${floor}`]
      : [];
  });
  expect(Object.keys(lock.packages).some((path) => path.endsWith('node_modules/next'))).toBe(true);
  expect(below).toEqual([]);
});
