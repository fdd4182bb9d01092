import { describe, expect, it } from 'vitest';
import { isInternalResponseHeader, withSecureAttribute } from './response-headers.mjs';

describe('isInternalResponseHeader', () => {
  it('drops Next’s routing headers from pages and APIs', () => {
    for (const name of [
      'x-middleware-rewrite',
      'x-middleware-next',
      'x-middleware-override-headers',
      'x-nextjs-rewrite',
      'x-nextjs-rewritten-path',
      'x-nextjs-rewritten-query',
    ]) {
      expect(isInternalResponseHeader(name, false), name).toBe(true);
    }
  });

  it('leaves the rewritten path on RSC responses, where Next’s client router reads it', () => {
    expect(isInternalResponseHeader('x-nextjs-rewritten-path', true)).toBe(false);
    expect(isInternalResponseHeader('x-middleware-rewrite', true)).toBe(true);
  });

  it('keeps ordinary headers', () => {
    for (const name of ['content-type', 'cache-control', 'x-nextjs-stale-time', 'vary']) {
      expect(isInternalResponseHeader(name, false), name).toBe(false);
    }
  });
});

describe('withSecureAttribute', () => {
  it('adds Secure once', () => {
    expect(withSecureAttribute('seen=1; Path=/; HttpOnly')).toBe(
      'seen=1; Path=/; HttpOnly; Secure',
    );
    expect(withSecureAttribute('seen=1; Secure; HttpOnly')).toBe('seen=1; Secure; HttpOnly');
    expect(withSecureAttribute('seen=1; path=/; secure')).toBe('seen=1; path=/; secure');
  });

  it('is not fooled by a value that mentions secure', () => {
    expect(withSecureAttribute('mode=secure; Path=/')).toBe('mode=secure; Path=/; Secure');
  });
});
