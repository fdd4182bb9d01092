'use client';

import { useSyncExternalStore } from 'react';
import {
  readServerWatchlist,
  readWatchlist,
  removeCar,
  saveCar,
  subscribeWatchlist,
} from '@/lib/watchlist-store';
import { Button } from '../ui/button.tsx';
import { BookmarkIcon } from '../ui/icons.tsx';

interface WatchlistToggleProps {
  car: { id: number; name: string };
  /** A sold car: the button shows only if it is already saved (spec 1 §4). */
  sold: boolean;
  /** 'card': an icon over a card image; 'bar': a labelled button; 'dock': the phone bar's. */
  variant: 'card' | 'bar' | 'dock';
  className?: string;
}

/**
 * Saves the car to, or removes it from, the signed-in shopper's watchlist (spec 1 §4). A toggle
 * button: its name stays 'Save' and aria-pressed says whether the car is saved (a name that
 * changed with the state, or differed from the visible word, would mislead: WCAG 2.5.3).
 */
export function WatchlistToggle({ car, sold, variant, className }: WatchlistToggleProps) {
  const state = useSyncExternalStore(subscribeWatchlist, readWatchlist, readServerWatchlist);
  const saved = state.ids.has(car.id);
  if (sold && !saved) return null;
  const busy = state.status === 'loading' || state.pending.has(car.id);
  const onClick = () => {
    void (saved ? removeCar(car) : saveCar(car));
  };
  return (
    <Button
      variant={variant === 'card' ? 'floating' : 'secondary'}
      size={variant === 'card' ? 'icon' : 'md'}
      data-slot="watchlist-toggle"
      aria-pressed={saved}
      // Only the icon-only card button needs a name of its own.
      aria-label={variant === 'card' ? `Save ${car.name} to your watchlist` : undefined}
      disabled={busy}
      aria-busy={busy}
      onClick={onClick}
      className={className}
    >
      <BookmarkIcon filled={saved} />
      {variant === 'card' ? null : <span>Save</span>}
    </Button>
  );
}
