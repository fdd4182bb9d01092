'use client';

import { useEffect } from 'react';
import { ANALYTICS_EVENTS, trackEvent } from '@/lib/analytics';
import { postJson } from '@/lib/json-client';
import { prependItem } from '@/lib/shopper-state/list-slice';
import { type ViewedCar, viewedCarsSlice } from '@/lib/shopper-state/slices';
import { updateList } from '@/lib/shopper-state/store';

/**
 * Records the visit: the shopper's viewed-cars list (spec 2 §3) and the car's view count
 * (spec 2 §7 view.json). The server counts a browser once per car per few hours, so reloads
 * and back-and-forth navigation do not inflate the count.
 */
export function ViewRecorder({
  viewed,
  endpoint,
  used,
}: {
  viewed: ViewedCar;
  endpoint: string;
  used: boolean;
}) {
  useEffect(() => {
    updateList(viewedCarsSlice, (items) => prependItem(viewedCarsSlice, items, viewed));
    if (used) trackEvent(ANALYTICS_EVENTS.usedDetailView, { carId: viewed.id });
    postJson(endpoint).then((answer) => {
      if (!answer.ok) console.warn('view was not counted', answer.status);
    });
  }, [viewed, endpoint, used]);
  return null;
}
