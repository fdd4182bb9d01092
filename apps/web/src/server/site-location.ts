import 'server-only';
import type { Location } from '@forecourt/core/location/location';
import { getSiteLocations } from './leads/lead-site-data.ts';
import type { Site } from './site.ts';

/** A visible location of the site by its slug, or null (the slug comes from the URL). */
export async function getSiteLocationBySlug(site: Site, slug: string): Promise<Location | null> {
  const locations = await getSiteLocations(site);
  return locations.find((location) => location.slug === slug) ?? null;
}
