import { hasRealPrice } from '@forecourt/core/car';
import type { RangeField, SortKey } from '@forecourt/core/search';
import type { FilterableNumber } from '@forecourt/core/stock';
import type { Bitset } from './bitset.ts';

interface SortSpec {
  field: FilterableNumber;
  descending: boolean;
  /** Cars without a real price ('Enquire for price', PREORDER) go last whichever the direction. */
  unpricedLast?: boolean;
}

/** Primary key of each sort and its direction; ties go to the newest listing, then the id. */
const sortSpecs: Record<SortKey, SortSpec> = {
  relevance: { field: 'custom_rank', descending: true },
  latest: { field: 'created_at_timestamp', descending: true },
  'price-desc': { field: 'price', descending: true, unpricedLast: true },
  'price-asc': { field: 'price', descending: false, unpricedLast: true },
  'km-asc': { field: 'km', descending: false },
  'year-desc': { field: 'year', descending: true },
};

/** Live documents in each sort order, computed when first needed after a change. */
export class SortOrders {
  private readonly orders = new Map<string, Int32Array>();

  constructor(
    private readonly numbers: Map<FilterableNumber, Float64Array>,
    private readonly alive: Bitset,
  ) {}

  invalidate(): void {
    this.orders.clear();
  }

  get(key: SortKey): Int32Array {
    const { field, descending, unpricedLast = false } = sortSpecs[key];
    return this.byField(field, descending, unpricedLast);
  }

  /**
   * Smallest and largest value of `field` among `members`, walking the field's ascending order
   * from both ends: for large sets the first member is near the start. Null when none has one.
   */
  minMax(field: RangeField, members: Bitset): { min: number; max: number } | null {
    const order = this.byField(field, false);
    const column = this.numbers.get(field) as Float64Array;
    let first = -1;
    for (let i = 0; i < order.length; i++) {
      const docNo = order[i] as number;
      if (Number.isNaN(column[docNo] as number)) return null;
      if (members.has(docNo)) {
        first = docNo;
        break;
      }
    }
    if (first === -1) return null;
    for (let i = order.length - 1; i >= 0; i--) {
      const docNo = order[i] as number;
      if (members.has(docNo) && !Number.isNaN(column[docNo] as number)) {
        return { min: column[first] as number, max: column[docNo] as number };
      }
    }
    return null;
  }

  /** The plain numeric order (what minMax walks) unless `unpricedLast`. */
  private byField(field: FilterableNumber, descending: boolean, unpricedLast = false): Int32Array {
    const key = `${field}:${descending ? 'desc' : 'asc'}${unpricedLast ? ':unpriced-last' : ''}`;
    let order = this.orders.get(key);
    if (!order) {
      order = this.build(field, descending, unpricedLast);
      this.orders.set(key, order);
    }
    return order;
  }

  private build(field: FilterableNumber, descending: boolean, unpricedLast: boolean): Int32Array {
    const primary = this.numbers.get(field) as Float64Array;
    const created = this.numbers.get('created_at_timestamp') as Float64Array;
    const ids = this.numbers.get('id') as Float64Array;
    const docs = new Int32Array(this.alive.size);
    const n = this.alive.toArray(docs);
    const sign = descending ? -1 : 1;
    // Missing values (and, for price sorts, placeholder prices) sort last whichever the direction.
    const keyOf = (docNo: number) => {
      const value = primary[docNo] as number;
      if (Number.isNaN(value) || (unpricedLast && !hasRealPrice(value)))
        return Number.POSITIVE_INFINITY;
      return sign * value;
    };
    return docs
      .subarray(0, n)
      .sort(
        (a, b) =>
          keyOf(a) - keyOf(b) ||
          (created[b] as number) - (created[a] as number) ||
          (ids[b] as number) - (ids[a] as number),
      );
  }
}
