import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSiteConfig, SiteConfigError } from '../config/merge-config.ts';
import { fillPlaceholders, findContentPage } from '../content/content-pages.ts';
import { isExternalHref } from './external-href.ts';
import { findDeadConfigLinks, isSitePath, listConfigLinks, staticSitePaths } from './site-paths.ts';

const defaults = resolveSiteConfig({}, {});

function issuesOf(overrides: unknown): { path: string; message: string }[] {
  try {
    resolveSiteConfig({}, overrides);
    return [];
  } catch (error) {
    if (error instanceof SiteConfigError) return error.issues;
    throw error;
  }
}

describe('site paths', () => {
  it('knows built routes, content pages and the patterns whose pages come from data', () => {
    for (const path of ['/', '/about-us', '/privacy-policy', '/special-offers', '/models']) {
      expect(isSitePath(defaults, path)).toBe(true);
    }
    for (const path of [
      '/search/used-cars',
      '/used-car/ford/ranger',
      '/models/ranger-phev',
      '/parts/search',
      '/cars/2020-ford-ranger-1',
      '/offers/ford/12',
    ]) {
      expect(isSitePath(defaults, path)).toBe(true);
    }
    expect(isSitePath(defaults, '/ford/overview')).toBe(true);
    expect(isSitePath(defaults, '/about-uss')).toBe(false);
    expect(isSitePath(defaults, '/offersx')).toBe(false);
  });

  it('finds every href in the config with its path', () => {
    const links = listConfigLinks(defaults);
    expect(links).toContainEqual({ path: 'navigation.header.0.href', href: '/' });
    expect(links).toContainEqual({ path: 'search.promos.0.href', href: '/sell-my-car' });
  });

  it('allows external links and the default config has no dead link', () => {
    expect(findDeadConfigLinks(defaults)).toEqual([]);
    expect(isExternalHref('https://example.com')).toBe(true);
    expect(isExternalHref('tel:+61755501200')).toBe(true);
    expect(isExternalHref('mailto:sales@example.com')).toBe(true);
    expect(isExternalHref('/contact')).toBe(false);
  });
});

describe('config link validation at load', () => {
  it('reports a header link to a page the site does not have, with its path', () => {
    const issues = issuesOf({
      navigation: { header: [{ kind: 'link', label: 'Blog', href: '/blog' }] },
    });
    expect(issues).toEqual([
      {
        path: 'navigation.header.0.href',
        message: "Link '/blog' names a page this site does not have",
      },
    ]);
  });

  it('reports dead links in the footer, vehicle filters and announcement bar', () => {
    const issues = issuesOf({
      navigation: {
        footer: [{ title: 'X', links: [{ label: 'Nope', href: '/nope?x=1' }] }],
        footerVehicleFilters: [{ label: 'Bad', href: 'models?body=suv' }],
      },
      vehiclePage: { announcement: { text: 'Sale', href: '/sale' } },
    })
      .map((issue) => issue.path)
      .sort();
    expect(issues).toEqual([
      'navigation.footer.0.links.0.href',
      'navigation.footerVehicleFilters.0.href',
      'vehiclePage.announcement.href',
    ]);
  });

  it('accepts a link to an extra content page, and external links', () => {
    expect(
      issuesOf({
        pages: { extra: [{ path: '/our-history', title: 'Our History', body: '# Since 1978' }] },
        navigation: {
          footerVehicleFilters: [
            { label: 'History', href: '/our-history' },
            { label: 'Ford', href: 'https://www.ford.com.au' },
            { label: 'Call', href: 'tel:+61755501200' },
          ],
        },
      }),
    ).toEqual([]);
  });

  it('an extra page on a path a built page has is a config error', () => {
    const issues = issuesOf({
      pages: {
        extra: [
          { path: '/service', title: 'Service', body: '' },
          { path: '/about-us', title: 'About', body: '' },
          { path: '/history', title: 'History', body: '' },
          { path: '/history', title: 'History again', body: '' },
        ],
      },
    }).map((issue) => issue.path);
    expect(issues).toEqual(['pages.extra.0.path', 'pages.extra.1.path', 'pages.extra.3.path']);
  });
});

describe('content pages', () => {
  it('has the six default pages and fills the dealer name', () => {
    for (const path of [
      '/about-us',
      '/careers',
      '/fleet',
      '/terms-and-conditions',
      '/privacy-policy',
      '/finance-and-insurance',
    ]) {
      expect(findContentPage(defaults.pages, path)?.body).toContain('{dealerName}');
    }
    expect(findContentPage(defaults.pages, '/careers')?.form).toBe('careers-enquiry');
    expect(findContentPage(defaults.pages, '/fleet')?.form).toBe('fleet-enquiry');
    expect(findContentPage(defaults.pages, '/nope')).toBeNull();
    const values = new Map([['dealerName', 'Harbour Ford']]);
    expect(fillPlaceholders('{dealerName} and {unknown}', values)).toBe(
      'Harbour Ford and {unknown}',
    );
  });

  it('the privacy policy names leads, local favourites, analytics, access and the OAIC', () => {
    const body = findContentPage(defaults.pages, '/privacy-policy')?.body ?? '';
    for (const text of [
      'Australian Privacy Principles',
      'Enquiries (leads)',
      'local storage',
      'Analytics',
      'Access and correction',
      'Office of the Australian Information Commissioner',
    ]) {
      expect(body).toContain(text);
    }
  });
});

const routesRoot = join(import.meta.dirname, '../../../../apps/web/src/app/sites/[host]');

/** URL paths of the route folders with a page.tsx and no [param] or _private segment. */
function fixedRoutePaths(): string[] {
  return (
    readdirSync(routesRoot, { recursive: true, encoding: 'utf8' })
      .filter((file) => file === 'page.tsx' || file.endsWith(`${sep}page.tsx`))
      .map((file) => file.split(sep).slice(0, -1))
      .filter((segments) => !segments.some((s) => s.startsWith('[') || s.startsWith('_')))
      // Route groups, '(storefront)', are folders only: not part of the URL.
      .map((segments) => segments.filter((segment) => !/^\(.+\)$/.test(segment)))
      .map((segments) => `/${segments.join('/')}`)
      // /search and /used-car are optional catch-alls ([[...path]]): the bare paths are pages too.
      .concat('/search', '/used-car')
  );
}

describe('staticSitePaths', () => {
  // The list is what config links are checked against: a route added or removed without it
  // would make a good link fail at load, or a dead one pass.
  it('is exactly the fixed page routes under sites/[host]', () => {
    const routes = fixedRoutePaths();
    expect(routes).toContain('/warranty');
    expect([...routes].sort()).toEqual([...staticSitePaths].sort());
  });
});
