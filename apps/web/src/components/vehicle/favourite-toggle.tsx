'use client';

import { ANALYTICS_EVENTS, trackEvent } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { toggleItem } from '@/lib/shopper-state/list-slice';
import { type Favourite, favouritesSlice } from '@/lib/shopper-state/slices';
import { useShopperList } from '@/lib/shopper-state/use-shopper-list';
import { HeartIcon } from '../ui/icons.tsx';

interface FavouriteToggleProps {
  entry: Favourite;
  /**
   * 'card': an icon over a card image; 'bar': 'Fave' on desktop, 'Favourite' on mobile;
   * 'dock': 'Favourite', styled by the phone bar.
   */
  variant: 'card' | 'bar' | 'dock';
  className?: string;
}

/** Adds the car to, or removes it from, the shopper's favourites (local storage, spec 1 §6). */
export function FavouriteToggle({ entry, variant, className }: FavouriteToggleProps) {
  const [favourites, update] = useShopperList(favouritesSlice);
  const saved = favourites.some((item) => item.id === entry.id);

  const onClick = () => {
    let added = false;
    update((items) => {
      const result = toggleItem(favouritesSlice, items, entry);
      added = result.change === 'added';
      return result.items;
    });
    if (added) trackEvent(ANALYTICS_EVENTS.favourite, { carId: entry.id });
  };

  if (variant === 'card') {
    return (
      <button
        type="button"
        aria-pressed={saved}
        aria-label={`Favourite ${entry.name}`}
        onClick={onClick}
        className={cn(
          'flex size-11 items-center justify-center rounded-full bg-surface/90 text-primary shadow',
          className,
        )}
      >
        <HeartIcon filled={saved} />
      </button>
    );
  }
  if (variant === 'dock') {
    return (
      <button
        type="button"
        aria-pressed={saved}
        onClick={onClick}
        data-slot="favourite-toggle"
        className={className}
      >
        <HeartIcon filled={saved} />
        <span>Favourite</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      onClick={onClick}
      data-slot="favourite-toggle"
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-brand border border-line px-3 font-semibold hover:bg-subtle aria-pressed:border-primary aria-pressed:text-primary',
        className,
      )}
    >
      <HeartIcon filled={saved} />
      <span className="lg:hidden">Favourite</span>
      <span className="hidden lg:inline">Fave</span>
    </button>
  );
}
