import { describe, expect, it } from 'vitest';
import { makeSessionToken } from './session-cookie.ts';
import {
  challengeCookie,
  clearedChallengeCookie,
  readChallengeToken,
} from './webauthn-challenge.ts';

describe('passkey ceremony cookie', () => {
  it('holds a random token for five minutes, only for the passkey routes', () => {
    const token = makeSessionToken();
    expect(challengeCookie(token, true)).toBe(
      `forecourt_webauthn=${token}; Path=/api/account/passkey; Max-Age=300; HttpOnly; SameSite=Strict; Secure`,
    );
    expect(clearedChallengeCookie(false)).toBe(
      'forecourt_webauthn=; Path=/api/account/passkey; Max-Age=0; HttpOnly; SameSite=Strict',
    );
  });

  it('reads a token of the right shape and nothing else', () => {
    const token = makeSessionToken();
    expect(readChallengeToken(`a=1; forecourt_webauthn=${token}`)).toBe(token);
    // The old signed notes, and junk, name no ceremony.
    expect(readChallengeToken('forecourt_webauthn=eyJwdXJwb3NlIjoic2lnbi1pbiJ9.abc')).toBeNull();
    expect(readChallengeToken('forecourt_webauthn=')).toBeNull();
    expect(readChallengeToken(null)).toBeNull();
  });
});
