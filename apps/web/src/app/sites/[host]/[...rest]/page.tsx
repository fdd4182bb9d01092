import { getServiceNavLink } from '@forecourt/core/service/service-booking';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getRequestOrigin } from '@/server/request-origin';
import { getRequestSite } from '@/server/request-site';
import type { Site } from '@/server/site';
import { ServicePage } from '../_service/service-page.tsx';

interface RestParams {
  params: Promise<{ host: string; rest: string[] }>;
}

/** The site's '{Make} Service' page when `rest` is its /{make}-service path (config, not code). */
function matchMakeService(site: Site, rest: string[]) {
  const link = getServiceNavLink(site.config.service);
  return link && rest.length === 1 && `/${rest[0]}` === link.href ? link : null;
}

export async function generateMetadata({ params }: RestParams): Promise<Metadata> {
  const [site, { rest }] = await Promise.all([getRequestSite(params), params]);
  const link = matchMakeService(site, rest);
  if (!link) return {};
  return {
    title: link.label,
    alternates: { canonical: `${await getRequestOrigin()}${link.href}` },
  };
}

/**
 * /{make}-service on sites that book through an outside system (spec 2 §2 Navigation); any
 * other path the site has no page for gets the site's 404 page, with status 404.
 */
export default async function UnknownSitePage({ params }: RestParams) {
  const [site, { rest }] = await Promise.all([getRequestSite(params), params]);
  const link = matchMakeService(site, rest);
  if (!link) notFound();
  return <ServicePage site={site} title={link.label} />;
}
