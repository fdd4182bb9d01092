'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { ANALYTICS_EVENTS, trackEvent } from '@/lib/analytics';
import { prependItem } from '@/lib/shopper-state/list-slice';
import { searchHistorySlice } from '@/lib/shopper-state/search-history-slice';
import { useShopperList } from '@/lib/shopper-state/use-shopper-list';

/** Records this search in the shopper's history (last five) and lists the others. */
export function RecentSearches({ path, label }: { path: string; label: string }) {
  const [history, update] = useShopperList(searchHistorySlice);
  useEffect(() => {
    update((items) => prependItem(searchHistorySlice, items, { path, label }));
    trackEvent(ANALYTICS_EVENTS.searchPageView, { path });
  }, [path, label, update]);

  const others = history.filter((entry) => entry.path !== path);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="recent-searches" className="mt-8">
      <h2 id="recent-searches" className="font-semibold">
        Your recent searches
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {others.map((entry) => (
          <li key={entry.path}>
            <Link
              href={entry.path}
              prefetch={false}
              className="text-primary underline-offset-4 hover:underline"
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
