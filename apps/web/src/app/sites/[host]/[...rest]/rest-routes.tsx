import { MY_GARAGE_PATH } from '@forecourt/core/accounts';
import { matchModelPath, modelPath } from '@forecourt/core/catalogue';
import { findContentPage } from '@forecourt/core/content';
import { getServiceNavLink } from '@forecourt/core/service';
import { permanentRedirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { findSiteBrand } from '@/server/brands/site-brands';
import type { Site } from '@/server/site';
import { getSiteChrome } from '@/server/site/site-chrome';
import { BrandOverviewPage } from '../_brands/brand-overview-page.tsx';
import { MarkdownPage } from '../_content/markdown-page.tsx';
import { FinanceEnquiryPage } from '../_finance/finance-enquiry-page.tsx';
import { FinancePage } from '../_finance/finance-page.tsx';
import { ModelPage } from '../_models/model-page.tsx';
import { ServicePage } from '../_service/service-page.tsx';

/** A page found for a path the site's routes do not name (its path comes from data or config). */
export interface RestPage {
  title: string;
  /** The page's canonical path on the site. */
  path: string;
  /** Renders the page; `query` is the request's query string. */
  render(query: URLSearchParams): ReactNode | Promise<ReactNode>;
}

/** Finds the page `rest` names on `site`, or null. Matchers must not throw for unknown paths. */
export type RestRoute = (site: Site, rest: string[]) => RestPage | null | Promise<RestPage | null>;

/** /{make}-service on sites that book through an outside system (spec 2 §2 Navigation). */
const makeServicePage: RestRoute = (site, rest) => {
  const link = getServiceNavLink(site.config.service);
  if (!link || rest.length !== 1 || `/${rest[0]}` !== link.href) return null;
  return {
    title: link.label,
    path: link.href,
    render: () => <ServicePage site={site} title={link.label} />,
  };
};

/**
 * The finance page and the finance enquiry at the paths the site configures for them
 * (finance.routes, spec 2 §2: /ford-finance, …); the default paths are routes of their own.
 */
const financeRoutePage: RestRoute = (site, rest) => {
  const path = `/${rest.join('/')}`;
  const { routes } = site.config.finance;
  if (path === routes.enquiry) {
    return {
      title: 'Finance Enquiry',
      path,
      render: (query) => <FinanceEnquiryPage site={site} query={query} />,
    };
  }
  if (path !== routes.finance && path !== routes.apply) return null;
  return {
    title: 'Finance',
    path: routes.finance,
    render: (query) => <FinancePage site={site} query={query} />,
  };
};

/** Dealer content pages from config: /about-us, /careers, … and the site's further pages. */
const contentPage: RestRoute = (site, rest) => {
  const page = findContentPage(site.config.pages, `/${rest.join('/')}`);
  if (!page) return null;
  return {
    title: page.title.replaceAll('{dealerName}', site.name),
    path: page.path,
    render: () => <MarkdownPage site={site} page={page} />,
  };
};

/** /{brand}/overview for each of the group's franchise makes (spec 1 §2 Routes). */
const brandOverviewPage: RestRoute = async (site, rest) => {
  if (rest.length !== 2 || rest[1] !== 'overview' || !rest[0]) return null;
  const brand = await findSiteBrand(site, rest[0]);
  if (!brand) return null;
  return {
    title: `${brand.name} overview`,
    path: `/${brand.slug}/overview`,
    render: () => <BrandOverviewPage site={site} brand={brand} />,
  };
};

/**
 * /{modelSlug} for the models the site lists (spec 2 §3 Model), at its new_slug or the site's
 * rewritten path; an old slug moves permanently (308) to the model's path.
 */
const modelPage: RestRoute = async (site, rest) => {
  if (rest.length === 0) return null;
  const { models } = await getSiteChrome(site);
  const rewrites = site.config.navigation.modelPathRewrites;
  const match = matchModelPath(models, `/${rest.join('/')}`, rewrites);
  if (!match) return null;
  if (match.kind === 'redirect') permanentRedirect(match.to);
  const { model } = match;
  return {
    title: `${model.make} ${model.name}`,
    path: modelPath(model, rewrites),
    render: () => <ModelPage site={site} model={model} />,
  };
};

/**
 * A group's own name for My Garage (spec 2 §2: /mymotorama, /mybigboxcars…, `features.
 * garagePaths`): the garage's page is /my-garage, where gating and sign-in apply; these move there.
 */
const garagePortal: RestRoute = (site, rest) => {
  const { garage, garagePaths } = site.config.features;
  if (!garage || rest.length !== 1 || !garagePaths.includes(`/${rest[0]}`)) return null;
  permanentRedirect(MY_GARAGE_PATH);
};

/** Tried in order; the first match wins. Put routes keyed by config before those keyed by data. */
export const restRoutes: readonly RestRoute[] = [
  makeServicePage,
  financeRoutePage,
  garagePortal,
  contentPage,
  brandOverviewPage,
  modelPage,
];

export async function findRestPage(site: Site, rest: string[]): Promise<RestPage | null> {
  for (const route of restRoutes) {
    const page = await route(site, rest);
    if (page) return page;
  }
  return null;
}
