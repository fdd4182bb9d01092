import { type Car, electrifiedFuels, isInStock } from './car.ts';
import type { CarDisplayConfig } from './car-display-config.ts';

export type TagBanner =
  | { kind: 'fuel'; text: string }
  | { kind: 'reserved'; text: string }
  | { kind: 'certified'; text: string; imageUrl: string | null }
  | { kind: 'tag'; text: string; tone: 'green' | 'red' }
  | { kind: 'coming-soon'; text: string }
  | { kind: 'new-arrival'; text: string }
  | { kind: 'sold'; text: string };

type TagCar = Pick<
  Car,
  'status' | 'simpleFuel' | 'reserved' | 'certified' | 'carType' | 'make' | 'tag' | 'createdAt'
>;
type TagConfig = Pick<
  CarDisplayConfig,
  | 'showFuelTag'
  | 'reservedTagName'
  | 'certifiedUsedBadge'
  | 'greenTags'
  | 'comingSoonTagName'
  | 'justArrivedDays'
  | 'justArrivedTagName'
  | 'soldTagName'
>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The one banner a car shows. Spec 1 §4: for in-stock cars the first match wins, in this
 * order — fuel tag, reserved, certified-used badge, the car's own tag, coming soon, new
 * arrival; cars not in stock show the sold tag.
 */
export function getTagBanner(car: TagCar, config: TagConfig, now: Date): TagBanner | null {
  if (!isInStock(car)) return { kind: 'sold', text: config.soldTagName };
  if (
    config.showFuelTag &&
    car.simpleFuel &&
    (electrifiedFuels as readonly string[]).includes(car.simpleFuel)
  ) {
    return { kind: 'fuel', text: car.simpleFuel };
  }
  if (car.reserved) return { kind: 'reserved', text: config.reservedTagName };
  const badge = config.certifiedUsedBadge;
  if (badge.make && car.certified && car.carType === 'used' && sameText(car.make, badge.make)) {
    return { kind: 'certified', text: badge.label, imageUrl: badge.imageUrl };
  }
  const tag = car.tag?.trim();
  if (tag) {
    const green = config.greenTags.some((greenTag) => sameText(greenTag, tag));
    return { kind: 'tag', text: tag, tone: green ? 'green' : 'red' };
  }
  if (car.status === 'coming_soon') return { kind: 'coming-soon', text: config.comingSoonTagName };
  if (now.getTime() - car.createdAt.getTime() <= config.justArrivedDays * DAY_MS) {
    return { kind: 'new-arrival', text: config.justArrivedTagName };
  }
  return null;
}

function sameText(a: string, b: string): boolean {
  return a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;
}
