import { countRateLimitHit, type Db } from '@forecourt/db';
import type { Site } from '../site.ts';

/**
 * Count this submission per IP and per site in PostgreSQL (so every app instance agrees) and
 * say how long to wait when either limit is over; null when it may go ahead.
 */
export async function checkRateLimits(
  db: Db,
  site: Site,
  ipHash: string,
  now: Date,
): Promise<{ retryAfterSeconds: number } | null> {
  const { perIp, perSite } = site.config.forms.rateLimits;
  const checks = [
    { key: `ip:${site.id}:${ipHash}`, ...perIp },
    { key: `site:${site.id}`, ...perSite },
  ];
  let wait = 0;
  for (const check of checks) {
    const windowMs = check.windowSeconds * 1000;
    const start = Math.floor(now.getTime() / windowMs) * windowMs;
    const count = await countRateLimitHit(db, check.key, new Date(start));
    if (count > check.max)
      wait = Math.max(wait, Math.ceil((start + windowMs - now.getTime()) / 1000));
  }
  return wait > 0 ? { retryAfterSeconds: wait } : null;
}
