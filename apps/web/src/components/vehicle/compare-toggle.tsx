'use client';

import { toggleItem } from '@/lib/shopper-state/list-slice';
import { type CompareEntry, compareSlice } from '@/lib/shopper-state/slices';
import { useShopperList } from '@/lib/shopper-state/use-shopper-list';
import { Button } from '../ui/button.tsx';
import { CompareIcon } from '../ui/icons.tsx';
import { showToast } from '../ui/toast.tsx';

interface CompareToggleProps {
  entry: CompareEntry;
  /** Most cars on the compare page (site config, default 4). */
  max: number;
  className?: string;
}

/** Adds the car to, or removes it from, the compare list. */
export function CompareToggle({ entry, max, className }: CompareToggleProps) {
  const [entries, update] = useShopperList(compareSlice);
  const picked = entries.some((item) => item.id === entry.id);

  const onClick = () => {
    let change = '';
    update((items) => {
      const result = toggleItem(compareSlice, items, entry, max);
      change = result.change;
      return result.items;
    });
    if (change === 'full') {
      showToast(`You can compare up to ${max} cars. Remove one on the compare page first.`);
    } else if (change === 'added') {
      showToast(`Added ${entry.name} to compare.`);
    }
  };

  return (
    <Button
      variant="secondary"
      aria-pressed={picked}
      onClick={onClick}
      data-slot="compare-toggle"
      className={className}
    >
      <CompareIcon />
      Compare
    </Button>
  );
}
