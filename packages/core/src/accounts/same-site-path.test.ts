import { describe, expect, it } from 'vitest';
import { toSameSitePath } from './same-site-path.ts';

describe('toSameSitePath', () => {
  it('keeps same-site relative paths with their query and fragment', () => {
    expect(toSameSitePath('/cars/a/../b')).toBe('/cars/b');
    expect(toSameSitePath('/search?next=%2F%2Fx')).toBe('/search?next=%2F%2Fx');
    expect(toSameSitePath('/cars/2021-ford-ranger-7')).toBe('/cars/2021-ford-ranger-7');
    expect(toSameSitePath('/search?make=Ford&page=2#results')).toBe(
      '/search?make=Ford&page=2#results',
    );
    expect(toSameSitePath('/watchlist')).toBe('/watchlist');
  });

  const hostile = [
    'https://evil.example/',
    'http://evil.example',
    'HTTPS://evil.example',
    '//evil.example',
    '//evil.example/cars/1',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /evil',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%255Cevil.example',
    '%252F%252Fevil.example',
    '/%09/evil.example',
    '/%E0%A4%A',
    // Dot segments that normalise to a protocol-relative URL (issue 24 §2).
    '/.//evil.example/x',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/..//evil.example',
    '/a/%2e%2e//evil.example',
    '/.%2f/evil.example',
    '/%252e//evil.example',
    '/./%5Cevil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'javascript://%0aalert(1)',
    '/javascript:alert(1)'.replace('/', ''),
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    'cars/1',
    '',
    'x'.repeat(3000),
  ];

  it.each(hostile)('sends %j to a same-site path', (value) => {
    const path = toSameSitePath(value);
    expect(path.startsWith('/')).toBe(true);
    expect(path.startsWith('//')).toBe(false);
    expect(new URL(path, 'https://harbour-ford.example').host).toBe('harbour-ford.example');
    expect(path).toBe('/');
  });

  it('refuses values that are not strings', () => {
    for (const value of [undefined, null, 42, ['/cars/1'], { path: '/' }]) {
      expect(toSameSitePath(value)).toBe('/');
    }
  });
});
