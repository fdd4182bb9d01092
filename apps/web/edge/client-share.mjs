// @ts-check
import { getClientNetwork } from './client-network.mjs';

/**
 * Paths whose answers are large generated files (catalogue feeds, sitemap): cached per site,
 * but each still costs the app tens of milliseconds to send, so they are rationed per client.
 * @param {string} path the request target, query included
 */
export function isExpensivePath(path) {
  const pathname = path.split('?', 1)[0] ?? '';
  return pathname.startsWith('/feeds/') || pathname === '/sitemap.xml';
}

/**
 * @typedef {{ ok: true, release: () => void } | { ok: false, status: 429 | 503, message: string, retryAfterSeconds: number }} Admission
 */

/**
 * @typedef {object} ShareLimits
 * @property {number} perClient requests a client network may have in flight at once
 * @property {number} perMinute requests a client network may start per minute, in a burst or
 *   spread out (a token bucket refilled evenly over the minute)
 * @property {number} maxClients client networks tracked at once
 * @property {() => number} [now] milliseconds on a monotonic clock
 */

/**
 * Each client network's share of the expensive paths. Admitting at the edge, before Next sees
 * the request, makes a refusal cost a fraction of a millisecond, so a client flooding these
 * paths spends its own time, not every other dealer's.
 *
 * Both limits are needed. A cached file is sent in one unbroken run of the event loop, so a client
 * asking for one after another is never two in flight, yet can keep the loop busy with nothing
 * else (issue 24 §1); the rate stops that. The in-flight limit covers builds, which wait on the
 * database. A crawler fetches a feed or a sitemap a few times a day, far inside either.
 * @param {ShareLimits} limits
 */
export function createClientShare({
  perClient,
  perMinute,
  maxClients,
  now = () => performance.now(),
}) {
  /** @type {Map<string, number>} in flight; entries leave when their last request ends */
  const inFlight = new Map();
  /**
   * Tokens left and when they were counted, oldest use first. A network pushed out by
   * `maxClients` newer ones comes back with a full bucket, which costs no more than a new one.
   * @type {Map<string, { tokens: number, at: number }>}
   */
  const buckets = new Map();
  const refillMs = 60_000 / perMinute;

  /** @param {string} client */
  function takeToken(client) {
    const at = now();
    const bucket = buckets.get(client);
    const tokens = bucket
      ? Math.min(perMinute, bucket.tokens + (at - bucket.at) / refillMs)
      : perMinute;
    if (tokens < 1) return Math.ceil(((1 - tokens) * refillMs) / 1000);
    buckets.delete(client);
    buckets.set(client, { tokens: tokens - 1, at });
    if (buckets.size > maxClients) {
      const oldest = buckets.keys().next().value;
      if (oldest !== undefined) buckets.delete(oldest);
    }
    return 0;
  }

  return {
    /**
     * @param {string} clientIp
     * @returns {Admission}
     */
    enter(clientIp) {
      const client = getClientNetwork(clientIp);
      const held = inFlight.get(client) ?? 0;
      if (held >= perClient) {
        return {
          ok: false,
          status: 429,
          message: 'Too many requests at once from your network; try again in a moment.',
          retryAfterSeconds: 1,
        };
      }
      if (held === 0 && inFlight.size >= maxClients) {
        return {
          ok: false,
          status: 503,
          message: 'The server is busy; try again in a moment.',
          retryAfterSeconds: 1,
        };
      }
      const wait = takeToken(client);
      if (wait > 0) {
        return {
          ok: false,
          status: 429,
          message: 'Too many requests for these files from your network; try again later.',
          retryAfterSeconds: wait,
        };
      }
      inFlight.set(client, held + 1);
      let released = false;
      return {
        ok: true,
        release() {
          if (released) return;
          released = true;
          const left = (inFlight.get(client) ?? 1) - 1;
          if (left > 0) inFlight.set(client, left);
          else inFlight.delete(client);
        },
      };
    },
  };
}
