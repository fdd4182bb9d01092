import 'server-only';
import { notFound } from 'next/navigation';
import { getSiteForHost, type Site } from './site.ts';

/** The site of a route under /sites/[host]; the layout has already 404'd unknown hosts. */
export async function getRequestSite(params: Promise<{ host: string }>): Promise<Site> {
  const site = await getSiteForHost(decodeURIComponent((await params).host));
  if (!site) notFound();
  return site;
}
