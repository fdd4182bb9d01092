import { signInHref } from '@forecourt/core/accounts/sign-in-rules';
import { WATCHLIST_PATH } from '@forecourt/core/accounts/watchlist-texts';
import { getCarName, isInStock } from '@forecourt/core/car/car';
import { listWatchlistCars } from '@forecourt/db';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { toVehicleCardModel } from '@/components/vehicle/vehicle-card-model';
import { getPageSession } from '@/server/accounts/account-runtime';
import { getDatabase } from '@/server/database';
import { getRequestSite } from '@/server/request-site';
import { getSiteChrome } from '@/server/site-chrome';
import { type WatchedCard, WatchlistList } from './_components/watchlist-list.tsx';

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
  const { db } = await getDatabase();
  const now = new Date();
  const [cars, { locations }] = await Promise.all([
    listWatchlistCars(db, site.policy, session.userId),
    getSiteChrome(site),
  ]);
  const cards: WatchedCard[] = cars.map((car) => {
    const image = car.images.find((candidate) => !candidate.isVideo) ?? null;
    return {
      id: car.id,
      name: getCarName(car),
      sold: !isInStock(car),
      card: toVehicleCardModel(
        {
          ...car,
          image: image ? { url: image.url, width: image.width, height: image.height } : null,
          locationName: locations.find((location) => location.id === car.locationId)?.name ?? null,
        },
        site.config.cars,
        now,
      ),
    };
  });
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="font-bold text-3xl">Your Watchlist</h1>
      <p className="mt-2 text-muted">
        {site.config.cars.vehicleNoun.plural} you are watching on {site.name}, with today’s price
        and status.
      </p>
      <WatchlistList cards={cards} plural={site.config.cars.vehicleNoun.plural} />
    </div>
  );
}
