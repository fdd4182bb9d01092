'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Toaster } from '@/components/ui/toast';
import { type VehicleCardModel, VehicleCardView } from '@/components/vehicle/vehicle-card-view';
import { WatchlistToggle } from '@/components/vehicle/watchlist-toggle';
import { readServerWatchlist, readWatchlist, subscribeWatchlist } from '@/lib/watchlist-store';

export interface WatchedCard {
  id: number;
  name: string;
  sold: boolean;
  card: VehicleCardModel;
}

/** The watched cars; one removed here leaves the list at once. */
export function WatchlistList({
  cards,
  plural,
  headingLevel = 'h2',
}: {
  cards: WatchedCard[];
  plural: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const state = useSyncExternalStore(subscribeWatchlist, readWatchlist, readServerWatchlist);
  const shown =
    state.status === 'signed-in' ? cards.filter((watched) => state.ids.has(watched.id)) : cards;
  return (
    <>
      {shown.length === 0 ? (
        <div className="mt-8">
          <p>Your watchlist is empty. Use the Save button on any vehicle to watch it here.</p>
          <Link
            href="/search/new-used-and-demo-cars"
            className={buttonVariants({ className: 'mt-4' })}
          >
            Browse our {plural.toLowerCase()}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-slot="watchlist-list">
          {shown.map((watched) => (
            <li key={watched.id} className="flex flex-col gap-2">
              <VehicleCardView
                card={watched.card}
                headingLevel={headingLevel}
                action={
                  <WatchlistToggle
                    car={{ id: watched.id, name: watched.name }}
                    sold={watched.sold}
                    variant="card"
                  />
                }
              />
              {watched.sold ? (
                <p data-slot="watchlist-sold" className="font-semibold text-danger">
                  This vehicle has been sold.
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Toaster />
    </>
  );
}
