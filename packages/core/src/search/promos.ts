import type { PromoNode } from './search-config.ts';

/** Spec 1 §5: promo nodes show only between their start and expiry. */
export function isPromoLive(promo: Pick<PromoNode, 'start' | 'expiry'>, now: Date): boolean {
  if (promo.start && now < new Date(promo.start)) return false;
  if (promo.expiry && now > new Date(promo.expiry)) return false;
  return true;
}

/**
 * Spec 1 §5: promos with display rules are filtered by the selected car types. With no rule a
 * promo suits every search; otherwise it needs one selected type among `display` — all of
 * them with `strictDisplay`, which also hides it when no type is selected.
 */
export function isPromoForCarTypes(
  promo: Pick<PromoNode, 'display' | 'strictDisplay'>,
  selected: string[],
): boolean {
  if (promo.display.length === 0) return true;
  if (selected.length === 0) return !promo.strictDisplay;
  const inDisplay = (type: string) => (promo.display as string[]).includes(type);
  return promo.strictDisplay ? selected.every(inDisplay) : selected.some(inDisplay);
}

export type GridTile<T> = { kind: 'car'; car: T } | { kind: 'promo'; promo: PromoNode };

/**
 * A results page with promo cards at their positions (1-based tiles, spec 1 §9: a number or a
 * list). A position beyond the page's cars is skipped rather than left hanging at the end.
 */
export function placePromos<T>(
  cars: T[],
  promos: PromoNode[],
  now: Date,
  selectedCarTypes: string[],
): GridTile<T>[] {
  const byPosition = new Map<number, PromoNode>();
  for (const promo of promos) {
    if (!isPromoLive(promo, now) || !isPromoForCarTypes(promo, selectedCarTypes)) continue;
    for (const position of Array.isArray(promo.positions) ? promo.positions : [promo.positions]) {
      if (!byPosition.has(position)) byPosition.set(position, promo);
    }
  }
  const tiles: GridTile<T>[] = [];
  let carIndex = 0;
  while (carIndex < cars.length) {
    const promo = byPosition.get(tiles.length + 1);
    if (promo) tiles.push({ kind: 'promo', promo });
    else tiles.push({ kind: 'car', car: cars[carIndex++] as T });
  }
  return tiles;
}
