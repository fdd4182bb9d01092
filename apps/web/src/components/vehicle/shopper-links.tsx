'use client';

import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { compareSlice, favouritesSlice } from '@/lib/shopper-state/slices';
import { useShopperList } from '@/lib/shopper-state/use-shopper-list';

/** Links to the favourites and compare pages, with how many cars each holds. */
export function ShopperLinks() {
  const [favourites] = useShopperList(favouritesSlice);
  const [compare] = useShopperList(compareSlice);
  const linkClass = buttonVariants({ variant: 'link', size: 'inline' });
  return (
    <p className="flex flex-wrap gap-x-4 text-sm">
      <Link href="/favourites" prefetch={false} className={linkClass}>
        Your favourites ({favourites.length})
      </Link>
      <Link href="/compare" prefetch={false} className={linkClass}>
        Compare ({compare.length})
      </Link>
    </p>
  );
}
