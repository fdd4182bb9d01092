import { createHmac } from 'node:crypto';
import type { Visit } from '@forecourt/db';
import { getClientNetwork } from './http/rate-limit.ts';

/**
 * Who is counting for view and call-reveal counters: the client's network and user agent, as a
 * keyed hash that changes every UTC day (so it cannot link a visitor's days).
 */
export function getVisit(secret: string, ip: string, userAgent: string, now: Date): Visit {
  const day = now.toISOString().slice(0, 10);
  const visitor = createHmac('sha256', secret)
    .update(`visitor:${day}:${getClientNetwork(ip)}:${userAgent.slice(0, 512)}`)
    .digest('base64url')
    .slice(0, 22);
  return { day, visitor };
}
