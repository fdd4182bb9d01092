'use client';

import Link from 'next/link';
import { useCallback, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { BottomDock, useDockSlot } from '@/components/ui/bottom-dock';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { dismissedAnnouncementsSlice } from '@/lib/shopper-state/slices';
import { readList, subscribeList, updateList } from '@/lib/shopper-state/store';

/**
 * The closable service booking banner (spec 2 §2 Navigation), remembered once closed. The
 * server renders it hidden and the browser shows it once it knows the shopper has not closed
 * it, so a closed banner never flashes. A sticky banner is fixed to the bottom of the window, in
 * the bottom dock: the page's own when it has one (above the vehicle page's action bar), else
 * its own; the dock keeps room for it at the end of the page. Others sit at the end of the
 * page, above the footer, so showing either moves nothing the shopper is reading.
 */
export function ServiceBanner({
  text,
  linkLabel,
  href,
  sticky,
}: {
  text: string;
  linkLabel: string;
  href: string;
  sticky: boolean;
}) {
  const key = `service-banner:${text}`;
  const subscribe = useCallback(
    (listener: () => void) => subscribeList(dismissedAnnouncementsSlice, listener),
    [],
  );
  const closed = useSyncExternalStore(
    subscribe,
    () => readList(dismissedAnnouncementsSlice).includes(key),
    () => true,
  );
  const close = () =>
    updateList(dismissedAnnouncementsSlice, (items) => [
      ...items.filter((item) => item !== key),
      key,
    ]);
  const dockSlot = useDockSlot();
  const banner = (
    <section
      aria-label="Service booking"
      hidden={closed}
      data-slot="service-banner"
      data-sticky={sticky ? '' : undefined}
      className={cn('border-line border-t bg-accent text-on-accent', sticky && 'shadow-lg')}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2">
        <p className="flex-1 text-sm">
          {text}{' '}
          <Link href={href} prefetch={false} className="font-semibold underline underline-offset-4">
            {linkLabel}
          </Link>
        </p>
        <Button
          variant="plain"
          size="icon"
          aria-label="Close service booking banner"
          onClick={close}
          className="hover:bg-black/10"
        >
          <CloseIcon />
        </Button>
      </div>
    </section>
  );
  if (!sticky) return banner;
  if (dockSlot) return createPortal(banner, dockSlot);
  return <BottomDock joinable={false}>{banner}</BottomDock>;
}
