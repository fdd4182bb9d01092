import 'server-only';
import { normaliseHost } from '@forecourt/core/tenancy';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getSiteForHost, type Site } from './site.ts';

/** The site of a route under /sites/[host]; the layout has already 404'd unknown hosts. */
export async function getRequestSite(params: Promise<{ host: string }>): Promise<Site> {
  const site = await getSiteForHost(decodeURIComponent((await params).host));
  if (!site) notFound();
  return site;
}

/**
 * The site of a not-found page, which Next gives no route parameters: the host the proxy
 * routed by (the edge server has settled Host, so this is the same host as the [host] segment).
 */
export async function getNotFoundSite(): Promise<Site | null> {
  const host = normaliseHost((await headers()).get('host'));
  return host ? getSiteForHost(host) : null;
}
