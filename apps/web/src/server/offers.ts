import 'server-only';
import type { Offer, OfferAudience } from '@forecourt/core/offers';
import { truncateOfferDescription } from '@forecourt/core/offers';
import { listSiteOffers } from '@forecourt/db';
import { cache } from 'react';
import { getDatabase } from './database.ts';
import { createProcessCache } from './process-cache.ts';
import { toPlainText } from './sanitize-dealer-html.ts';
import { getSiteChrome } from './site/site-chrome.ts';
import type { Site } from './site.ts';

/** An offer the site shows now, with the text its card shows. */
export interface SiteOffer extends Offer {
  /** The description as plain text, cut for a card (spec 2 §9): whole up to 200 characters. */
  summary: string;
}

export interface SiteOffers {
  offers: SiteOffer[];
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
      const offers = await listSiteOffers(db, audience, new Date());
      return { offers: offers.map(withSummary), makes: [...audience.makes] };
    }),
);

/** One offer the site shows now, by id; null for any other. */
export async function getSiteOfferById(site: Site, offerId: number): Promise<SiteOffer | null> {
  const { offers } = await getSiteOffers(site);
  return offers.find((offer) => offer.id === offerId) ?? null;
}

function withSummary(offer: Offer): SiteOffer {
  return { ...offer, summary: truncateOfferDescription(toPlainText(offer.description)).text };
}
