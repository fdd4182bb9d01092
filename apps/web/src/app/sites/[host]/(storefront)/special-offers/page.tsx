import type { Metadata } from 'next';
import Link from 'next/link';
import { OfferCard } from '@/components/offers/offer-card';
import { getSiteOffers } from '@/server/offers';
import { getRequestSite } from '@/server/request-site';

export const metadata: Metadata = {
  title: 'Special Offers',
  description: 'Current new-vehicle and finance offers from the dealer.',
};

/** /special-offers (spec 2 §2 Offers): the grid of every offer the site shows now. */
export default async function SpecialOffersPage({ params }: { params: Promise<{ host: string }> }) {
  const site = await getRequestSite(params);
  const { offers, makes } = await getSiteOffers(site);
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
      <header className="space-y-3">
        <h1 className="font-bold text-4xl">Special Offers</h1>
        <p className="max-w-prose text-lg">The latest offers from {site.name}.</p>
      </header>
      {offers.length > 0 ? (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {offers.map((offer, index) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              siteMakes={makes}
              modelRewrites={site.config.navigation.modelPathRewrites}
              priority={index === 0}
            />
          ))}
        </div>
      ) : (
        <p>
          There are no offers running right now.{' '}
          <Link
            prefetch={false}
            href="/search"
            className="text-primary underline underline-offset-4"
          >
            Browse our stock
          </Link>{' '}
          or{' '}
          <Link
            prefetch={false}
            href="/contact"
            className="text-primary underline underline-offset-4"
          >
            contact us
          </Link>
          .
        </p>
      )}
    </div>
  );
}
