import type { Offer } from '@forecourt/core/offers';
import Link from 'next/link';
import type { SiteOffer } from '@/server/offers';
import type { Site } from '@/server/site';
import { OfferCard } from './offer-card.tsx';

export interface OffersStripProps {
  site: Site;
  /** The offers the site shows now, soonest ending first (getSiteOffers). */
  offers: readonly SiteOffer[];
  /** The makes the site sells: decide each card's enquire link (offerPath). */
  siteMakes: readonly string[];
  /** Only offers for this model (the model page), by its slug. */
  modelSlug?: string;
  /** Only offers for this make (a brand's overview page). */
  make?: string;
  /** At most this many cards (default 3). */
  limit?: number;
  heading?: string;
}

/**
 * The site's current offers as a row of cards with a link to /special-offers, for the home
 * page and model pages. Renders nothing when there is no offer to show.
 */
export function OffersStrip({
  site,
  offers,
  siteMakes,
  modelSlug,
  make,
  limit = 3,
  heading = 'Latest Offers',
}: OffersStripProps) {
  const shown = offers
    .filter((offer) => matchesModel(offer, modelSlug) && matchesMake(offer, make))
    .slice(0, limit);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="offers-strip-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="offers-strip-heading" className="font-bold text-3xl">
          {heading}
        </h2>
        <Link
          prefetch={false}
          href="/special-offers"
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          View all offers
        </Link>
      </div>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((offer) => (
          <OfferCard
            key={offer.id}
            offer={offer}
            siteMakes={siteMakes}
            modelRewrites={site.config.navigation.modelPathRewrites}
            headingLevel="h3"
          />
        ))}
      </div>
    </section>
  );
}

function matchesModel(offer: Offer, modelSlug: string | undefined): boolean {
  if (modelSlug === undefined) return true;
  return (
    offer.model !== null && (offer.model.slug === modelSlug || offer.model.newSlug === modelSlug)
  );
}

function matchesMake(offer: Offer, make: string | undefined): boolean {
  return make === undefined || offer.manufacturer?.name.toLowerCase() === make.toLowerCase();
}
