import { describe, expect, it } from 'vitest';
import { openChallenge, readChallengeCookie, sealChallenge } from './webauthn-challenge.ts';

const secret = 'w'.repeat(48);
const now = new Date('2026-11-23T10:00:00Z');
const pending = { purpose: 'sign-in' as const, siteId: 1, userId: null, challenge: 'abc' };

describe('passkey challenge notes', () => {
  it('open for the same purpose, site and user within five minutes', () => {
    const sealed = sealChallenge(secret, pending, now);
    const expected = { purpose: 'sign-in' as const, siteId: 1, userId: null };
    expect(openChallenge(secret, sealed, expected, now)).toBe('abc');
    expect(openChallenge(secret, sealed, expected, new Date(now.getTime() + 299_000))).toBe('abc');
    expect(openChallenge(secret, sealed, expected, new Date(now.getTime() + 300_000))).toBeNull();
    expect(openChallenge(secret, sealed, { ...expected, siteId: 2 }, now)).toBeNull();
    expect(openChallenge(secret, sealed, { ...expected, purpose: 'register' }, now)).toBeNull();
    expect(openChallenge(secret, sealed, { ...expected, userId: 7 }, now)).toBeNull();
  });

  it('refuse forged, altered and junk notes', () => {
    const sealed = sealChallenge(secret, pending, now);
    const expected = { purpose: 'sign-in' as const, siteId: 1, userId: null };
    expect(openChallenge('x'.repeat(48), sealed, expected, now)).toBeNull();
    const [body, mac] = sealed.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...pending, challenge: 'evil', exp: 9e15 }),
    ).toString('base64url');
    expect(openChallenge(secret, `${forged}.${mac}`, expected, now)).toBeNull();
    expect(openChallenge(secret, `${body}.${mac}.x`, expected, now)).toBeNull();
    expect(openChallenge(secret, 'junk', expected, now)).toBeNull();
    expect(openChallenge(secret, null, expected, now)).toBeNull();
    expect(readChallengeCookie(`a=1; forecourt_webauthn=${sealed}`)).toBe(sealed);
  });
});
