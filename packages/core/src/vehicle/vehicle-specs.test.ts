import { describe, expect, it } from 'vitest';
import { carDisplayConfigSchema } from '../car/car-display-config.ts';
import { makeCar } from '../testing/car-fixture.ts';
import { getFeatureList, getKeySpecs, getSpecGroups } from './vehicle-specs.ts';

const display = carDisplayConfigSchema.parse({});

describe('key information', () => {
  it('leads with condition, odometer, transmission and fuel', () => {
    const rows = getKeySpecs(makeCar(), display);
    expect(rows.slice(0, 4).map((row) => [row.name, row.data])).toEqual([
      ['Condition', 'Used'],
      ['Odometer', '45,000 km'],
      ['Transmission', '6 Speed Automatic'],
      ['Fuel Type', 'Diesel'],
    ]);
    expect(rows.find((row) => row.name === 'Engine')?.data).toBe('3.2L');
    expect(rows.find((row) => row.name === 'Build Date')?.data).toBe('01/03/2021');
  });

  it('leaves out the odometer of new cars and empty facts', () => {
    const rows = getKeySpecs(makeCar({ carType: 'new', colour: null }), display);
    expect(rows.map((row) => row.name)).not.toContain('Odometer');
    expect(rows.map((row) => row.name)).not.toContain('Colour');
  });

  it('uses the site labels for the condition', () => {
    const preOwned = carDisplayConfigSchema.parse({ carTypeLabels: { used: 'Pre-Owned' } });
    expect(getKeySpecs(makeCar(), preOwned)[0]?.data).toBe('Pre-Owned');
  });
});

describe('all specifications', () => {
  it('groups variant data with units and drops empty groups', () => {
    const car = makeCar({
      engineSizeCc: null,
      variant: { ...makeCar().variant, cylinders: 4, torqueNm: 500, lengthMm: 5370 },
    });
    const groups = getSpecGroups(car, display);
    expect(groups.map((group) => group.title)).toEqual([
      'Engine and Economy',
      'Dimensions and Weights',
    ]);
    expect(groups[0]?.rows).toEqual([
      { name: 'Cylinders', data: '4', icon: null },
      { name: 'Torque', data: '500 Nm', icon: null },
    ]);
    expect(groups[1]?.rows[0]).toEqual({ name: 'Length', data: '5,370 mm', icon: null });
  });
});

describe('getFeatureList', () => {
  it('joins features and standard equipment without repeats', () => {
    expect(
      getFeatureList({ features: ['Tow bar', 'Bull bar'], standardEquipment: ['tow bar ', 'ABS'] }),
    ).toEqual(['Tow bar', 'Bull bar', 'ABS']);
  });
});
