import 'server-only';
import { headers } from 'next/headers';

/**
 * The scheme and host the shopper used ('https://harbour-ford.com.au'), for canonical and
 * shared addresses. Behind a proxy, x-forwarded-proto and x-forwarded-host say what it was.
 */
export async function getRequestOrigin(): Promise<string> {
  const list = await headers();
  const host = list.get('x-forwarded-host') ?? list.get('host') ?? 'localhost';
  const forwardedProto = list.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const proto = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : 'http';
  return `${proto}://${host}`;
}
