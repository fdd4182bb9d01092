import { describe, expect, it } from 'vitest';
import { getClientIp } from './client-ip.ts';

describe('getClientIp', () => {
  it('reads the one address the edge server set', () => {
    expect(getClientIp(new Headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7');
  });

  it('takes the last entry of a list (no edge server in front)', () => {
    const headers = new Headers({ 'x-forwarded-for': '198.51.100.1, 10.0.0.2' });
    expect(getClientIp(headers)).toBe('10.0.0.2');
  });

  it('copes with a missing header', () => expect(getClientIp(new Headers())).toBe('unknown'));
});
