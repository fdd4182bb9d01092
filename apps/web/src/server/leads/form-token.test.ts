import { describe, expect, it } from 'vitest';
import { hashIp, readFormToken, signFormToken } from './form-token.ts';

const secret = 'x'.repeat(40);
const shown = new Date('2025-07-01T00:00:00Z');

describe('form tokens', () => {
  it('give back when the form appeared', () => {
    expect(readFormToken(secret, 3, signFormToken(secret, 3, shown))).toEqual(shown);
  });

  it('refuse tokens that were altered, forged, or made for another site', () => {
    const token = signFormToken(secret, 3, shown);
    expect(readFormToken(secret, 4, token)).toBeNull();
    expect(readFormToken(secret, 3, token.replace('.1751', '.1750'))).toBeNull();
    expect(readFormToken('y'.repeat(40), 3, token)).toBeNull();
    expect(readFormToken(secret, 3, 'garbage')).toBeNull();
  });

  it('hash IP addresses stably without revealing them', () => {
    expect(hashIp(secret, '203.0.113.9')).toBe(hashIp(secret, '203.0.113.9'));
    expect(hashIp(secret, '203.0.113.9')).not.toContain('203');
  });
});
