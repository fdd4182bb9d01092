import 'server-only';
import type { PublicAddress } from '@forecourt/core/tenancy';
import { toPublicAddress } from '@forecourt/core/tenancy';
import { getEnv } from '@/env';
import type { Site } from './site.ts';

/** How shoppers reach this deployment's sites (ROOT_DOMAIN, PUBLIC_SCHEME, PUBLIC_PORT). */
export function getPublicAddress(): PublicAddress {
  return toPublicAddress(getEnv());
}

/**
 * The site's canonical origin, 'https://www.harbourford.com.au': the one origin every absolute
 * URL a response or an email carries is built on. It comes from configuration (primary domain,
 * PUBLIC_SCHEME, PUBLIC_PORT), never from the request's Host, so a client choosing its Host
 * header can neither poison a cache nor put its own address into a page.
 */
export function getSiteOrigin(site: Site): string {
  return site.origin;
}
