'use client';

import { useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';
import {
  readServerWatchlist,
  readWatchlist,
  removeCar,
  saveCar,
  subscribeWatchlist,
} from '@/lib/watchlist-store';
import { BookmarkIcon } from '../ui/icons.tsx';

interface WatchlistToggleProps {
  car: { id: number; name: string };
  /** A sold car: the button shows only if it is already saved (spec 1 §4). */
  sold: boolean;
  /** 'card': an icon over a card image; 'bar': a labelled button; 'dock': the phone bar's. */
  variant: 'card' | 'bar' | 'dock';
  className?: string;
}

const variantClasses = {
  card: 'flex size-11 items-center justify-center rounded-full bg-surface/90 text-primary shadow disabled:opacity-60',
  bar: 'inline-flex min-h-11 items-center gap-2 rounded-brand border border-line px-3 font-semibold hover:bg-subtle aria-pressed:border-primary aria-pressed:text-primary disabled:cursor-not-allowed disabled:opacity-60',
  dock: 'disabled:cursor-not-allowed disabled:opacity-60',
} as const;

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
    <button
      type="button"
      data-slot="watchlist-toggle"
      aria-pressed={saved}
      // Only the icon-only card button needs a name of its own.
      aria-label={variant === 'card' ? `Save ${car.name} to your watchlist` : undefined}
      disabled={busy}
      aria-busy={busy}
      onClick={onClick}
      className={cn(variantClasses[variant], className)}
    >
      <BookmarkIcon filled={saved} />
      {variant === 'card' ? null : <span>Save</span>}
    </button>
  );
}
