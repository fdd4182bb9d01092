import { resolveSiteConfig } from '@forecourt/core/config';
import { describe, expect, it } from 'vitest';
import type { Site } from '../site.ts';
import { getClientNetwork, getRateLimitCounters, getRateLimitWait } from './rate-limit.ts';

const site = {
  id: 4,
  config: resolveSiteConfig(
    {},
    { forms: { rateLimits: { perIp: { max: 2, windowSeconds: 600 } } } },
  ),
} as Site;
const now = new Date('2025-07-01T00:04:00Z');

describe('rate limits', () => {
  it('count per client and per site in fixed windows, genuine and suspected spam apart', () => {
    const counters = getRateLimitCounters(site, 'abc', now);
    expect(
      counters.map((counter) => [counter.key, counter.spam, counter.windowStart.toISOString()]),
    ).toEqual([
      ['ip:4:abc', false, '2025-07-01T00:00:00.000Z'],
      ['site:4', false, '2025-07-01T00:04:00.000Z'],
      ['spam-ip:4:abc', true, '2025-07-01T00:00:00.000Z'],
      ['spam-site:4', true, '2025-07-01T00:04:00.000Z'],
    ]);
  });

  it('ask to wait until the window ends once a limit is passed', () => {
    const counters = getRateLimitCounters(site, 'abc', now);
    expect(getRateLimitWait(counters, ['ip:4:abc'], now)).toBe(360);
    expect(getRateLimitWait(counters, ['site:4'], now)).toBe(60);
  });

  it('limit an IPv6 client by its /64 network, and an IPv4 one by its address', () => {
    expect(getClientNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(getClientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(getClientNetwork('2001:db8:0:12:aaaa::1')).toBe('2001:db8:0:12::/64');
    expect(getClientNetwork('2001:0db8:0000:0012:ffff:1:2:3')).toBe('2001:db8:0:12::/64');
    expect(getClientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(getClientNetwork('[2001:db8::1%eth0]')).toBe('2001:db8:0:0::/64');
    expect(getClientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(getClientNetwork('unknown')).toBe('unknown');
  });
});
