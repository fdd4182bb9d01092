import { describe, expect, it } from 'vitest';
import { brandOverviewPath, findBrandBySlug, groupBrandGrid } from './brand-grid.ts';

const maker = (name: string, vehicleKind: string, slug = name.toLowerCase()) => ({
  name,
  slug,
  vehicleKind,
  logoUrl: `/logo/${slug}.png`,
});
const manufacturers = [
  maker('Toyota', 'car'),
  maker('Mazda', 'car'),
  maker('Isuzu', 'truck'),
  maker('Ducati', 'motorcycle'),
  maker('Jayco', 'caravan'),
  maker('Mercedes-Benz', 'car', 'mercedes-benz'),
];

const titles = (sections: ReturnType<typeof groupBrandGrid>) =>
  Object.fromEntries(sections.map((s) => [s.title, s.brands.map((b) => b.name)]));

describe('groupBrandGrid (spec 1 §2 brand grid)', () => {
  it('puts stocked and franchise makes in their kind sections and franchise makes in Our Brands', () => {
    const sections = groupBrandGrid({
      manufacturers,
      stock: [
        { make: 'Toyota', count: 12 },
        { make: 'Ducati', count: 2 },
        { make: 'Mercedes-Benz', count: 1 },
      ],
      franchiseMakes: ['Isuzu', 'Toyota'],
    });
    expect(sections.map((s) => s.title)).toEqual([
      'Car Brands',
      'Motorcycle Brands',
      'Truck Brands',
      'Our Brands',
    ]);
    expect(titles(sections)).toEqual({
      'Car Brands': ['Mercedes-Benz', 'Toyota'],
      'Motorcycle Brands': ['Ducati'],
      'Truck Brands': ['Isuzu'],
      'Our Brands': ['Isuzu', 'Toyota'],
    });
    const toyota = sections[0]?.brands.find((b) => b.name === 'Toyota');
    expect(toyota).toEqual({
      name: 'Toyota',
      slug: 'toyota',
      logoUrl: '/logo/toyota.png',
      count: 12,
      ours: true,
    });
    expect(sections[2]?.brands[0]).toMatchObject({ name: 'Isuzu', count: 0, ours: true });
  });

  it('leaves out makes with no stock and no franchise, empty sections and caravan kinds', () => {
    const sections = groupBrandGrid({
      manufacturers,
      stock: [
        { make: 'Mazda', count: 0 },
        { make: 'Jayco', count: 3 },
      ],
      franchiseMakes: ['Jayco'],
    });
    expect(titles(sections)).toEqual({ 'Our Brands': ['Jayco'] });
  });

  it('matches make names case-insensitively and treats makes unknown to the catalogue as cars', () => {
    const sections = groupBrandGrid({
      manufacturers,
      stock: [
        { make: 'toyota', count: 1 },
        { make: 'Škoda', count: 4 },
      ],
      franchiseMakes: ['TOYOTA'],
    });
    expect(titles(sections)).toEqual({
      'Car Brands': ['Škoda', 'Toyota'],
      'Our Brands': ['Toyota'],
    });
    expect(sections[0]?.brands[0]).toMatchObject({ slug: 'skoda', count: 4, ours: false });
  });

  it('is empty for a site with neither stock nor franchises', () => {
    expect(groupBrandGrid({ manufacturers, stock: [], franchiseMakes: [] })).toEqual([]);
  });
});

describe('brand overview pages', () => {
  it('exist only for franchise makes, found by catalogue slug', () => {
    expect(brandOverviewPath('mercedes-benz')).toBe('/mercedes-benz/overview');
    expect(findBrandBySlug('mercedes-benz', manufacturers, ['Mercedes-Benz'])).toEqual({
      name: 'Mercedes-Benz',
      slug: 'mercedes-benz',
    });
    expect(findBrandBySlug('toyota', manufacturers, ['Mazda'])).toBeNull();
    expect(findBrandBySlug('constructor', manufacturers, ['Mazda'])).toBeNull();
  });
});
