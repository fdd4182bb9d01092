import 'server-only';
import { headers } from 'next/headers';

/**
 * 'https://harbour-ford.com.au' from a request's headers. The edge server (apps/web/edge) has
 * already set Host to the host the shopper asked for and X-Forwarded-Proto to the scheme they
 * used — from the socket, or from trusted proxies only — so a client cannot choose either.
 */
export function getOriginFromHeaders(list: Headers): string {
  const proto = list.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  return `${proto}://${list.get('host') ?? 'localhost'}`;
}

/** The scheme and host the shopper used, for canonical and shared addresses. */
export async function getRequestOrigin(): Promise<string> {
  return getOriginFromHeaders(await headers());
}
