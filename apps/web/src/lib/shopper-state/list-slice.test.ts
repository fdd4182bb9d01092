import { describe, expect, it } from 'vitest';
import { parseStoredList, prependItem, removeItem, toggleItem } from './list-slice.ts';
import { favouritesSlice, type ViewedCar, viewedCarsSlice } from './slices.ts';

const fave = (id: number) => ({
  id,
  name: `Car ${id}`,
  slug: `car-${id}`,
  make: 'Ford',
  model: 'Ranger',
  primary_image_url: null,
});

describe('reading stored lists', () => {
  it('keeps the good entries of a list with corrupt ones, without repeats', () => {
    const stored = { v: 1, items: [fave(1), { id: 'x' }, null, fave(2), fave(1), 42] };
    expect(parseStoredList(favouritesSlice, stored).map((item) => item.id)).toEqual([1, 2]);
  });

  it('drops unknown fields and starts empty on unreadable shapes', () => {
    expect(
      parseStoredList(favouritesSlice, { v: 1, items: [{ ...fave(3), extra: true }] }),
    ).toEqual([fave(3)]);
    for (const stored of [undefined, null, 'text', 7, { v: 1 }, { v: 99, items: [fave(1)] }]) {
      expect(parseStoredList(favouritesSlice, stored)).toEqual([]);
    }
  });

  it('migrates the old unversioned favourites array', () => {
    expect(parseStoredList(favouritesSlice, [fave(5), { junk: 1 }])).toEqual([fave(5)]);
  });

  it('caps what it reads at the slice maximum', () => {
    const many = Array.from({ length: 150 }, (_, i) => fave(i + 1));
    expect(parseStoredList(favouritesSlice, { v: 1, items: many })).toHaveLength(100);
  });
});

describe('changing lists', () => {
  it('toggles an entry in and out, and refuses to pass the limit', () => {
    const added = toggleItem(favouritesSlice, [fave(1)], fave(2));
    expect(added).toEqual({ items: [fave(1), fave(2)], change: 'added' });
    expect(toggleItem(favouritesSlice, added.items, fave(1))).toEqual({
      items: [fave(2)],
      change: 'removed',
    });
    expect(toggleItem(favouritesSlice, [fave(1), fave(2)], fave(3), 2).change).toBe('full');
  });

  it('keeps viewed cars most recent first, once each, at most 20', () => {
    const viewed = (id: number): ViewedCar => ({
      id,
      stocknum: null,
      make: 'Ford',
      model: 'Puma',
      body: null,
      simple_body: null,
    });
    let items = Array.from({ length: 20 }, (_, i) => viewed(i + 1));
    items = prependItem(viewedCarsSlice, items, viewed(5));
    expect(items[0]?.id).toBe(5);
    expect(items.filter((item) => item.id === 5)).toHaveLength(1);
    items = prependItem(viewedCarsSlice, items, viewed(99));
    expect(items).toHaveLength(20);
    expect(items.map((item) => item.id)).not.toContain(20);
    expect(removeItem(viewedCarsSlice, items, 99)[0]?.id).toBe(5);
  });
});
