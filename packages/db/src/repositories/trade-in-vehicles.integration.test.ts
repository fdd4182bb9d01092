import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../demo/seed-demo.ts';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabase,
} from '../testing/test-database.ts';
import { listTradeInBadges, listTradeInMakes, listTradeInModels } from './trade-in-vehicles.ts';

describe.each(getTestDatabaseKinds())('trade-in vehicle lists on %s (issue 25 §3)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemo(database, { now: new Date('2026-11-22T00:00:00Z'), cars: 200 });
  });
  afterAll(() => database.close());

  it("lists a car dealer's makes from the catalogue as well as stock, and no bikes or vans", async () => {
    const makes = await listTradeInMakes(database.db, ['car']);
    for (const make of ['Audi', 'Mercedes-Benz', 'Lexus', 'Jeep', 'Volvo', 'Land Rover']) {
      expect(makes, make).toContain(make);
    }
    for (const make of ['Ford', 'Toyota', 'Holden', 'Isuzu', 'MG', 'BMW', 'Honda']) {
      expect(makes, make).toContain(make);
    }
    for (const make of ['Jayco', 'Harley-Davidson', 'KTM', 'Ducati', 'Avan', 'Zone RV']) {
      expect(makes, make).not.toContain(make);
    }
    expect(makes.length).toBeGreaterThanOrEqual(80);
  });

  it('lists motorcycle and caravan makes for dealers of those, with the makes in their stock', async () => {
    const bikes = await listTradeInMakes(database.db, ['motorcycle']);
    for (const make of ['KTM', 'Harley-Davidson', 'Ducati', 'Honda', 'BMW', 'Royal Enfield']) {
      expect(bikes, make).toContain(make);
    }
    expect(bikes).not.toContain('Audi');
    expect(bikes).not.toContain('Jayco');
    const vans = await listTradeInMakes(database.db, ['caravan']);
    for (const make of ['Jayco', 'Avan', 'Coromal', 'Crusader', 'New Age', 'Zone RV', 'Lotus']) {
      expect(vans, make).toContain(make);
    }
    expect(vans).not.toContain('Toyota');
    const both = await listTradeInMakes(database.db, ['car', 'caravan']);
    expect(both).toContain('Audi');
    expect(both).toContain('Jayco');
  });

  it('lists Toyota’s Australian models with those in stock, in any case of the make', async () => {
    const toyota = await listTradeInModels(database.db, 'Toyota', ['car']);
    for (const model of ['Prado', 'Kluger', 'Yaris', 'HiLux', 'LandCruiser 300', 'RAV4']) {
      expect(toyota, model).toContain(model);
    }
    expect(await listTradeInModels(database.db, 'toyota', ['car'])).toEqual(toyota);
    expect(await listTradeInModels(database.db, 'Audi', ['car'])).toContain('Q5');
    expect(await listTradeInModels(database.db, 'Zastava', ['car'])).toEqual([]);
  });

  it("keeps the stock's spelling, which the instant offer's comparables match exactly", async () => {
    const isuzu = await listTradeInModels(database.db, 'Isuzu', ['car']);
    expect(isuzu).toContain('D-MAX');
    expect(isuzu).not.toContain('D-Max');
    expect(isuzu).toContain('MU-7');
    expect(await listTradeInBadges(database.db, 'Isuzu', 'D-MAX')).not.toEqual([]);
  });

  it('lists only the kind asked for of a maker that builds two', async () => {
    const bmwCars = await listTradeInModels(database.db, 'BMW', ['car']);
    expect(bmwCars).toContain('X5');
    expect(bmwCars).toContain('3 Series');
    expect(bmwCars).not.toContain('R 1300 GS');
    const bmwBikes = await listTradeInModels(database.db, 'BMW', ['motorcycle']);
    expect(bmwBikes).toContain('R 1300 GS');
    expect(bmwBikes).not.toContain('X5');
    expect(await listTradeInModels(database.db, 'Lotus', ['caravan'])).toContain('Trooper');
    expect(await listTradeInModels(database.db, 'Lotus', ['car'])).not.toContain('Trooper');
  });
});
