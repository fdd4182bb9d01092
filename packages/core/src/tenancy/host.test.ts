import { describe, expect, it } from 'vitest';
import { isSiteSlug, normaliseHost, parseHost } from './host.ts';

describe('parseHost', () => {
  it('reads a site slug from a subdomain of the root domain, ignoring port and case', () => {
    expect(parseHost('Harbour-Ford.localhost:3000', 'localhost')).toEqual({
      kind: 'subdomain',
      slug: 'harbour-ford',
    });
    expect(parseHost('redline-moto.forecourt.com.au', 'forecourt.com.au')).toEqual({
      kind: 'subdomain',
      slug: 'redline-moto',
    });
  });

  it('treats the bare root domain and loopback as the platform index', () => {
    expect(parseHost('localhost:3000', 'localhost')).toEqual({ kind: 'platform' });
    expect(parseHost('127.0.0.1:3000', 'localhost')).toEqual({ kind: 'platform' });
  });

  it('reads console.{root domain} as the dealer console, never a site', () => {
    expect(parseHost('Console.localhost:3000', 'localhost')).toEqual({ kind: 'console' });
    expect(parseHost('console.forecourt.com.au', 'forecourt.com.au')).toEqual({ kind: 'console' });
    expect(parseHost('console.example.com', 'localhost')).toEqual({
      kind: 'custom-domain',
      domain: 'console.example.com',
    });
  });

  it('treats any other host as a possible custom domain', () => {
    expect(parseHost('www.harbourford.com.au', 'localhost')).toEqual({
      kind: 'custom-domain',
      domain: 'www.harbourford.com.au',
    });
  });

  it('rejects hosts that cannot be a site', () => {
    expect(parseHost('a.b.localhost', 'localhost')).toEqual({ kind: 'invalid' });
    expect(parseHost('', 'localhost')).toEqual({ kind: 'invalid' });
    expect(parseHost('evil.com/../x', 'localhost')).toEqual({ kind: 'invalid' });
  });
});

describe('normaliseHost', () => {
  it('drops the port and a trailing dot', () =>
    expect(normaliseHost('Example.COM.:8080')).toBe('example.com'));
});

describe('isSiteSlug', () => {
  it('accepts what a subdomain can name and refuses the rest', () => {
    expect(isSiteSlug('harbour-ford')).toBe(true);
    expect(isSiteSlug('a1')).toBe(true);
    for (const slug of [
      'Harbour',
      'harbour_ford',
      '-harbour',
      'harbour-',
      'a.b',
      '',
      'www',
      'console',
      'x'.repeat(64),
    ]) {
      expect(isSiteSlug(slug), slug).toBe(false);
    }
  });

  it('is the rule parseHost reads subdomains by', () => {
    expect(parseHost('www.localhost', 'localhost')).toEqual({ kind: 'platform' });
    expect(parseHost('harbour_ford.localhost', 'localhost')).toEqual({ kind: 'invalid' });
  });
});
