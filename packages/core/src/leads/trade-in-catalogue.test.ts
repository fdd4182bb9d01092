import { describe, expect, it } from 'vitest';
import {
  getCatalogueEntries,
  listCatalogueMakes,
  listCatalogueModels,
  mergeVehicleNames,
  vehicleNameKey,
} from './trade-in-catalogue.ts';

const cars = new Set(['car']);
const motorcycles = new Set(['motorcycle']);
const caravans = new Set(['caravan']);

describe('the trade-in vehicle catalogue (issue 25 §3)', () => {
  it('offers the makes Australians own, not only the platform’s stock', () => {
    const makes = listCatalogueMakes(cars);
    for (const make of [
      'Audi',
      'Mercedes-Benz',
      'Lexus',
      'Jeep',
      'Volvo',
      'Land Rover',
      // The makes spec 2 names (§2 sidebar, §5 finance display rules).
      'Ford',
      'Toyota',
      'Nissan',
      'Suzuki',
      // Sold here, not in the US: NHTSA's vPIC list lacks them.
      'Holden',
      'HSV',
      'FPV',
      'GWM',
      'Haval',
      'Great Wall',
      'LDV',
      'MG',
      'BYD',
      'Proton',
      'SsangYong',
    ]) {
      expect(makes, make).toContain(make);
    }
    expect(makes.length).toBeGreaterThanOrEqual(80);
  });

  it('lists each make’s Australian models', () => {
    const expected: Record<string, string[]> = {
      Toyota: ['Prado', 'Kluger', 'Yaris', 'HiLux', 'LandCruiser', 'Camry', 'Corolla', 'RAV4'],
      Holden: ['Commodore', 'Colorado', 'Captiva', 'Cruze', 'Barina', 'Astra'],
      Ford: ['Falcon', 'Territory', 'Ranger', 'Everest'],
      Mitsubishi: ['Triton', 'Pajero', 'Outlander'],
      Isuzu: ['D-Max', 'MU-X'],
      Mazda: ['BT-50', 'CX-5', 'Mazda3'],
      GWM: ['Cannon', 'Ute'],
      Haval: ['H6', 'Jolion'],
      LDV: ['T60', 'D90'],
      MG: ['ZS', 'MG3', 'HS'],
      BYD: ['Atto 3', 'Seal', 'Shark 6'],
      Audi: ['A4', 'Q5'],
      'Land Rover': ['Defender', 'Range Rover'],
    };
    for (const [make, models] of Object.entries(expected)) {
      const listed = listCatalogueModels(make, cars);
      for (const model of models) expect(listed, `${make} ${model}`).toContain(model);
    }
    expect(listCatalogueModels('toyota', cars)).toEqual(listCatalogueModels('Toyota', cars));
    expect(listCatalogueModels('Zastava', cars)).toEqual([]);
  });

  it('keeps motorcycles and caravans to sites whose kind calls for them', () => {
    const carMakes = listCatalogueMakes(cars);
    for (const make of ['Jayco', 'KTM', 'Harley-Davidson', 'Ducati', 'Avan']) {
      expect(carMakes).not.toContain(make);
    }
    const bikeMakes = listCatalogueMakes(motorcycles);
    for (const make of ['KTM', 'Harley-Davidson', 'Ducati', 'Yamaha', 'Honda', 'BMW', 'Triumph']) {
      expect(bikeMakes).toContain(make);
    }
    expect(bikeMakes).not.toContain('Audi');
    const vanMakes = listCatalogueMakes(caravans);
    for (const make of ['Jayco', 'Avan', 'Coromal', 'New Age', 'Zone RV', 'Lotus']) {
      expect(vanMakes).toContain(make);
    }
    // A maker of two kinds lists only the kind asked for.
    expect(listCatalogueModels('BMW', cars)).toContain('X5');
    expect(listCatalogueModels('BMW', cars)).not.toContain('R 1300 GS');
    expect(listCatalogueModels('BMW', motorcycles)).toContain('R 1300 GS');
    expect(listCatalogueModels('Lotus', caravans)).toEqual(['Freelander', 'Off Grid', 'Trooper']);
    expect(listCatalogueModels('Lotus', cars)).toContain('Emira');
  });

  it('is well formed: one entry per make and kind, no repeated model, of a modest size', () => {
    const entries = getCatalogueEntries();
    const keys = entries.map((entry) => `${vehicleNameKey(entry.make)}|${entry.kind}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of entries) {
      const models = entry.models.map(vehicleNameKey);
      expect(new Set(models).size, entry.make).toBe(models.length);
      expect(entry.models.every((model) => model === model.trim())).toBe(true);
    }
    expect(JSON.stringify(entries).length).toBeLessThan(40_000);
  });
});

describe('mergeVehicleNames', () => {
  it('merges lists ignoring case, keeping the first spelling, sorted', () => {
    expect(mergeVehicleNames(['D-MAX', 'N Series'], ['D-Max', 'MU-X', ' mu-x '])).toEqual([
      'D-MAX',
      'MU-X',
      'N Series',
    ]);
    expect(mergeVehicleNames(['', '  '])).toEqual([]);
  });
});
