import { describe, expect, it } from 'vitest';
import {
  clearedSessionCookie,
  hashSessionToken,
  makeSessionToken,
  readSessionToken,
  SESSION_COOKIE,
  sessionCookie,
} from './session-cookie.ts';

describe('the session cookie', () => {
  it('is host-only, HttpOnly and SameSite=Lax, Secure only over HTTPS', () => {
    const token = makeSessionToken();
    const plain = sessionCookie(token, false);
    expect(plain).toMatch(new RegExp(`^${SESSION_COOKIE}=${token}; `));
    expect(plain).toContain('HttpOnly');
    expect(plain).toContain('SameSite=Lax');
    expect(plain).toContain('Path=/');
    expect(plain.toLowerCase()).not.toContain('domain=');
    expect(plain).not.toContain('Secure');
    expect(sessionCookie(token, true)).toMatch(/; Secure$/);
    expect(clearedSessionCookie(true)).toContain('Max-Age=0');
  });

  it('reads back only a well-formed token', () => {
    const token = makeSessionToken();
    expect(readSessionToken(`a=1; ${SESSION_COOKIE}=${token}; b=2`)).toBe(token);
    expect(readSessionToken(`${SESSION_COOKIE}=short`)).toBeNull();
    expect(readSessionToken(`${SESSION_COOKIE}=${token}'--`)).toBeNull();
    expect(readSessionToken(null)).toBeNull();
  });

  it('stores a hash, never the token', () => {
    const token = makeSessionToken();
    expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSessionToken(token)).not.toContain(token);
    expect(makeSessionToken()).not.toBe(token);
  });
});
