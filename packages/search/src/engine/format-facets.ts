import { getOwn } from '@forecourt/core/lookup';
import type { FacetName } from '@forecourt/core/search';
import { bandOrder } from '@forecourt/core/stock';
import type { FacetValue } from './facet-store.ts';
import type { FacetItem } from './search-request.ts';

export interface LabelOptions {
  /** Labels for car types, e.g. { used: 'Pre-Owned' } (site config). */
  carTypeLabels?: Partial<Record<string, string>>;
  /** Certified-only sites hide the facet value false (spec 1 §5). */
  certifiedOnly?: boolean;
}

/** Car type and series orders of spec 1 §9. */
const CAR_TYPE_ORDER = ['new', 'demo', 'used'];
const SERIES_ORDER = ['duo', 'city', 'sport'];
const fixedLabels: Partial<Record<FacetName, Record<string, string>>> = {
  car_type: { new: 'New', demo: 'Demo', used: 'Used' },
  status: { in_stock: 'In Stock', coming_soon: 'Coming Soon', sold: 'Sold', other: 'Other' },
  certified: { true: 'Certified', false: 'Not certified' },
  item_type: { car: 'Cars', motorcycle: 'Motorcycles', truck: 'Trucks', caravan: 'Caravans' },
};

/** `value` may be a selected value straight from the URL ('constructor'): own keys only. */
function labelFor(facet: FacetName, value: string, options: LabelOptions): string {
  const typeLabel = options.carTypeLabels && getOwn(options.carTypeLabels, value);
  if (facet === 'car_type' && typeLabel) return typeLabel;
  if (facet === 'make_model') return value.replace('|', ' ');
  const fixed = fixedLabels[facet];
  return (fixed && getOwn(fixed, value)) ?? value;
}

function compareText(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}

function compareItems(facet: FacetName): (a: FacetItem, b: FacetItem) => number {
  const byCount = (a: FacetItem, b: FacetItem) =>
    b.count - a.count || compareText(a.label, b.label);
  const byRank = (order: string[]) => (a: FacetItem, b: FacetItem) =>
    order.indexOf(a.value) - order.indexOf(b.value);
  switch (facet) {
    case 'car_type':
      return byRank(CAR_TYPE_ORDER);
    case 'series':
      // The named series first in their order; any other series after them, most common first.
      return (a, b) => {
        const rank = (item: FacetItem) => {
          const at = SERIES_ORDER.indexOf(item.value.toLowerCase());
          return at === -1 ? SERIES_ORDER.length : at;
        };
        return rank(a) - rank(b) || byCount(a, b);
      };
    case 'year':
      return (a, b) => Number(b.value) - Number(a.value);
    case 'seats':
      return (a, b) => Number(a.value) - Number(b.value);
    case 'price_range':
    case 'weekly_price_range':
      return byRank(bandOrder[facet] ?? []);
    default:
      return byCount;
  }
}

/**
 * Facet items {label, value, count}: values with matches, plus every selected value (even one
 * no car has any more) so the shopper can always clear it.
 */
export function formatFacet(
  facet: FacetName,
  values: FacetValue[],
  counts: Int32Array,
  selected: string[],
  options: LabelOptions,
): FacetItem[] {
  const chosen = new Set(selected.map((value) => value.toLowerCase()));
  const items: FacetItem[] = [];
  for (const entry of values) {
    const count = counts[entry.id] ?? 0;
    if (count === 0 && !chosen.has(entry.value.toLowerCase())) continue;
    if (facet === 'certified' && options.certifiedOnly && entry.value === 'false') continue;
    items.push({ label: labelFor(facet, entry.value, options), value: entry.value, count });
    chosen.delete(entry.value.toLowerCase());
  }
  for (const value of selected) {
    if (chosen.delete(value.toLowerCase()))
      items.push({ label: labelFor(facet, value, options), value, count: 0 });
  }
  return items.sort(compareItems(facet));
}
