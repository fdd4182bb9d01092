import type { Car } from '@forecourt/core/car';
import { formatNumber } from '@forecourt/core/format';
import type { SpecRow } from '@forecourt/core/vehicle';

/** Variant figures worth comparing side by side, beyond the key information rows. */
export function getCompareRows(car: Car): SpecRow[] {
  const v = car.variant;
  const rows: [string, string | null][] = [
    ['Year', String(car.year)],
    [
      'Fuel Consumption',
      v.fuelConsumptionCombined === null ? null : `${v.fuelConsumptionCombined} L/100 km`,
    ],
    ['Torque', v.torqueNm === null ? null : `${formatNumber(v.torqueNm)} Nm`],
    [
      'Towing (braked)',
      v.towingCapacityBrakedKg === null ? null : `${formatNumber(v.towingCapacityBrakedKg)} kg`,
    ],
    ['ANCAP Rating', v.ancapRating === null ? null : `${v.ancapRating} stars`],
  ];
  return rows
    .filter((row): row is [string, string] => row[1] !== null)
    .map(([name, data]) => ({ name, data, icon: null }));
}
