import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { type PageQuery, toUrlSearchParams } from '@/server/page-query';
import { getRequestSite } from '@/server/request-site';
import { getSiteOrigin } from '@/server/site-origin';
import { findRestPage } from './rest-routes.tsx';

interface RestParams {
  params: Promise<{ host: string; rest: string[] }>;
}

export async function generateMetadata({ params }: RestParams): Promise<Metadata> {
  const [site, { rest }] = await Promise.all([getRequestSite(params), params]);
  const page = await findRestPage(site, rest);
  if (!page) return {};
  return {
    title: page.title,
    alternates: { canonical: `${getSiteOrigin(site)}${page.path}` },
  };
}

/**
 * Pages whose paths come from config or data (/{make}-service, …); any other path the site has
 * no page for gets the site's 404 page, with status 404.
 */
export default async function RestPathPage({
  params,
  searchParams,
}: RestParams & { searchParams: Promise<PageQuery> }) {
  const [site, { rest }] = await Promise.all([getRequestSite(params), params]);
  const page = await findRestPage(site, rest);
  if (!page) notFound();
  return page.render(toUrlSearchParams(await searchParams));
}
