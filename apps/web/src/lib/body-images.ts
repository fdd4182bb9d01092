import type { BudgetBodyType } from '@forecourt/core/finance';

/** Which locally generated silhouette illustrates each budget body type (see server/demo-art). */
const shapes: Record<BudgetBodyType, string> = {
  '4x4': 'suv',
  bus: 'van',
  cabChassis: 'cab-chassis',
  convertible: 'convertible',
  coupe: 'coupe',
  ev: 'hatch',
  hardtop: 'convertible',
  hatch: 'hatch',
  hatchback: 'hatch',
  motorhome: 'caravan',
  lightTruck: 'cab-chassis',
  peopleMover: 'people-mover',
  prestige: 'sedan',
  sedan: 'sedan',
  softtop: 'convertible',
  suv: 'suv',
  ute: 'ute',
  van: 'van',
  wagon: 'wagon',
  stationWagon: 'wagon',
};

/** A thumbnail of the body shape, in a neutral grey. */
export function getBodyImageUrl(type: BudgetBodyType): string {
  return `/media/demo/v1/${shapes[type]}/side-1/6d7279.thumb.jpg`;
}
