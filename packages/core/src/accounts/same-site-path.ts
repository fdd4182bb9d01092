const probeOrigin = 'http://same-site.invalid';

/**
 * The path a sign-in may send the shopper to: a same-site relative path ('/cars/x?y=1#z'), or
 * '/' for anything else — absolute and protocol-relative URLs, backslashes (browsers read
 * '/\host' as '//host'), control characters (browsers drop tabs and newlines, so '/\t/host'
 * becomes '//host'), dot segments that normalise to '//host' ('/.//host', '/a/..//host'), and
 * any of those percent-encoded, however often (spec 1 §2 sign-in: redirect and back must never
 * leave the site). The check is made on the path returned, after normalising, and on each
 * decoding of it.
 */
export function toSameSitePath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return '/';
  if (!isPlainPath(value)) return '/';
  const path = normalise(value);
  return path !== null && staysOnSite(path) ? path : '/';
}

/** The path, query and fragment a browser makes of `text` on this site; null if it leaves. */
function normalise(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text, probeOrigin);
  } catch {
    return null;
  }
  return url.origin === probeOrigin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** Whether `path`, and every decoding of it, is a plain path before and after normalising. */
function staysOnSite(path: string): boolean {
  let text = path;
  for (let round = 0; round < 4; round++) {
    const normalised = normalise(text);
    if (!isPlainPath(text) || normalised === null || !isPlainPath(normalised)) return false;
    const next = safeDecode(text);
    if (next === null) return false;
    if (next === text) return true;
    text = next;
  }
  return false;
}

function isPlainPath(text: string): boolean {
  return (
    text.startsWith('/') &&
    !text.startsWith('//') &&
    !text.includes('\\') &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
    !/[\u0000-\u001f\u007f\s]/.test(text)
  );
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
