import { describe, expect, it } from 'vitest';
import { getClientIp } from './client-ip.ts';

describe('getClientIp', () => {
  const headers = new Headers({ 'x-forwarded-for': '198.51.100.1, 203.0.113.7, 10.0.0.2' });

  it('takes the address our own proxies saw, ignoring what the client wrote before it', () => {
    expect(getClientIp(headers, 0)).toBe('10.0.0.2');
    expect(getClientIp(headers, 1)).toBe('203.0.113.7');
    expect(getClientIp(headers, 9)).toBe('198.51.100.1');
  });

  it('copes with a missing header', () => expect(getClientIp(new Headers(), 0)).toBe('unknown'));
});
