'use client';

import type { Favourite } from '@forecourt/core/vehicle';
import { ANALYTICS_EVENTS, trackEvent } from '@/lib/analytics';
import { toggleItem } from '@/lib/shopper-state/list-slice';
import { favouritesSlice } from '@/lib/shopper-state/slices';
import { useShopperList } from '@/lib/shopper-state/use-shopper-list';
import { Button } from '../ui/button.tsx';
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
      <Button
        variant="floating"
        size="icon"
        aria-pressed={saved}
        aria-label={`Favourite ${entry.name}`}
        onClick={onClick}
        className={className}
      >
        <HeartIcon filled={saved} />
      </Button>
    );
  }
  if (variant === 'dock') {
    return (
      <Button
        variant="secondary"
        aria-pressed={saved}
        onClick={onClick}
        data-slot="favourite-toggle"
        className={className}
      >
        <HeartIcon filled={saved} />
        <span>Favourite</span>
      </Button>
    );
  }
  return (
    <Button
      variant="secondary"
      aria-pressed={saved}
      onClick={onClick}
      data-slot="favourite-toggle"
      className={className}
    >
      <HeartIcon filled={saved} />
      <span className="lg:hidden">Favourite</span>
      <span className="hidden lg:inline">Fave</span>
    </Button>
  );
}
