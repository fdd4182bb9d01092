// @ts-check
import { isIP } from 'node:net';

/**
 * Who sent a request, to which host and over which scheme — decided once, before Next sees the
 * request. Next fills X-Forwarded-For only when the client sent none, and gives route handlers no
 * socket address, so anything a client writes in these headers would otherwise be believed.
 */

/** Headers through which a client could claim another address, host or scheme. */
const FORWARDING_HEADERS = new Set([
  'forwarded',
  'x-forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-scheme',
  'x-forwarded-server',
  'x-forwarded-ssl',
  'x-forwarded-prefix',
  'forwarded-for',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-original-forwarded-for',
  'x-original-host',
  'x-original-url',
  'x-rewrite-url',
  'x-host',
  'x-url-scheme',
  'front-end-https',
]);

/**
 * Request headers only the edge or Next itself may set: forwarding claims, Next's internal
 * routing headers (x-middleware-subrequest once skipped the proxy entirely), and the CSP header
 * Next reads its script nonce from.
 * @param {string} name lower-case header name
 */
export function isUntrustedRequestHeader(name) {
  return (
    FORWARDING_HEADERS.has(name) ||
    name.startsWith('x-middleware-') ||
    name.startsWith('x-invoke-') ||
    name === 'x-matched-path' ||
    name === 'x-now-route-matches' ||
    name === 'x-nextjs-data' ||
    name === 'x-nonce' ||
    name === 'content-security-policy' ||
    name === 'content-security-policy-report-only'
  );
}

/**
 * @typedef {object} ForwardingInput
 * @property {string | string[]} [forwardedFor] X-Forwarded-For as received
 * @property {string | string[]} [forwardedHost] X-Forwarded-Host as received
 * @property {string | string[]} [forwardedProto] X-Forwarded-Proto as received
 * @property {string | undefined} host the Host header
 * @property {string | undefined} socketAddress the peer address of the TCP connection
 * @property {boolean} socketEncrypted whether the connection itself is TLS
 * @property {number} trustedHops TRUSTED_PROXY_HOPS: proxies in front of the app that append
 *   to X-Forwarded-For
 */

/**
 * @typedef {object} Forwarding
 * @property {string} clientIp the shopper's address, for rate limits and hashes
 * @property {string} host the host the shopper asked for
 * @property {'http' | 'https'} proto the scheme the shopper used
 */

/**
 * With no trusted proxy every claim in the headers is ignored: the address is the socket's, the
 * host the Host header, the scheme the connection's. With N trusted proxies, each appends what
 * it saw, so the client's entry is the N-th from the right — entries further left are whatever
 * the client wrote. Forwarded host and scheme are read the same way, and only then.
 * @param {ForwardingInput} input
 * @returns {Forwarding}
 */
export function resolveForwarding(input) {
  const socketIp = normaliseAddress(input.socketAddress ?? '') ?? 'unknown';
  const direct = {
    clientIp: socketIp,
    host: input.host ?? '',
    proto: /** @type {'http' | 'https'} */ (input.socketEncrypted ? 'https' : 'http'),
  };
  if (input.trustedHops <= 0) return direct;
  const address = pickTrustedEntry(input.forwardedFor, input.trustedHops);
  const host = pickTrustedEntry(input.forwardedHost, input.trustedHops)?.toLowerCase();
  const proto = pickTrustedEntry(input.forwardedProto, input.trustedHops)?.toLowerCase();
  return {
    clientIp: (address && normaliseAddress(address)) ?? socketIp,
    host: host && HOST_PATTERN.test(host) ? host : direct.host,
    proto: proto === 'https' || proto === 'http' ? proto : direct.proto,
  };
}

/** A host name or address with an optional port, as a proxy would forward it. */
const HOST_PATTERN = /^(?:[a-z0-9.-]{1,253}|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * The N-th comma-separated entry from the right (the leftmost when there are fewer: all of them
 * were then written by our proxies), or null when there is none.
 * @param {string | string[] | undefined} value
 * @param {number} hops
 * @returns {string | null}
 */
function pickTrustedEntry(value, hops) {
  if (value === undefined) return null;
  const entries = (Array.isArray(value) ? value.join(',') : value)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  return entries[Math.max(0, entries.length - hops)] ?? null;
}

/**
 * An IP address in one spelling ('::ffff:203.0.113.7' and '203.0.113.7:51234' are
 * '203.0.113.7'), or null when the text is not an address.
 * @param {string} value
 * @returns {string | null}
 */
export function normaliseAddress(value) {
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.toLowerCase();
  if (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4) address = address.slice(7);
  return isIP(address) ? address : null;
}
