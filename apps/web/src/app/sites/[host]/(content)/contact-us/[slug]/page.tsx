import { notFound, permanentRedirect } from 'next/navigation';
import { getRequestSite } from '@/server/request-site';
import { getSiteLocationBySlug } from '@/server/site/site-locations';

/**
 * Spec 2 §2 aliases of a location page, /contact-us/{slug} and /our-location/{slug}: a permanent
 * redirect (308) to /locations/{slug}; an unknown slug is the site's 404.
 */
export default async function LocationAlias({
  params,
}: {
  params: Promise<{ host: string; slug: string }>;
}) {
  const site = await getRequestSite(params);
  const location = await getSiteLocationBySlug(site, (await params).slug);
  if (!location) notFound();
  permanentRedirect(`/locations/${location.slug}`);
}
