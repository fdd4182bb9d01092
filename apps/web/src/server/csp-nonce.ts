import 'server-only';
import { headers } from 'next/headers';

/**
 * This request's script nonce (the edge server puts it in the CSP header and in x-nonce). Next
 * adds it to its own scripts; an inline script a component renders needs it too, or the
 * browser refuses to run it.
 */
export async function getCspNonce(): Promise<string | undefined> {
  return (await headers()).get('x-nonce') ?? undefined;
}
