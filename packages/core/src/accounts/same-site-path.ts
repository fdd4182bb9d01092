const probeOrigin = 'http://same-site.invalid';

/**
 * The path a sign-in may send the shopper to: a same-site relative path ('/cars/x?y=1#z'), or
 * '/' for anything else — absolute and protocol-relative URLs, backslashes (browsers read
 * '/\host' as '//host'), control characters (browsers drop tabs and newlines, so '/\t/host'
 * becomes '//host'), and any of those percent-encoded, however often (spec 1 §2 sign-in:
 * redirect and back must never leave the site).
 */
export function toSameSitePath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return '/';
  let decoded = value;
  for (let round = 0; round < 4; round++) {
    if (!isPlainPath(decoded)) return '/';
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return '/';
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (decoded !== safeDecode(decoded)) return '/';
  const url = new URL(value, probeOrigin);
  if (url.origin !== probeOrigin) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
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
