// @ts-check

/**
 * A request path's route pattern (`/cars/[slug]`), the label of its access-log line and metrics:
 * bounded in number, and free of ids, tokens and query strings. The patterns are the app's own
 * routes, from the build's app-path-routes-manifest.json, less the `/sites/[host]` and `/platform`
 * prefixes the proxy adds (the tenant is the host, already logged on its own).
 * @param {string[]} appRoutes the manifest's values (`/sites/[host]/cars/[slug]`, `/api/health`…)
 * @returns {(path: string) => string}
 */
export function createRouteMatcher(appRoutes) {
  const patterns = new Set(['/_next/static/[...path]', '/_next/image']);
  for (const route of appRoutes) {
    if (route.startsWith('/_')) continue;
    const tenantRoute = /^\/(?:sites\/\[host\]|platform)(\/.*)?$/.exec(route);
    patterns.add(tenantRoute ? (tenantRoute[1] ?? '/') : route);
  }
  const compiled = [...patterns]
    .map((pattern) => ({ pattern, segments: toSegments(pattern) }))
    .sort((a, b) => compareSpecificity(a.segments, b.segments));
  return (path) => {
    const parts = path.split('/').filter(Boolean);
    for (const { pattern, segments } of compiled) {
      if (matches(segments, parts)) return pattern;
    }
    return 'other';
  };
}

/**
 * @typedef {{ kind: 0 | 1 | 2 | 3, text: string }} Segment 0 static, 1 [param], 2 [...rest],
 *   3 [[...optional]]: Next's order of precedence
 */

/** @param {string} pattern @returns {Segment[]} */
function toSegments(pattern) {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((text) => {
      if (text.startsWith('[[...')) return { kind: 3, text };
      if (text.startsWith('[...')) return { kind: 2, text };
      if (text.startsWith('[')) return { kind: 1, text };
      return { kind: 0, text };
    });
}

/** Static before dynamic before catch-all, segment by segment; then the longer first. */
/** @param {Segment[]} a @param {Segment[]} b */
function compareSpecificity(a, b) {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const difference = /** @type {Segment} */ (a[i]).kind - /** @type {Segment} */ (b[i]).kind;
    if (difference !== 0) return difference;
  }
  return b.length - a.length;
}

/** @param {Segment[]} segments @param {string[]} parts */
function matches(segments, parts) {
  for (let i = 0; i < segments.length; i++) {
    const segment = /** @type {Segment} */ (segments[i]);
    if (segment.kind === 3) return true;
    if (segment.kind === 2) return parts.length > i;
    const part = parts[i];
    if (part === undefined) return false;
    if (segment.kind === 0 && decodeSafely(part) !== segment.text) return false;
  }
  return parts.length === segments.length;
}

/** @param {string} part */
function decodeSafely(part) {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
