import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '../config/merge-config.ts';
import { makeLocation } from '../testing/location-fixture.ts';
import { chooseLocationLayout } from './location-layout.ts';
import { getLocationHref, locationSelectionSchema, selectLocations } from './location-selection.ts';

const sales = makeLocation({ id: 1, slug: 'sales', manufacturers: ['Toyota'], primary: false });
const primary = makeLocation({ id: 2, slug: 'primary', manufacturers: ['Mazda'], primary: true });
const service = makeLocation({
  id: 3,
  slug: 'service',
  locationType: 'service',
  locationSubtype: 'service-and-parts',
  manufacturers: ['Toyota', 'Mazda'],
});
const parts = makeLocation({ id: 4, slug: 'parts', locationType: 'parts', manufacturers: [] });
const withDepartments = makeLocation({
  id: 5,
  slug: 'showroom',
  manufacturers: ['Kia'],
  departments: [{ type: 'service', name: 'Service', phone: null, openingHours: [] }],
});
const hidden = makeLocation({ id: 6, slug: 'hidden', visible: false });
const all = [sales, primary, service, parts, withDepartments, hidden];
const ids = (input: Parameters<typeof selectLocations>[1]) =>
  selectLocations(all, input).map((location) => location.id);

describe('selectLocations', () => {
  it('selects by type; a department counts as the location offering it', () => {
    expect(ids({ kind: 'all' })).toEqual([1, 2, 3, 4, 5]);
    expect(ids({ kind: 'sales' })).toEqual([1, 2, 5]);
    expect(ids({ kind: 'service' })).toEqual([3, 5]);
    expect(ids({ kind: 'parts' })).toEqual([3, 4]);
    expect(ids({ kind: 'service-and-parts' })).toEqual([3, 4, 5]);
  });

  it('selects the primary location, or the first when none is primary', () => {
    expect(ids({ kind: 'primary' })).toEqual([2]);
    expect(ids({ kind: 'primary', exclude: [2] })).toEqual([1]);
  });

  it('selects one by id, and never a hidden one', () => {
    expect(ids({ kind: 'id', id: 4 })).toEqual([4]);
    expect(ids({ kind: 'id', id: 6 })).toEqual([]);
    expect(locationSelectionSchema.safeParse({ kind: 'id' }).success).toBe(false);
  });

  it('filters by manufacturer (any case) and subtype', () => {
    expect(ids({ manufacturer: 'toyota' })).toEqual([1, 3]);
    expect(ids({ kind: 'service', manufacturer: 'Mazda' })).toEqual([3]);
    expect(ids({ subtype: 'service-and-parts' })).toEqual([3]);
  });

  it('applies include and exclude lists', () => {
    expect(ids({ include: [4, 1] })).toEqual([1, 4]);
    expect(ids({ exclude: [1, 3] })).toEqual([2, 4, 5]);
    expect(ids({ include: [1, 3], exclude: [3] })).toEqual([1]);
  });
});

describe('getLocationHref', () => {
  it('links to /contact on a single-make site, else to the location page', () => {
    const ford = [makeLocation({ id: 1 }), makeLocation({ id: 2, slug: 'ford-two' })];
    expect(getLocationHref(ford[1] ?? sales, ford)).toBe('/contact');
    expect(getLocationHref(sales, all)).toBe('/locations/sales');
  });
});

describe('chooseLocationLayout', () => {
  it('one location is the large card; a grid has 3 columns from 3 locations, else 2', () => {
    expect(chooseLocationLayout(0, 'cards')).toEqual({ kind: 'none' });
    expect(chooseLocationLayout(1, 'carousel')).toEqual({ kind: 'single' });
    expect(chooseLocationLayout(2, 'cards')).toEqual({ kind: 'grid', columnsOnLarge: 2 });
    expect(chooseLocationLayout(3, 'cards')).toEqual({ kind: 'grid', columnsOnLarge: 3 });
    expect(chooseLocationLayout(7, 'cards')).toEqual({ kind: 'grid', columnsOnLarge: 3 });
  });

  it('the carousel hides the swipe hint on large screens up to 3, narrows items above 4', () => {
    expect(chooseLocationLayout(3, 'carousel')).toEqual({
      kind: 'carousel',
      swipeHintOnLarge: false,
      narrowItems: false,
    });
    expect(chooseLocationLayout(4, 'carousel')).toMatchObject({
      swipeHintOnLarge: true,
      narrowItems: false,
    });
    expect(chooseLocationLayout(5, 'carousel')).toMatchObject({ narrowItems: true });
  });
});

describe('location sections in site config', () => {
  it('defaults to all locations, and rejects an id selection without an id at load, by path', () => {
    const config = resolveSiteConfig({}, {});
    expect(config.locations.homeSection).toMatchObject({
      enabled: true,
      title: 'Our Locations',
      display: 'carousel',
      selection: { kind: 'all', include: [], exclude: [] },
    });
    expect(() =>
      resolveSiteConfig({}, { locations: { contactSection: { selection: { kind: 'id' } } } }),
    ).toThrow(/locations\.contactSection\.selection\.id/);
  });
});
