import 'server-only';

interface Slot<V> {
  value: Promise<V>;
  expires: number;
}

const globalKey = Symbol.for('forecourt.process-caches');
type WithCaches = typeof globalThis & { [globalKey]?: Map<string, Map<string, Slot<unknown>>> };

/**
 * A small per-process cache of promises with a time to live: hot lookups (site by host, the
 * header's locations and models) cost no query, and a change shows within `ttlMs`. Failed
 * loads are not kept. One map per name, shared by every bundle of the app in this process.
 */
export function createProcessCache<V>(name: string, ttlMs: number) {
  const store = globalThis as WithCaches;
  store[globalKey] ??= new Map();
  let slots = store[globalKey].get(name) as Map<string, Slot<V>> | undefined;
  if (!slots) {
    slots = new Map();
    store[globalKey].set(name, slots as Map<string, Slot<unknown>>);
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
        if (cache.get(key)?.value === value) cache.delete(key);
      });
      return value;
    },
    clear(): void {
      cache.clear();
    },
  };
}
