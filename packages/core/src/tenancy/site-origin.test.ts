import { describe, expect, it } from 'vitest';
import { getCanonicalOrigin, listSiteOrigins, type PublicAddress } from './site-origin.ts';

const demo: PublicAddress = { rootDomain: 'localhost', scheme: 'http', port: 3000 };
const live: PublicAddress = { rootDomain: 'forecourt.com.au', scheme: 'https', port: 443 };

describe('getCanonicalOrigin', () => {
  it('is the slug under the root domain when the site has no primary domain', () => {
    const site = { slug: 'harbour-ford', domains: ['www.harbourford.com.au'], primaryDomain: null };
    expect(getCanonicalOrigin(site, demo)).toBe('http://harbour-ford.localhost:3000');
    expect(getCanonicalOrigin(site, live)).toBe('https://harbour-ford.forecourt.com.au');
  });

  it('is the primary domain when there is one, with the public scheme and port', () => {
    const site = {
      slug: 'harbour-ford',
      domains: ['www.harbourford.com.au', 'harbourford.com.au'],
      primaryDomain: 'www.harbourford.com.au',
    };
    expect(getCanonicalOrigin(site, live)).toBe('https://www.harbourford.com.au');
    expect(getCanonicalOrigin(site, { ...live, port: 8443 })).toBe(
      'https://www.harbourford.com.au:8443',
    );
    expect(getCanonicalOrigin(site, { ...demo, port: 80 })).toBe('http://www.harbourford.com.au');
  });
});

describe('listSiteOrigins', () => {
  it('lists the canonical origin first, then every other host once', () => {
    const site = {
      slug: 'harbour-ford',
      domains: ['www.harbourford.com.au', 'harbourford.com.au'],
      primaryDomain: 'www.harbourford.com.au',
    };
    expect(listSiteOrigins(site, live)).toEqual([
      'https://www.harbourford.com.au',
      'https://harbour-ford.forecourt.com.au',
      'https://harbourford.com.au',
    ]);
  });
});
