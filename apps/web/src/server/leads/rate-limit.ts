import type { Site } from '../site.ts';

export interface RateLimitCounter {
  key: string;
  windowStart: Date;
  max: number;
  windowMs: number;
}

/** This submission's counters: per IP (hashed) and per site, in fixed windows from config. */
export function getRateLimitCounters(site: Site, ipHash: string, now: Date): RateLimitCounter[] {
  const { perIp, perSite } = site.config.forms.rateLimits;
  return [
    { key: `ip:${site.id}:${ipHash}`, ...perIp },
    { key: `site:${site.id}`, ...perSite },
  ].map(({ key, max, windowSeconds }) => {
    const windowMs = windowSeconds * 1000;
    return {
      key,
      max,
      windowMs,
      windowStart: new Date(Math.floor(now.getTime() / windowMs) * windowMs),
    };
  });
}

/** Seconds until the latest-ending window among the counters that are over their limit. */
export function getRateLimitWait(
  counters: RateLimitCounter[],
  overKeys: string[],
  now: Date,
): number {
  let wait = 1;
  for (const counter of counters) {
    if (overKeys.includes(counter.key)) {
      const endsAt = counter.windowStart.getTime() + counter.windowMs;
      wait = Math.max(wait, Math.ceil((endsAt - now.getTime()) / 1000));
    }
  }
  return wait;
}
