'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Toaster } from '@/components/ui/toast';
import { VehicleCardView } from '@/components/vehicle/vehicle-card-view';
import { WatchlistToggle } from '@/components/vehicle/watchlist-toggle';
import type { WatchedCard } from '@/lib/vehicle-card-model';
import { readServerWatchlist, readWatchlist, subscribeWatchlist } from '@/lib/watchlist-store';

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
            prefetch={false}
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
              {watched.listed ? (
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
              ) : (
                <UnlistedCard watched={watched} headingLevel={headingLevel} />
              )}
              {watched.sold && watched.listed ? (
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

/** A watched car with no page any more: its name, why, and the way to stop watching it. */
function UnlistedCard({
  watched,
  headingLevel: Heading,
}: {
  watched: WatchedCard;
  headingLevel: 'h2' | 'h3';
}) {
  return (
    <article
      data-slot="watchlist-unlisted"
      className="flex h-full flex-col gap-3 rounded-brand border border-line bg-surface p-4"
    >
      <Heading className="font-semibold text-lg">{watched.name}</Heading>
      <p className="text-muted">
        {watched.sold
          ? 'This vehicle has been sold and is no longer listed.'
          : 'This vehicle is no longer listed.'}
      </p>
      <div className="mt-auto">
        <WatchlistToggle car={{ id: watched.id, name: watched.name }} sold variant="card" />
      </div>
    </article>
  );
}
