import {
  LocationSection,
  type LocationSectionProps,
} from '@/components/locations/location-section';
import { getLocationRatings } from '@/server/reviews';
import { getSiteLocations } from '@/server/site/site-locations';

/** A locations section chosen from the site's locations, each card with its rating. */
export async function SiteLocationSection(
  props: Omit<LocationSectionProps, 'siteLocations' | 'ratings'>,
) {
  const [siteLocations, ratings] = await Promise.all([
    getSiteLocations(props.site),
    getLocationRatings(props.site),
  ]);
  return <LocationSection {...props} siteLocations={siteLocations} ratings={ratings} />;
}
