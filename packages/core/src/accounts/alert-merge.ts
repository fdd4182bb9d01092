import type { AlertKind } from './alert-rules.ts';

/** What the merge needs of a piece of waiting news (whole dollars). */
export interface MergeableAlertItem {
  kind: AlertKind;
  carId: number;
  price: number;
  oldPrice: number | null;
}

/**
 * A shopper's waiting news as one line per watched car (issue 24 §7): news piles up while no
 * channel reaches the shopper (alerts switched off) or between digests, and two drops of one
 * car, '$17,990 (was $18,990)' then '$16,990 (was $17,990)', are one change from the price
 * they last heard of: '$16,990 (was $18,990)'. So, per car, in the order the news came:
 * - a car whose latest news is its sale is told as sold, once;
 * - otherwise its price drops become one drop, from the first drop's old price to the latest
 *   price — or no news at all when the car ended no cheaper than that (it rose again);
 * - new matches of saved searches are kept as they are (each names its search).
 * Each merged line stands where the car's latest news stood. Pure: items oldest first.
 */
export function mergeAlertItems<T extends MergeableAlertItem>(items: readonly T[]): T[] {
  const latest = new Map<number, number>();
  items.forEach((item, index) => {
    if (item.kind !== 'new-match') latest.set(item.carId, index);
  });
  const merged: T[] = [];
  items.forEach((item, index) => {
    if (item.kind === 'new-match') {
      merged.push(item);
      return;
    }
    if (latest.get(item.carId) !== index) return;
    if (item.kind === 'sold') {
      merged.push(item);
      return;
    }
    const from = items.find((other) => other.carId === item.carId && other.kind === 'price-drop');
    const oldPrice = from?.oldPrice ?? item.oldPrice;
    if (oldPrice !== null && item.price > 0 && item.price < oldPrice) {
      merged.push({ ...item, oldPrice });
    }
  });
  return merged;
}
