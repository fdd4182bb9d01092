'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { dismissedAnnouncementsSlice } from '@/lib/shopper-state/slices';
import { useShopperList } from '@/lib/shopper-state/use-shopper-list';

/** A bar the shopper can close for good (remembered by its text in shopper state). */
export function DismissibleBar({
  id,
  text,
  children,
}: {
  id: string;
  text: string;
  children: ReactNode;
}) {
  const [dismissed, update] = useShopperList(dismissedAnnouncementsSlice);
  return (
    <div
      id={id}
      hidden={dismissed.includes(text)}
      suppressHydrationWarning
      className="bg-accent text-on-accent"
      data-slot="announcement-bar"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2">
        <div className="flex-1 text-sm">{children}</div>
        <Button
          variant="plain"
          size="icon"
          aria-label="Close announcement"
          onClick={() => update((items) => [...items.filter((item) => item !== text), text])}
          className="hover:bg-black/10"
        >
          <CloseIcon />
        </Button>
      </div>
    </div>
  );
}
