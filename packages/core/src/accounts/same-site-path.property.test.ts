import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSameSitePath } from './same-site-path.ts';

const base = 'https://harbour-ford.example/cars/a/';

/** Pieces that browsers and URL parsers turn into slashes, dot segments or another host. */
const piece = fc.constantFrom(
  '/',
  '//',
  '.',
  '..',
  '%2e',
  '%2E',
  '%2e%2e',
  '.%2e',
  '%252e',
  '%2f',
  '%2F',
  '%252f',
  '%25252f',
  '\\',
  '%5c',
  '%5C',
  '%255c',
  '\t',
  '%09',
  '\n',
  ' ',
  '@',
  ':',
  'https:',
  'evil.example',
  'x',
  '?',
  '#',
  '%3F',
  '%23',
);
const target = fc
  .tuple(fc.constantFrom('', '/', '/a', '/%2e', '/.'), fc.array(piece, { maxLength: 12 }))
  .map(([head, tail]) => head + tail.join(''));

/** Every decoding of `path`, the path itself first. */
function decodings(path: string): string[] {
  const all = [path];
  for (let round = 0; round < 5; round++) {
    try {
      const next = decodeURIComponent(all.at(-1) ?? '');
      if (next === all.at(-1)) break;
      all.push(next);
    } catch {
      break;
    }
  }
  return all;
}

describe('toSameSitePath (property)', () => {
  it('never gives a target off the site, however dots, slashes and encodings are mixed', () => {
    fc.assert(
      fc.property(target, (value) => {
        const path = toSameSitePath(value);
        expect(path.startsWith('/')).toBe(true);
        for (const form of decodings(path)) {
          const url = new URL(form, base);
          expect(url.host, `${JSON.stringify(value)} → ${form}`).toBe('harbour-ford.example');
          expect(url.pathname.startsWith('//'), form).toBe(false);
          expect(form.startsWith('//') || form.startsWith('/\\'), form).toBe(false);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('returns a path that is its own answer (normalised once, stable after)', () => {
    fc.assert(
      fc.property(target, (value) => {
        const path = toSameSitePath(value);
        expect(toSameSitePath(path)).toBe(path);
      }),
      { numRuns: 2000 },
    );
  });
});
