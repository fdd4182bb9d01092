import 'server-only';
import type { Offer, OfferAudience } from '@forecourt/core/offers/offer';
import { listSiteOffers } from '@forecourt/db';
import { cache } from 'react';
import { getDatabase } from './database.ts';
import { createProcessCache } from './process-cache.ts';
import { getSiteChrome } from './site/site-chrome.ts';
import type { Site } from './site.ts';

export interface SiteOffers {
  offers: Offer[];
  /** The makes the site sells: decides the offer link shape (offerPath). */
  makes: string[];
}

// One query per site per 30 s: a schedule boundary shows within the TTL, like config changes.
const offersCache = createProcessCache<SiteOffers>('site-offers', 30_000, 500);

/** The site's audience for offers: its id, dealerships and the makes its locations sell. */
export async function getOfferAudience(site: Site): Promise<OfferAudience> {
  const { makes } = await getSiteChrome(site);
  return { siteId: site.id, dealershipIds: site.dealershipIds, makes };
}

/** The offers the site shows now (core's rule), soonest ending first. */
export const getSiteOffers = cache(
  (site: Site): Promise<SiteOffers> =>
    offersCache.get(String(site.id), async () => {
      const audience = await getOfferAudience(site);
      const { db } = await getDatabase();
      return { offers: await listSiteOffers(db, audience, new Date()), makes: [...audience.makes] };
    }),
);

/** One offer the site shows now, by id; null for any other. */
export async function getSiteOfferById(site: Site, offerId: number): Promise<Offer | null> {
  const { offers } = await getSiteOffers(site);
  return offers.find((offer) => offer.id === offerId) ?? null;
}
