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
 * @typedef {{ ok: true, release: () => void } | { ok: false, status: 429 | 503, message: string }} Admission
 */

/**
 * How many expensive requests each client network has in flight. Admitting at the edge, before
 * Next sees the request, makes a refusal cost a fraction of a millisecond, so a client flooding
 * these paths spends its own time, not every other dealer's. Entries leave the map when their
 * last request ends, so it holds only clients with requests in flight, and at most `maxClients`.
 * @param {{ perClient: number, maxClients: number }} limits
 */
export function createClientShare({ perClient, maxClients }) {
  /** @type {Map<string, number>} */
  const inFlight = new Map();
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
        };
      }
      if (held === 0 && inFlight.size >= maxClients) {
        return { ok: false, status: 503, message: 'The server is busy; try again in a moment.' };
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
