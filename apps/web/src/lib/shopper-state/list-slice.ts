// Pure list rules and the slice definition of the shopper-state store (no browser APIs here).

/**
 * One list kept in local storage. `parseItem` returns null for an entry it cannot use, so a
 * single corrupt entry never costs the shopper the rest of the list; `migrate` turns data
 * written by an older version into items to parse (anything else starts empty).
 */
export interface ListSlice<T> {
  key: string;
  version: number;
  /** Hard cap on stored entries; callers may pass a lower limit when adding. */
  max: number;
  parseItem: (raw: unknown) => T | null;
  idOf: (item: T) => number | string;
  migrate?: (stored: unknown, fromVersion: number | null) => unknown[] | null;
}

/** Read a stored value (already JSON-parsed, or undefined when absent) into valid items. */
export function parseStoredList<T>(slice: ListSlice<T>, stored: unknown): T[] {
  let rawItems: unknown[] | null = null;
  if (isRecord(stored) && stored.v === slice.version && Array.isArray(stored.items)) {
    rawItems = stored.items;
  } else if (stored !== undefined && slice.migrate) {
    const fromVersion = isRecord(stored) && typeof stored.v === 'number' ? stored.v : null;
    rawItems = slice.migrate(stored, fromVersion);
  }
  if (!rawItems) return [];
  const items: T[] = [];
  const seen = new Set<number | string>();
  for (const raw of rawItems) {
    const item = slice.parseItem(raw);
    if (item === null) continue;
    const id = slice.idOf(item);
    if (seen.has(id)) continue;
    seen.add(id);
    items.push(item);
    if (items.length >= slice.max) break;
  }
  return items;
}

/** What is written to storage for a list. */
export function toStoredList<T>(slice: ListSlice<T>, items: T[]): { v: number; items: T[] } {
  return { v: slice.version, items: items.slice(0, slice.max) };
}

export type ToggleResult<T> =
  | { items: T[]; change: 'added' | 'removed' }
  | { items: T[]; change: 'full' };

/** Add the item (at the end) or remove it if present; refuses to grow past `limit`. */
export function toggleItem<T>(
  slice: ListSlice<T>,
  items: T[],
  item: T,
  limit = slice.max,
): ToggleResult<T> {
  const id = slice.idOf(item);
  if (items.some((existing) => slice.idOf(existing) === id)) {
    return { items: items.filter((existing) => slice.idOf(existing) !== id), change: 'removed' };
  }
  if (items.length >= Math.min(limit, slice.max)) return { items, change: 'full' };
  return { items: [...items, item], change: 'added' };
}

/** Put the item first (most recent), dropping an older copy and the oldest past `max`. */
export function prependItem<T>(slice: ListSlice<T>, items: T[], item: T): T[] {
  const id = slice.idOf(item);
  return [item, ...items.filter((existing) => slice.idOf(existing) !== id)].slice(0, slice.max);
}

export function removeItem<T>(slice: ListSlice<T>, items: T[], id: number | string): T[] {
  return items.filter((existing) => slice.idOf(existing) !== id);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
