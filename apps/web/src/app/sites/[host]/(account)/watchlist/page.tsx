import { signInHref, WATCHLIST_PATH } from '@forecourt/core/accounts';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { WatchlistList } from '@/components/vehicle/watchlist-list';
import { getPageSession } from '@/server/accounts/account-runtime';
import { getWatchedCards } from '@/server/accounts/watched-cards';
import { getRequestSite } from '@/server/request-site';

export const metadata: Metadata = {
  title: 'Your Watchlist',
  robots: { index: false, follow: false },
};

/** The signed-in shopper's watched cars with their current price and status (spec 1 §2). */
export default async function WatchlistPage({ params }: { params: Promise<{ host: string }> }) {
  const site = await getRequestSite(params);
  if (!site.config.features.watchlist) notFound();
  const session = await getPageSession(site);
  if (!session) redirect(signInHref({ type: 'watchlist', redirect: WATCHLIST_PATH, back: '/' }));
  const plural = site.config.cars.vehicleNoun.plural;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="font-bold text-3xl">Your Watchlist</h1>
      <p className="mt-2 text-muted">
        {plural} you are watching on {site.name}, with today’s price and status.
      </p>
      <WatchlistList cards={await getWatchedCards(site, session)} plural={plural} />
    </div>
  );
}
