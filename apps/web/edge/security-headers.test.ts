import { getMapEmbedUrl, mapConfigSchema } from '@forecourt/core/location';
import { makeLocation } from '@forecourt/core/testing';
import { getVideoEmbedUrl } from '@forecourt/core/vehicle';
import { describe, expect, it } from 'vitest';
import {
  buildContentSecurityPolicy,
  createNonce,
  getSecurityHeaders,
  MAP_EMBED_ORIGINS,
  PERMISSIONS_POLICY,
  VIDEO_EMBED_ORIGINS,
} from './security-headers.mjs';

const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources] as const;
    }),
  );

describe('buildContentSecurityPolicy', () => {
  const policy = directives(buildContentSecurityPolicy({ nonce: 'bm9uY2U=', https: false }));

  it('runs only scripts carrying the nonce, and what they load; never inline or eval', () => {
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).toContain("'nonce-bm9uY2U='");
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it('lets only the site itself frame its pages, and nothing load plugins or rebase URLs', () => {
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('admits the captcha’s blob: workers and the video players', () => {
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('frame-src')).toEqual([...VIDEO_EMBED_ORIGINS, ...MAP_EMBED_ORIGINS]);
  });

  it('frames every player the video facade embeds', () => {
    for (const url of ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871']) {
      const embed = getVideoEmbedUrl(url);
      expect(embed).not.toBeNull();
      expect(VIDEO_EMBED_ORIGINS).toContain(new URL(embed ?? '').origin);
    }
  });

  it('frames the map of every provider a site may choose', () => {
    for (const provider of ['openstreetmap', 'google'] as const) {
      const embed = getMapEmbedUrl(makeLocation(), mapConfigSchema.parse({ provider }));
      expect(MAP_EMBED_ORIGINS).toContain(new URL(embed).origin);
    }
  });

  it('upgrades insecure requests only over HTTPS', () => {
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    const https = directives(buildContentSecurityPolicy({ nonce: 'x', https: true }));
    expect(https.has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('getSecurityHeaders', () => {
  it('sends the same fixed headers on every response', () => {
    const headers = new Map(getSecurityHeaders({ nonce: 'n', https: false }));
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
  });

  it('sends Strict-Transport-Security over HTTPS only', () => {
    expect(
      new Map(getSecurityHeaders({ nonce: 'n', https: false })).has('strict-transport-security'),
    ).toBe(false);
    expect(
      new Map(getSecurityHeaders({ nonce: 'n', https: true })).get('strict-transport-security'),
    ).toMatch(/^max-age=\d{8}/);
  });
});

describe('PERMISSIONS_POLICY', () => {
  const features = new Map(
    PERMISSIONS_POLICY.split(', ').map((entry) => {
      const [name = '', allow = ''] = entry.split('=');
      return [name, allow] as const;
    }),
  );

  it('turns off what the storefront never uses', () => {
    for (const name of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(features.get(name), name).toBe('()');
    }
  });

  it('keeps link copying and the video players’ fullscreen', () => {
    expect(features.get('clipboard-write')).toBe('(self)');
    expect(features.get('fullscreen')).toContain('"https://www.youtube-nocookie.com"');
  });
});

describe('createNonce', () => {
  it('is 128 random bits in base64, new each time', () => {
    const nonce = createNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(nonce);
  });
});

describe('the console host’s headers', () => {
  const headers = new Map(getSecurityHeaders({ nonce: 'bm9uY2U=', https: true, console: true }));
  const policy = directives(headers.get('content-security-policy') ?? '');

  it('frames nothing, is framed by nothing, embeds nothing and is not indexed', () => {
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('worker-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'"]);
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(headers.get('strict-transport-security')).toMatch(/^max-age=/);
  });

  it('leaves storefront responses as they were', () => {
    const storefront = new Map(getSecurityHeaders({ nonce: 'bm9uY2U=', https: false }));
    expect(storefront.has('x-robots-tag')).toBe(false);
    expect(storefront.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
