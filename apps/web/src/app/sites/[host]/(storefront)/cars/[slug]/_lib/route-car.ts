import 'server-only';
import type { Car } from '@forecourt/core/car';
import type { Location } from '@forecourt/core/location';
import { jsonError } from '@/server/http/json-route';
import { getSiteForHost, type Site } from '@/server/site';
import { getCarForPage } from '@/server/site/site-cars';
import { getSiteChrome } from '@/server/site/site-chrome';

export type CarRouteParams = Promise<{ host: string; slug: string }>;

/** The site and car a route handler under /cars/{slug}/ is about; null when either is unknown. */
export async function getRouteCar(
  params: CarRouteParams,
): Promise<{ site: Site; car: Car; location: Location | null } | null> {
  const { host, slug } = await params;
  const site = await getSiteForHost(decodeURIComponent(host));
  if (!site) return null;
  const data = await getCarForPage(site, slug);
  if (!data) return null;
  const location = data.location ?? (await getSiteChrome(site)).mainLocation;
  return { site, car: data.car, location };
}

export const notFoundJson = () => jsonError(404, 'Not found');
