import { describe, expect, it } from 'vitest';
import { checkSameSiteRequest } from './same-site-request.ts';

const site = 'harbour-ford.localhost';
const check = (headers: Record<string, string>, body: 'json' | 'none' = 'json') =>
  checkSameSiteRequest(new Headers({ 'content-type': 'application/json', ...headers }), site, body)
    ?.status ?? 'ok';

describe('checkSameSiteRequest', () => {
  it("lets the site's own pages through", () => {
    expect(
      check({ 'sec-fetch-site': 'same-origin', origin: 'http://harbour-ford.localhost:3000' }),
    ).toBe('ok');
    expect(check({ origin: 'https://Harbour-Ford.localhost' })).toBe('ok');
    expect(check({ 'sec-fetch-site': 'none' })).toBe('ok');
  });

  it('lets requests without browser headers through (servers, curl)', () => {
    expect(check({})).toBe('ok');
  });

  it('refuses other sites, sibling subdomains and opaque origins with 403', () => {
    expect(check({ origin: 'http://evil.example' })).toBe(403);
    expect(check({ 'sec-fetch-site': 'cross-site' })).toBe(403);
    expect(
      check({ 'sec-fetch-site': 'same-site', origin: 'http://southern-cross.localhost' }),
    ).toBe(403);
    expect(check({ 'sec-fetch-site': 'same-origin', origin: 'http://evil.example' })).toBe(403);
    expect(check({ origin: 'null' })).toBe(403);
    expect(check({ origin: 'http://harbour-ford.localhost.evil.example' })).toBe(403);
    expect(check({ origin: 'file:///harbour-ford.localhost' })).toBe(403);
  });

  it('requires JSON where JSON is read, with 415', () => {
    expect(check({ 'content-type': 'text/plain' })).toBe(415);
    expect(check({ 'content-type': 'application/x-www-form-urlencoded' })).toBe(415);
    expect(check({ 'content-type': '' })).toBe(415);
    expect(check({ 'content-type': 'application/json; charset=utf-8' })).toBe('ok');
    expect(check({ 'content-type': 'text/plain' }, 'none')).toBe('ok');
  });

  it('answers cross-site before content type', () => {
    expect(check({ origin: 'http://evil.example', 'content-type': 'text/plain' })).toBe(403);
  });
});
