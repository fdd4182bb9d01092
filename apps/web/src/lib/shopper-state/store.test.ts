import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { favouritesSlice } from './slices.ts';

class FakeStorage {
  data = new Map<string, string>();
  full = false;
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('quota', 'QuotaExceededError');
    this.data.set(key, value);
  }
}

const fave = (id: number) => ({
  id,
  name: `Car ${id}`,
  slug: `car-${id}`,
  make: 'Ford',
  model: 'Ranger',
  primary_image_url: '/media/x.jpg',
});

let storage: FakeStorage;
beforeEach(() => {
  vi.resetModules();
  storage = new FakeStorage();
  vi.stubGlobal('window', {
    localStorage: storage,
    addEventListener: () => {},
    removeEventListener: () => {},
  });
});
afterEach(() => vi.unstubAllGlobals());

const loadStore = () => import('./store.ts');

describe('shopper-state store', () => {
  it('survives corrupt JSON in storage and overwrites it on the next save', async () => {
    storage.data.set('forecourt.favourites', '{not json');
    const { readList, updateList } = await loadStore();
    expect(readList(favouritesSlice)).toEqual([]);
    updateList(favouritesSlice, (items) => [...items, fave(1)]);
    expect(JSON.parse(storage.data.get('forecourt.favourites') ?? '')).toEqual({
      v: 1,
      items: [fave(1)],
    });
  });

  it('returns the same array until the stored value changes, and tells subscribers', async () => {
    const { readList, subscribeList, writeList } = await loadStore();
    const first = readList(favouritesSlice);
    expect(readList(favouritesSlice)).toBe(first);
    const listener = vi.fn();
    const unsubscribe = subscribeList(favouritesSlice, listener);
    writeList(favouritesSlice, [fave(2)]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readList(favouritesSlice)).toEqual([fave(2)]);
    unsubscribe();
    writeList(favouritesSlice, []);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps working in memory when storage is full', async () => {
    const { readList, writeList } = await loadStore();
    storage.full = true;
    writeList(favouritesSlice, [fave(3)]);
    expect(readList(favouritesSlice)).toEqual([fave(3)]);
  });

  it('works without any storage at all', async () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
      addEventListener: () => {},
      removeEventListener: () => {},
    });
    const { readList, writeList } = await loadStore();
    expect(readList(favouritesSlice)).toEqual([]);
    writeList(favouritesSlice, [fave(4)]);
    expect(readList(favouritesSlice)).toEqual([fave(4)]);
  });
});
