'use client';

import { pickLinkedQueryParams } from '@forecourt/core/leads';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { linkedParamsSlice, visitedPagesSlice } from '@/lib/shopper-state/lead-slices';
import { prependItem } from '@/lib/shopper-state/list-slice';
import { updateList } from '@/lib/shopper-state/store';

/**
 * Remembers the pages a shopper visits and the campaign parameters they arrived with, so a
 * lead carries its attribution (spec 2 §3 lead_attributes). Renders nothing.
 */
export function VisitTracker() {
  const pathname = usePathname();
  useEffect(() => {
    updateList(visitedPagesSlice, (pages) =>
      prependItem(visitedPagesSlice, pages, pathname.slice(0, 500)),
    );
    for (const [key, value] of Object.entries(pickLinkedQueryParams(window.location.search))) {
      updateList(linkedParamsSlice, (params) =>
        prependItem(linkedParamsSlice, params, { key, value }),
      );
    }
  }, [pathname]);
  return null;
}
