import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { getOriginFromHeaders } = await import('./request-origin.ts');

describe('getOriginFromHeaders', () => {
  it('is the Host the edge server settled on, never a forwarded host', () => {
    const headers = new Headers({
      host: 'harbour-ford.localhost:3000',
      'x-forwarded-host': 'southern-cross.localhost:3000',
    });
    expect(getOriginFromHeaders(headers)).toBe('http://harbour-ford.localhost:3000');
  });

  it('is https only when the edge said so', () => {
    const https = new Headers({ host: 'www.harbourford.com.au', 'x-forwarded-proto': 'https' });
    expect(getOriginFromHeaders(https)).toBe('https://www.harbourford.com.au');
    const other = new Headers({ host: 'www.harbourford.com.au', 'x-forwarded-proto': 'gopher' });
    expect(getOriginFromHeaders(other)).toBe('http://www.harbourford.com.au');
  });
});
