import type { Site } from '../site.ts';

export interface RateLimitCounter {
  key: string;
  windowStart: Date;
  max: number;
  windowMs: number;
  /**
   * Which submissions the counter counts: suspected spam (true) or the rest (false). Spam has
   * its own counters, so junk posts can never use up the capacity genuine shoppers share.
   */
  spam: boolean;
}

/**
 * This submission's counters in fixed windows from config: per client and per site, once for
 * genuine submissions and once for suspected spam. `clientHash` is the keyed hash of
 * getClientNetwork(ip).
 */
export function getRateLimitCounters(
  site: Site,
  clientHash: string,
  now: Date,
): RateLimitCounter[] {
  const { perIp, perSite, spamPerIp, spamPerSite } = site.config.forms.rateLimits;
  return [
    { key: `ip:${site.id}:${clientHash}`, spam: false, ...perIp },
    { key: `site:${site.id}`, spam: false, ...perSite },
    { key: `spam-ip:${site.id}:${clientHash}`, spam: true, ...spamPerIp },
    { key: `spam-site:${site.id}`, spam: true, ...spamPerSite },
  ].map(({ key, spam, max, windowSeconds }) => {
    const windowMs = windowSeconds * 1000;
    return {
      key,
      spam,
      max,
      windowMs,
      windowStart: new Date(Math.floor(now.getTime() / windowMs) * windowMs),
    };
  });
}

// The unit one client is limited by; the edge limits by it too, so it lives there.
export { getClientNetwork } from '../../../edge/client-network.mjs';

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
