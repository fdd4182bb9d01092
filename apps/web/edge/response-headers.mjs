// @ts-check

/**
 * Whether a response header is Next's internal routing and must not reach the client. The proxy
 * rewrites every path to /sites/{host}/…; x-middleware-rewrite would tell the world so on every
 * page. The rewritten path and query stay on RSC responses (requests with `rsc: 1`, made by
 * Next's own client router): it reads them to match route params, and the RSC payload names the
 * same route tree anyway.
 * @param {string} name lower-case header name
 * @param {boolean} rscRequest
 */
export function isInternalResponseHeader(name, rscRequest) {
  if (name.startsWith('x-middleware-') || name === 'x-nextjs-rewrite') return true;
  return !rscRequest && (name === 'x-nextjs-rewritten-path' || name === 'x-nextjs-rewritten-query');
}

/**
 * A Set-Cookie value with the Secure attribute (added over HTTPS, where a cookie must never
 * travel back over plain http).
 * @param {string} cookie
 */
export function withSecureAttribute(cookie) {
  return /;\s*secure\s*(?:;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}
