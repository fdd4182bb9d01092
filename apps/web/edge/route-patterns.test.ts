import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from './route-patterns.mjs';

// A slice of the app's app-path-routes-manifest.json, as `next build` writes it.
const routes = [
  '/_not-found',
  '/api/health',
  '/api/ready',
  '/media/stock/[key]',
  '/platform',
  '/platform/[...rest]',
  '/sites/[host]',
  '/sites/[host]/[...rest]',
  '/sites/[host]/cars',
  '/sites/[host]/cars/[slug]',
  '/sites/[host]/cars/[slug]/enquire',
  '/sites/[host]/cars/trade-in',
  '/sites/[host]/reservations/[token]',
  '/sites/[host]/search/[[...path]]',
  '/sites/[host]/api/leads',
  '/sites/[host]/feeds/google-vehicles.xml',
];

describe('createRouteMatcher', () => {
  const routeOf = createRouteMatcher(routes);

  it.each([
    ['/', '/'],
    ['/cars', '/cars'],
    ['/cars/2021-ford-ranger-4821', '/cars/[slug]'],
    ['/cars/2021-ford-ranger-4821/enquire', '/cars/[slug]/enquire'],
    ['/cars/trade-in', '/cars/trade-in'],
    ['/reservations/4f1c9a2b7e', '/reservations/[token]'],
    ['/search', '/search/[[...path]]'],
    ['/search/ford/ranger', '/search/[[...path]]'],
    ['/api/leads', '/api/leads'],
    ['/api/health', '/api/health'],
    ['/media/stock/ab12.webp', '/media/stock/[key]'],
    ['/feeds/google-vehicles.xml', '/feeds/google-vehicles.xml'],
    ['/_next/static/chunks/app.js', '/_next/static/[...path]'],
    ['/_next/image', '/_next/image'],
    ['/ranger', '/[...rest]'],
    ['/cars/2021-ford-ranger-4821/no-such-page', '/[...rest]'],
  ])('%s is %s', (path, pattern) => {
    expect(routeOf(path)).toBe(pattern);
  });

  it('names a path no route takes by no part of it', () => {
    expect(createRouteMatcher(['/api/health'])('/reservations/secret-token')).toBe('other');
  });
});
