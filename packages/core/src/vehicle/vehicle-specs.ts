import type { Car } from '../car/car.ts';
import type { CarDisplayConfig } from '../car/car-display-config.ts';
import { formatDate } from '../format/date.ts';
import { formatKm, formatNumber } from '../format/price.ts';
import { formatEngineSize } from './vehicle-rules.ts';

export type SpecIcon =
  | 'condition'
  | 'odometer'
  | 'transmission'
  | 'fuel'
  | 'body'
  | 'drive'
  | 'engine'
  | 'colour'
  | 'seats'
  | 'doors'
  | 'calendar'
  | 'tag';

/** One line of a spec list (spec 1 §3 "Spec row"). */
export interface SpecRow {
  name: string;
  data: string;
  icon: SpecIcon | null;
}

export interface SpecGroup {
  title: string;
  rows: SpecRow[];
}

type Row = [name: string, data: string | number | null | undefined, icon: SpecIcon | null];

function toRows(rows: Row[]): SpecRow[] {
  return rows
    .filter((row): row is [string, string | number, SpecIcon | null] => {
      const data = row[1];
      return data !== null && data !== undefined && data !== '';
    })
    .map(([name, data, icon]) => ({ name, data: String(data), icon }));
}

const isoDate = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? formatDate(value) : value;
const withUnit = (value: number | null, unit: string) =>
  value === null ? null : `${formatNumber(value)} ${unit}`;

/**
 * The key-information rows in display order; the page shows the first few (spec 1 §9: 4) and
 * the rest behind Show All Specs. Odometer is left out for new cars.
 */
export function getKeySpecs(
  car: Car,
  display: Pick<CarDisplayConfig, 'carTypeLabels' | 'engineSizeUnit'>,
): SpecRow[] {
  return toRows([
    ['Condition', display.carTypeLabels[car.carType], 'condition'],
    ['Odometer', car.carType === 'new' ? null : formatKm(car.km), 'odometer'],
    ['Transmission', car.transmission ?? car.simpleTransmission, 'transmission'],
    ['Fuel Type', car.fuel ?? car.simpleFuel, 'fuel'],
    ['Body', car.body ?? car.simpleBody, 'body'],
    ['Drive', car.drive ?? car.simpleDrive, 'drive'],
    ['Engine', formatEngineSize(car.engineSizeCc, display.engineSizeUnit), 'engine'],
    ['Colour', car.colour, 'colour'],
    ['Interior Colour', car.interiorColour, 'colour'],
    ['Seats', car.seats, 'seats'],
    ['Doors', car.doors, 'doors'],
    ['Gears', car.gearCount, 'transmission'],
    ['Build Date', isoDate(car.buildDate), 'calendar'],
    ['Compliance Date', isoDate(car.complianceDate), 'calendar'],
    ['Stock Number', car.stockNumber, 'tag'],
    ['VIN', car.vin, 'tag'],
    ['Registration', car.regoPlate, 'tag'],
  ]);
}

/** The all-specifications list, grouped; empty groups are dropped. */
export function getSpecGroups(
  car: Car,
  display: Pick<CarDisplayConfig, 'engineSizeUnit'>,
): SpecGroup[] {
  const v = car.variant;
  const caravan = car.caravan;
  const groups: SpecGroup[] = [
    {
      title: 'Engine and Economy',
      rows: toRows([
        ['Cylinders', v.cylinders, null],
        [
          'Engine Size',
          formatEngineSize(v.engineSizeCc ?? car.engineSizeCc, display.engineSizeUnit),
          null,
        ],
        ['Induction', v.induction, null],
        ['Torque', withUnit(v.torqueNm, 'Nm'), null],
        ['Gear Type', v.gearType, null],
        [
          'Fuel Consumption (combined)',
          v.fuelConsumptionCombined === null ? null : `${v.fuelConsumptionCombined} L/100 km`,
          null,
        ],
        ['Fuel Capacity', withUnit(v.fuelCapacityLitres, 'L'), null],
      ]),
    },
    {
      title: 'Dimensions and Weights',
      rows: toRows([
        ['Length', withUnit(v.lengthMm, 'mm'), null],
        ['Width', withUnit(v.widthMm, 'mm'), null],
        ['Height', withUnit(v.heightMm, 'mm'), null],
        ['Gross Vehicle Mass', withUnit(v.grossVehicleMassKg, 'kg'), null],
        ['Towing Capacity (braked)', withUnit(v.towingCapacityBrakedKg, 'kg'), null],
        ['Body Configuration', v.bodyConfiguration, null],
      ]),
    },
    {
      title: 'Caravan',
      rows: caravan
        ? toRows([
            ['Body Length', withUnit(caravan.bodyLengthMm, 'mm'), null],
            ['Body Width', withUnit(caravan.bodyWidthMm, 'mm'), null],
            ['Tare Weight', withUnit(caravan.tareWeightKg, 'kg'), null],
            ['Aggregate Trailer Mass', withUnit(caravan.aggregateTrailerMassKg, 'kg'), null],
            ['Axle Type', caravan.axleType, null],
            ['Sleeps', caravan.sleeps, null],
          ])
        : [],
    },
    {
      title: 'Safety',
      rows: toRows([
        ['ANCAP Rating', v.ancapRating === null ? null : `${v.ancapRating} stars`, null],
      ]),
    },
  ];
  return groups.filter((group) => group.rows.length > 0);
}

/** The car's features and standard equipment, without repeats, in feed order. */
export function getFeatureList(car: Pick<Car, 'features' | 'standardEquipment'>): string[] {
  const seen = new Set<string>();
  return [...car.features, ...car.standardEquipment].filter((item) => {
    const key = item.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
