// @ts-check

/** Methods no page or API answers: TRACE/TRACK echo requests back, CONNECT opens tunnels. */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

/** What the edge answers for methods it refuses (RFC 9110 §15.5.6 asks for an Allow header). */
export const ALLOWED_METHODS = 'GET, HEAD, POST, OPTIONS';

/**
 * @typedef {{ ok: true, path: string } | { ok: false, status: 400 | 405, message: string }} TargetCheck
 */

/**
 * Whether a request line can reach the app, and the origin-form path it asks for. An
 * absolute-form target ('GET http://evil.example/ HTTP/1.1') is served by its path only when it
 * names the Host the request carries — otherwise Next would redirect to, or render for, the host
 * the target names. A path that is not valid percent-encoded UTF-8 makes Next's router throw (a
 * 500), so it is refused here.
 * @param {string} method
 * @param {string} target the request target as received (req.url)
 * @param {string | undefined} host the Host header
 * @returns {TargetCheck}
 */
export function checkRequestTarget(method, target, host) {
  if (REFUSED_METHODS.has(method.toUpperCase())) {
    return { ok: false, status: 405, message: `${method.toUpperCase()} is not allowed.` };
  }
  let path = target;
  if (!target.startsWith('/')) {
    const named = parseAbsoluteTarget(target);
    if (!named || !host || named.host !== host.toLowerCase()) {
      return { ok: false, status: 400, message: 'The request target must be a path on this host.' };
    }
    path = named.path;
  }
  const query = path.indexOf('?');
  if (!isDecodable(query === -1 ? path : path.slice(0, query))) {
    return { ok: false, status: 400, message: 'The address is not valid percent-encoding.' };
  }
  return { ok: true, path };
}

/**
 * @param {string} target
 * @returns {{ host: string, path: string } | null}
 */
function parseAbsoluteTarget(target) {
  if (!/^https?:\/\//i.test(target)) return null;
  try {
    const url = new URL(target);
    if (url.username || url.password) return null;
    return { host: url.host.toLowerCase(), path: `${url.pathname}${url.search}` };
  } catch {
    return null;
  }
}

/** @param {string} path */
function isDecodable(path) {
  if (!path.includes('%')) return true;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
