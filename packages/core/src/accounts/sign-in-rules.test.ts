import { describe, expect, it } from 'vitest';
import {
  isAustralianMobile,
  readSignInTarget,
  signInHref,
  toAustralianMobile,
} from './sign-in-rules.ts';

describe('sign-in targets', () => {
  it('reads type, redirect and back, back defaulting to redirect', () => {
    expect(
      readSignInTarget({ type: 'watchlist', redirect: '/cars/a?save=1', back: '/cars/a' }),
    ).toEqual({ type: 'watchlist', redirect: '/cars/a?save=1', back: '/cars/a' });
    expect(readSignInTarget({ redirect: '/my-garage' })).toEqual({
      type: null,
      redirect: '/my-garage',
      back: '/my-garage',
    });
  });

  it('sends hostile targets home and ignores unknown types', () => {
    expect(
      readSignInTarget({ type: 'admin', redirect: '//evil.example', back: 'https://x.y' }),
    ).toEqual({ type: null, redirect: '/', back: '/' });
  });

  it('builds the sign-in link of spec 1 §2', () => {
    expect(signInHref({ type: 'watchlist', redirect: '/cars/a?save=7', back: '/cars/a' })).toBe(
      '/sign-in?type=watchlist&redirect=%2Fcars%2Fa%3Fsave%3D7&back=%2Fcars%2Fa',
    );
  });

  it('knows Australian mobiles in E.164', () => {
    expect(isAustralianMobile('+61412345678')).toBe(true);
    expect(isAustralianMobile('+61298765432')).toBe(false);
    expect(isAustralianMobile('0412345678')).toBe(false);
  });

  it('normalises AU mobiles to E.164 and refuses the rest', () => {
    expect(toAustralianMobile('0412 345 678')).toBe('+61412345678');
    expect(toAustralianMobile('+61 412 345 678')).toBe('+61412345678');
    expect(toAustralianMobile('(04) 1234-5678')).toBe('+61412345678');
    for (const bad of ['07 3123 4567', '+1 412 345 678', '041234567', '04123456789', 'abc', '']) {
      expect(toAustralianMobile(bad)).toBeNull();
    }
  });
});
