'use client';
import { useCallback, useSyncExternalStore } from 'react';
import type { ListSlice } from './list-slice.ts';
import { emptyList, readList, subscribeList, updateList } from './store.ts';

/**
 * A shopper-state list as React state: empty while server rendering and hydrating, then the
 * stored items; kept in step across components and tabs.
 */
export function useShopperList<T>(
  slice: ListSlice<T>,
): [T[], (update: (items: T[]) => T[]) => T[]] {
  const subscribe = useCallback((listener: () => void) => subscribeList(slice, listener), [slice]);
  const items = useSyncExternalStore(subscribe, () => readList(slice), emptyList<T>);
  const update = useCallback((change: (items: T[]) => T[]) => updateList(slice, change), [slice]);
  return [items, update];
}
