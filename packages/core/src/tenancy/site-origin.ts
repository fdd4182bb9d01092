/** How this deployment's sites are reached from outside: configuration, never a request. */
export interface PublicAddress {
  rootDomain: string;
  scheme: 'http' | 'https';
  /** The public port; the scheme's default port is left out of origins. */
  port: number;
}

/** What a site's addresses are made of: its slug and custom domains (primary first, if any). */
export interface SiteHosts {
  slug: string;
  domains: readonly string[];
  primaryDomain: string | null;
}

const defaultPorts = { http: 80, https: 443 } as const;

function toOrigin(host: string, address: PublicAddress): string {
  const port = address.port === defaultPorts[address.scheme] ? '' : `:${address.port}`;
  return `${address.scheme}://${host}${port}`;
}

/**
 * The site's canonical origin ('https://www.harbourford.com.au'): its primary domain, else
 * `{slug}.{rootDomain}`, with the deployment's public scheme and port. Canonical links, feeds,
 * sitemaps and emails all use it, so no address a response carries comes from request text.
 */
export function getCanonicalOrigin(site: SiteHosts, address: PublicAddress): string {
  return toOrigin(site.primaryDomain ?? `${site.slug}.${address.rootDomain}`, address);
}

/** Every origin the site answers on (canonical first): what a browser on the site may report. */
export function listSiteOrigins(site: SiteHosts, address: PublicAddress): string[] {
  const hosts = [
    site.primaryDomain ?? `${site.slug}.${address.rootDomain}`,
    `${site.slug}.${address.rootDomain}`,
    ...site.domains,
  ];
  return [...new Set(hosts)].map((host) => toOrigin(host, address));
}

/** The dealer console's origin ('https://console.forecourt.com.au'): for links in staff emails. */
export function getConsoleOrigin(address: PublicAddress): string {
  return toOrigin(`console.${address.rootDomain}`, address);
}
