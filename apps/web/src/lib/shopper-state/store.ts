import { type ListSlice, parseStoredList, toStoredList } from './list-slice.ts';

/**
 * The one wrapper around the browser's local storage for shopper state (favourites, compare,
 * viewed cars, search history…). Reads never throw: storage that is missing, blocked, full or
 * holding corrupt JSON behaves as empty, and the page keeps working in memory.
 */
const PREFIX = 'forecourt.';
const memory = new Map<string, string>();
/** Keys whose last write did not reach storage: memory holds the newer value. */
const unsaved = new Set<string>();
const listeners = new Map<string, Set<() => void>>();
const cache = new Map<string, { raw: string | null; items: unknown[] }>();
const EMPTY: readonly never[] = Object.freeze([]);

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(key: string): string | null {
  if (unsaved.has(key)) return memory.get(key) ?? null;
  try {
    const store = storage();
    return store ? store.getItem(PREFIX + key) : (memory.get(key) ?? null);
  } catch {
    return memory.get(key) ?? null;
  }
}

/** The slice's items; the same array instance until the stored value changes. */
export function readList<T>(slice: ListSlice<T>): T[] {
  const raw = readRaw(slice.key);
  const hit = cache.get(slice.key);
  if (hit && hit.raw === raw) return hit.items as T[];
  let stored: unknown;
  try {
    stored = raw === null ? undefined : JSON.parse(raw);
  } catch {
    stored = undefined;
  }
  const items = parseStoredList(slice, stored);
  cache.set(slice.key, { raw, items });
  return items;
}

/** Replace the slice's items and tell every subscriber in this tab. */
export function writeList<T>(slice: ListSlice<T>, items: T[]): void {
  const raw = JSON.stringify(toStoredList(slice, items));
  memory.set(slice.key, raw);
  try {
    const store = storage();
    if (!store) throw new Error('no storage');
    store.setItem(PREFIX + slice.key, raw);
    unsaved.delete(slice.key);
  } catch {
    // Full, blocked or absent storage: keep the in-memory copy for this page.
    unsaved.add(slice.key);
  }
  notify(slice.key);
}

/** Apply `update` to the current items and store the result; returns the new items. */
export function updateList<T>(slice: ListSlice<T>, update: (items: T[]) => T[]): T[] {
  const next = update(readList(slice));
  writeList(slice, next);
  return next;
}

/** Listen for changes from this tab and (through the storage event) from other tabs. */
export function subscribeList(
  slice: Pick<ListSlice<unknown>, 'key'>,
  listener: () => void,
): () => void {
  let set = listeners.get(slice.key);
  if (!set) {
    set = new Set();
    listeners.set(slice.key, set);
  }
  set.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PREFIX + slice.key) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The server (and first hydration pass) knows nothing about the shopper. */
export function emptyList<T>(): T[] {
  return EMPTY as unknown as T[];
}

function notify(key: string): void {
  for (const listener of listeners.get(key) ?? []) listener();
}
