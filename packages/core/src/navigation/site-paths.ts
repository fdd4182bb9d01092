import type { SiteConfig } from '../config/site-config.ts';
import { findContentPage } from '../content/content-pages.ts';
import { getServiceNavLink } from '../service/service-booking.ts';
import { isExternalHref } from './external-href.ts';

/** Pages every site has, built as routes in apps/web/src/app/sites/[host]/. */
export const staticSitePaths: readonly string[] = [
  '/',
  '/alerts/unsubscribe',
  '/apply-for-finance',
  '/book-test-drive',
  '/book-test-drive/confirm',
  '/brands',
  '/cars',
  '/cars/trade-in',
  '/checkout-journey',
  '/compare',
  '/contact',
  '/contact-us',
  '/dealer-locator',
  '/dealerships',
  '/favourites',
  '/finance',
  '/finance-enquiry',
  '/models',
  '/my-garage',
  '/parts/search',
  '/personalised/finance',
  '/print',
  '/reviews',
  '/roadside-assist',
  '/search',
  '/used-car',
  '/sell-my-car',
  '/sell-your-car',
  '/service',
  '/sign-in',
  '/special-offers',
  '/success',
  '/trade-in',
  '/vehicle-parts-and-accessories',
  '/warranty',
  '/watchlist',
];

/** Paths whose pages come from data: any path below these prefixes may be a page. */
const dataPrefixes = [
  '/search/',
  '/used-car/',
  '/models/',
  '/cars/',
  '/offers/',
  '/locations/',
  '/our-location/',
  '/contact-us/',
];
/** /{brand}/overview (spec 1 §2 group sites). */
const brandOverview = /^\/[a-z0-9]+(?:-[a-z0-9]+)*\/overview$/;

/** The path of an internal href without its query or fragment ('/models?body=suv' → '/models'). */
export function toPathname(href: string): string {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Whether `config`'s site has a page at `path` (a pathname, no query) or may have one from data. */
export function isSitePath(config: SiteConfig, path: string): boolean {
  if (staticSitePaths.includes(path)) return true;
  const finance = config.finance.routes;
  if (path === finance.finance || path === finance.enquiry || path === finance.apply) return true;
  if (dataPrefixes.some((prefix) => `${path}/`.startsWith(prefix))) return true;
  if (brandOverview.test(path)) return true;
  if (findContentPage(config.pages, path)) return true;
  if (config.features.garage && config.features.garagePaths.includes(path)) return true;
  return getServiceNavLink(config.service)?.href === path;
}

/** Every `href` string in the config, with its dotted path (header, footer, promos, …). */
export function listConfigLinks(
  config: unknown,
  base: string[] = [],
): { path: string; href: string }[] {
  if (Array.isArray(config)) {
    return config.flatMap((item, index) => listConfigLinks(item, [...base, String(index)]));
  }
  if (typeof config !== 'object' || config === null) return [];
  return Object.entries(config).flatMap(([key, value]) =>
    key === 'href' && typeof value === 'string'
      ? [{ path: [...base, key].join('.'), href: value }]
      : listConfigLinks(value, [...base, key]),
  );
}

/**
 * Config links to pages the site does not have (§6: a config error at load, not a 404 later).
 * External links are allowed; an internal one must start with / and name a page of the site.
 */
export function findDeadConfigLinks(config: SiteConfig): { path: string; message: string }[] {
  return listConfigLinks(config).flatMap(({ path, href }) => {
    if (isExternalHref(href)) return [];
    if (!href.startsWith('/') || href.startsWith('//')) {
      return [{ path, message: `Link '${href}' must start with / or be http(s), tel: or mailto:` }];
    }
    return isSitePath(config, toPathname(href))
      ? []
      : [{ path, message: `Link '${href}' names a page this site does not have` }];
  });
}

/** Extra content pages whose path a built page already uses (a config error). */
export function findCollidingContentPages(config: SiteConfig): { path: string; message: string }[] {
  return config.pages.extra.flatMap((page, index) => {
    const builtIn =
      staticSitePaths.includes(page.path) ||
      dataPrefixes.some((prefix) => `${page.path}/`.startsWith(prefix)) ||
      brandOverview.test(page.path) ||
      getServiceNavLink(config.service)?.href === page.path ||
      findContentPage({ ...config.pages, extra: config.pages.extra.slice(0, index) }, page.path);
    return builtIn
      ? [
          {
            path: `pages.extra.${index}.path`,
            message: `${page.path} is already a page of the site`,
          },
        ]
      : [];
  });
}
