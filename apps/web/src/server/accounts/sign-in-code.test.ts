import { describe, expect, it } from 'vitest';
import { hashSignInCode, makeSignInCode, sameDigest } from './sign-in-code.ts';

describe('sign-in codes', () => {
  it('are six digits', () => {
    for (let i = 0; i < 200; i++) expect(makeSignInCode()).toMatch(/^\d{6}$/);
  });

  it('hash differently per site, phone and secret', () => {
    const base = hashSignInCode('k'.repeat(32), 1, '+61411111111', '123456');
    expect(sameDigest(base, hashSignInCode('k'.repeat(32), 1, '+61411111111', '123456'))).toBe(
      true,
    );
    expect(sameDigest(base, hashSignInCode('k'.repeat(32), 2, '+61411111111', '123456'))).toBe(
      false,
    );
    expect(sameDigest(base, hashSignInCode('k'.repeat(32), 1, '+61422222222', '123456'))).toBe(
      false,
    );
    expect(sameDigest(base, hashSignInCode('j'.repeat(32), 1, '+61411111111', '123456'))).toBe(
      false,
    );
    expect(sameDigest(base, 'abcd')).toBe(false);
  });
});
