import { makeSitePolicy } from '@forecourt/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../demo/seed-demo.ts';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabase,
} from '../testing/test-database.ts';
import { getSiteCarBySlug } from './car-lookups.ts';
import { listCarsForDealerships } from './cars.ts';
import { listCurrentModels, listMakeVehicleKinds, listStockItemTypes } from './catalogue.ts';
import { listLocationsForDealerships } from './locations.ts';
import { getSiteByDomain, getSiteBySlug, listSites } from './sites.ts';

describe.each(getTestDatabaseKinds())('site and stock repositories on %s', (kind) => {
  let database: TestDatabase;
  const now = new Date('2026-11-22T00:00:00Z');
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemo(database, { now, cars: 200 });
  });
  afterAll(() => database.close());

  it('finds sites by slug and by custom domain, with their dealerships in order', async () => {
    const bySlug = await getSiteBySlug(database.db, 'harbour-ford');
    const byDomain = await getSiteByDomain(database.db, 'WWW.HarbourFord.com.au');
    expect(byDomain?.id).toBe(bySlug?.id);
    expect(bySlug?.template).toBe('dealer');
    expect(bySlug?.dealerships.map((dealership) => dealership.slug)).toEqual(['harbour-ford']);
    expect(
      (await getSiteBySlug(database.db, 'southern-cross'))?.dealerships.length,
    ).toBeGreaterThanOrEqual(5);
    expect(await getSiteBySlug(database.db, 'nobody')).toBeNull();
    expect(
      (await listSites(database.db)).find((site) => site.slug === 'harbour-ford')?.domains,
    ).toEqual(['www.harbourford.com.au']);
  });

  it("keeps each site to its own dealerships' cars", async () => {
    const harbour = await getSiteBySlug(database.db, 'harbour-ford');
    const group = await getSiteBySlug(database.db, 'southern-cross');
    const harbourIds = harbour?.dealerships.map((dealership) => dealership.id) ?? [];
    const groupIds = group?.dealerships.map((dealership) => dealership.id) ?? [];
    const groupCar = (await listCarsForDealerships(database.db, groupIds)).find(
      (car) => car.status === 'in_stock' && car.showOnDealerWebsite,
    );
    expect(groupCar).toBeDefined();
    const slug = groupCar?.slug ?? '';
    const groupPolicy = makeSitePolicy({ dealershipIds: groupIds });
    expect(await getSiteCarBySlug(database.db, groupPolicy, slug, now)).toMatchObject({
      id: groupCar?.id,
    });
    const harbourPolicy = makeSitePolicy({ dealershipIds: harbourIds });
    expect(await getSiteCarBySlug(database.db, harbourPolicy, slug, now)).toBeNull();
    const cars = await listCarsForDealerships(database.db, harbourIds);
    expect(cars.every((car) => harbourIds.includes(car.dealershipId))).toBe(true);
    // Reshaped: JSON parts filled with their defaults, money as whole dollars.
    expect(cars[0]?.variant).toHaveProperty('ancapRating');
    expect(Number.isInteger(cars[0]?.price)).toBe(true);
  });

  it('lists locations primary first, with addresses and hours, and current models for their makes', async () => {
    const harbour = await getSiteBySlug(database.db, 'harbour-ford');
    const locations = await listLocationsForDealerships(
      database.db,
      harbour?.dealerships.map((dealership) => dealership.id) ?? [],
    );
    expect(locations[0]?.primary).toBe(true);
    expect(locations[0]?.address.postcode).toMatch(/^\d{4}$/);
    expect(locations[0]?.openingHours).toHaveLength(7);
    // Departments and special hours are stored as jsonb and come back whole (migration 0007).
    expect(locations[0]?.departments.map((department) => department.type)).toEqual([
      'service',
      'parts',
    ]);
    expect(locations[0]?.departments[1]?.openingHours).toHaveLength(7);
    expect(locations[0]?.specialHours.some((entry) => entry.name === 'Christmas Day')).toBe(true);
    const models = await listCurrentModels(database.db, ['Ford']);
    expect(models.length).toBeGreaterThan(5);
    expect(models.every((model) => model.make === 'Ford')).toBe(true);
    expect(models.some((model) => model.status === 'coming_soon')).toBe(true);
  });

  it('tells a model by the kind of its stock, so a maker of cars and motorcycles is split', async () => {
    const models = await listCurrentModels(database.db, ['BMW', 'Honda']);
    const kindOf = (name: string) => models.find((model) => model.name === name)?.vehicleKind;
    expect(kindOf('X5')).toBe('car');
    expect(kindOf('CR-V')).toBe('car');
    expect(models.some((model) => model.vehicleKind === 'motorcycle')).toBe(true);
    expect(models.every((model) => model.shortDescription)).toBe(true);
    const moto = await getSiteBySlug(database.db, 'redline-moto');
    const ids = moto?.dealerships.map((dealership) => dealership.id) ?? [];
    expect(await listStockItemTypes(database.db, ids)).toEqual(['motorcycle']);
    expect(await listStockItemTypes(database.db, [])).toEqual([]);
    expect(await listMakeVehicleKinds(database.db, ['BMW', 'Yamaha'])).toEqual([
      'car',
      'motorcycle',
    ]);
  });
});
