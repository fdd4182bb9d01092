/**
 * The shopper's IP address. The edge server (apps/web/edge) replaces X-Forwarded-For with
 * exactly one address before Next sees the request — the socket's, or the one the
 * TRUSTED_PROXY_HOPS trusted proxies report — so whatever a client wrote there is gone. Without
 * the edge (`next dev`), Next appends nothing to a client's own header: the last entry is the
 * best there is.
 */
export function getClientIp(headers: Headers): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1) ?? 'unknown';
}
