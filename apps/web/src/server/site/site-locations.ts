import 'server-only';
import type { Location } from '@forecourt/core/location';
import type { Site } from '../site.ts';
import { getSiteChrome } from './site-chrome.ts';

/** The site's visible locations (its chrome's, cached with it for 30 s per process). */
export async function getSiteLocations(site: Site): Promise<Location[]> {
  return (await getSiteChrome(site)).locations;
}

/** A visible location of the site by its slug, or null (the slug comes from the URL). */
export async function getSiteLocationBySlug(site: Site, slug: string): Promise<Location | null> {
  const locations = await getSiteLocations(site);
  return locations.find((location) => location.slug === slug) ?? null;
}
