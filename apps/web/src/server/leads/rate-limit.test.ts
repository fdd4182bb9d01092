import { resolveSiteConfig } from '@forecourt/core/config/merge-config';
import { describe, expect, it } from 'vitest';
import type { Site } from '../site.ts';
import { getRateLimitCounters, getRateLimitWait } from './rate-limit.ts';

const site = {
  id: 4,
  config: resolveSiteConfig(
    {},
    { forms: { rateLimits: { perIp: { max: 2, windowSeconds: 600 } } } },
  ),
} as Site;
const now = new Date('2025-07-01T00:04:00Z');

describe('rate limits', () => {
  it('count per hashed IP and per site in fixed windows', () => {
    const counters = getRateLimitCounters(site, 'abc', now);
    expect(counters.map((counter) => [counter.key, counter.windowStart.toISOString()])).toEqual([
      ['ip:4:abc', '2025-07-01T00:00:00.000Z'],
      ['site:4', '2025-07-01T00:04:00.000Z'],
    ]);
  });

  it('ask to wait until the window ends once a limit is passed', () => {
    const counters = getRateLimitCounters(site, 'abc', now);
    expect(getRateLimitWait(counters, ['ip:4:abc'], now)).toBe(360);
    expect(getRateLimitWait(counters, ['site:4'], now)).toBe(60);
  });
});
