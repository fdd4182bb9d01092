import { describe, expect, it } from 'vitest';
import type { Car } from './car.ts';
import { carDisplayConfigSchema } from './car-display-config.ts';
import { getTagBanner } from './tag-banner.ts';

const now = new Date('2026-11-22T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

const base: Parameters<typeof getTagBanner>[0] = {
  status: 'in_stock',
  simpleFuel: 'Petrol',
  reserved: false,
  certified: false,
  carType: 'used',
  make: 'Ford',
  tag: null,
  createdAt: daysAgo(30),
};
const config = carDisplayConfigSchema.parse({
  showFuelTag: true,
  greenTags: ['Runout Sale'],
  certifiedUsedBadge: { make: 'Ford', imageUrl: '/badge.png' },
});
const car = (overrides: Partial<Car>) => ({ ...base, ...overrides });

describe('getTagBanner (spec 1 §4 priority, first match wins)', () => {
  // Each case carries every later match too, so a wrong order fails.
  const everything = car({
    simpleFuel: 'Hybrid',
    reserved: true,
    certified: true,
    tag: 'Runout Sale',
    status: 'coming_soon',
    createdAt: daysAgo(1),
  });

  it('1. fuel tag where the tenant enables it', () => {
    expect(getTagBanner(everything, config, now)).toEqual({ kind: 'fuel', text: 'Hybrid' });
  });
  it('   …not where it does not', () => {
    expect(getTagBanner(everything, { ...config, showFuelTag: false }, now)?.kind).toBe('reserved');
  });
  it('2. reserved', () => {
    expect(getTagBanner({ ...everything, simpleFuel: 'Diesel' }, config, now)).toEqual({
      kind: 'reserved',
      text: 'Reserved',
    });
  });
  it('3. certified-used badge for the configured make only', () => {
    const certified = { ...everything, simpleFuel: 'Diesel', reserved: false };
    expect(getTagBanner(certified, config, now)).toMatchObject({
      kind: 'certified',
      imageUrl: '/badge.png',
    });
    expect(getTagBanner({ ...certified, make: 'Kia' }, config, now)?.kind).toBe('tag');
    expect(getTagBanner({ ...certified, carType: 'new' }, config, now)?.kind).toBe('tag');
  });
  it("4. the car's own tag, green when configured, otherwise red", () => {
    const tagged = { ...everything, simpleFuel: 'Diesel', reserved: false, certified: false };
    expect(getTagBanner(tagged, config, now)).toEqual({
      kind: 'tag',
      text: 'Runout Sale',
      tone: 'green',
    });
    expect(getTagBanner({ ...tagged, tag: 'Test Drive Only' }, config, now)).toEqual({
      kind: 'tag',
      text: 'Test Drive Only',
      tone: 'red',
    });
  });
  it('5. COMING SOON', () => {
    const comingSoon = {
      ...everything,
      simpleFuel: 'Diesel',
      reserved: false,
      certified: false,
      tag: ' ',
    };
    expect(getTagBanner(comingSoon, config, now)).toEqual({
      kind: 'coming-soon',
      text: 'COMING SOON',
    });
  });
  it('6. new arrival within just_arrived_days (default 8), inclusive', () => {
    expect(getTagBanner(car({ createdAt: daysAgo(8) }), config, now)).toEqual({
      kind: 'new-arrival',
      text: 'New',
    });
    expect(getTagBanner(car({ createdAt: daysAgo(8.01) }), config, now)).toBeNull();
  });
  it('cars not in stock show the sold tag whatever else they have', () => {
    expect(getTagBanner({ ...everything, status: 'sold' }, config, now)).toEqual({
      kind: 'sold',
      text: 'JUST SOLD',
    });
    expect(getTagBanner({ ...everything, status: 'other' }, config, now)?.kind).toBe('sold');
  });
});
