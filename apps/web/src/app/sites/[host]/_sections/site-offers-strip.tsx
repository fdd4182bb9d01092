import { OffersStrip, type OffersStripProps } from '@/components/offers/offers-strip';
import { getSiteOffers } from '@/server/offers';

/** The offers strip with the offers the site shows now. */
export async function SiteOffersStrip(props: Omit<OffersStripProps, 'offers' | 'siteMakes'>) {
  const { offers, makes } = await getSiteOffers(props.site);
  return <OffersStrip {...props} offers={offers} siteMakes={makes} />;
}
