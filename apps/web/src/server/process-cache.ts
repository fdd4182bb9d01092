import 'server-only';
import { LruMap } from './lru-map.ts';

interface Slot<V> {
  value: Promise<V>;
  expires: number;
}

const globalKey = Symbol.for('forecourt.process-caches');
type WithCaches = typeof globalThis & { [globalKey]?: Map<string, LruMap<string, Slot<unknown>>> };

export interface ProcessCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
  /** Entries held now (never more than `maxEntries`). */
  readonly size: number;
}

/**
 * A small per-process cache of promises with a time to live: hot lookups (site by host, the
 * header's locations and models) cost no query, and a change shows within `ttlMs`. At most
 * `maxEntries` are kept, least recently used out first, so keys a request chooses (a Host
 * header) cannot grow the process. Failed loads are not kept. One cache per name, shared by
 * every bundle of the app in this process.
 */
export function createProcessCache<V>(
  name: string,
  ttlMs: number,
  maxEntries: number,
): ProcessCache<V> {
  const store = globalThis as WithCaches;
  store[globalKey] ??= new Map();
  let slots = store[globalKey].get(name) as LruMap<string, Slot<V>> | undefined;
  if (!slots) {
    slots = new LruMap(maxEntries);
    store[globalKey].set(name, slots as LruMap<string, Slot<unknown>>);
  }
  const cache = slots;
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const now = Date.now();
      const hit = cache.get(key);
      if (hit && hit.expires > now) return hit.value;
      const value = load();
      cache.set(key, { value, expires: now + ttlMs });
      value.catch(() => {
        if (cache.peek(key)?.value === value) cache.delete(key);
      });
      return value;
    },
    clear(): void {
      cache.clear();
    },
    get size() {
      return cache.size;
    },
  };
}
