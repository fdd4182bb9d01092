/**
 * The shopper's IP address from X-Forwarded-For. Next.js fills the header with the socket's
 * address when a request arrives without one; behind `trustedHops` proxies that append to it,
 * the client is that many entries from the right. A client can forge entries to the left,
 * never the ones our proxies add.
 */
export function getClientIp(headers: Headers, trustedHops: number): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const index = entries.length - 1 - trustedHops;
  return entries[Math.max(0, index)] ?? 'unknown';
}
