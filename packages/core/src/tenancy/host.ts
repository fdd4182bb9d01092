/** What a request's host names: the platform index, a site by subdomain, or a custom domain. */
export type HostTarget =
  | { kind: 'platform' }
  | { kind: 'console' }
  | { kind: 'subdomain'; slug: string }
  | { kind: 'custom-domain'; domain: string }
  | { kind: 'invalid' };

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const RESERVED = new Set(['www', 'console']);
const HOSTNAME = /^[a-z0-9.-]+$/;

/**
 * Whether a site can be reached at `{slug}.{ROOT_DOMAIN}`: one DNS label, lower case. `www` and
 * `console` are taken: the platform index and the dealer console.
 */
export function isSiteSlug(slug: string): boolean {
  return SLUG.test(slug) && !RESERVED.has(slug);
}

/** Lower-cased host without port; null when the header is not a hostname. */
export function normaliseHost(hostHeader: string | null | undefined): string | null {
  if (!hostHeader) return null;
  const host = hostHeader.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return HOSTNAME.test(host) ? host : null;
}

/**
 * `{slug}.{rootDomain}` is a site; the root domain itself (or a loopback address) is the
 * platform index; any other host may be a site's custom domain.
 */
export function parseHost(hostHeader: string | null | undefined, rootDomain: string): HostTarget {
  const host = normaliseHost(hostHeader);
  if (!host) return { kind: 'invalid' };
  if (host === rootDomain || host === '127.0.0.1' || host === `www.${rootDomain}`)
    return { kind: 'platform' };
  if (host === getConsoleHost(rootDomain)) return { kind: 'console' };
  if (host.endsWith(`.${rootDomain}`)) {
    const slug = host.slice(0, -rootDomain.length - 1);
    return isSiteSlug(slug) ? { kind: 'subdomain', slug } : { kind: 'invalid' };
  }
  return { kind: 'custom-domain', domain: host };
}

/** The dealer console's host: `console.{ROOT_DOMAIN}` (issue 28 §1). No site can take it. */
export function getConsoleHost(rootDomain: string): string {
  return `console.${rootDomain}`;
}
