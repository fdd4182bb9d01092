import { type FacetName, facetNames } from '../search-doc.ts';
import { Bitset } from './bitset.ts';

export interface FacetValue {
  id: number;
  value: string;
  bits: Bitset;
}

/** Facets whose documents carry lists of values; every other facet has one value per car. */
const multiValued: readonly FacetName[] = ['categories', 'filtered_features'];
const singleValued = facetNames.filter((facet) => !multiValued.includes(facet));
const columnOf = new Map(singleValued.map((facet, column) => [facet, column]));
const NONE = 0xffff;
/** Measured here: intersecting and counting one bitset word costs about a third of one row read. */
const BITSET_COST = 0.33;

/**
 * Per facet: each distinct value's documents (a bitset, for filtering) and each document's
 * value ids (a forward index, for counting). The single-valued ids of one car sit side by
 * side (one cache line), so counting every facet over the matches is one pass.
 */
export class FacetStore {
  private readonly values = new Map<FacetName, FacetValue[]>();
  private readonly byKey = new Map<FacetName, Map<string, FacetValue>>();
  private readonly rows: Uint16Array;
  private readonly multi = new Set<FacetName>(multiValued);

  constructor(readonly capacity: number) {
    this.rows = new Uint16Array(capacity * singleValued.length).fill(NONE);
    for (const facet of facetNames) {
      this.values.set(facet, []);
      this.byKey.set(facet, new Map());
    }
  }

  add(docNo: number, facet: FacetName, raw: string | string[] | undefined): void {
    if (raw === undefined) return;
    if (this.multi.has(facet)) {
      for (const value of Array.isArray(raw) ? raw : [raw]) this.intern(facet, value, docNo);
      return;
    }
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value === undefined) return;
    const column = columnOf.get(facet) as number;
    this.rows[docNo * singleValued.length + column] = this.intern(facet, value, docNo);
  }

  /** Values differing only in case ('Ford', 'FORD') are one value, shown as first seen. */
  private intern(facet: FacetName, value: string, docNo: number): number {
    const keyed = this.byKey.get(facet) as Map<string, FacetValue>;
    const key = value.toLowerCase();
    let entry = keyed.get(key);
    if (!entry) {
      const list = this.values.get(facet) as FacetValue[];
      if (list.length >= NONE)
        throw new RangeError(`Facet ${facet} has more than ${NONE - 1} distinct values`);
      entry = { id: list.length, value, bits: new Bitset(this.capacity) };
      list.push(entry);
      keyed.set(key, entry);
    }
    entry.bits.add(docNo);
    return entry.id;
  }

  list(facet: FacetName): FacetValue[] {
    return this.values.get(facet) as FacetValue[];
  }

  /** Documents having any of `wanted` (case-insensitive), as a new bitset. */
  union(facet: FacetName, wanted: string[]): Bitset {
    const keyed = this.byKey.get(facet) as Map<string, FacetValue>;
    const result = new Bitset(this.capacity);
    for (const value of new Set(wanted.map((w) => w.toLowerCase()))) {
      const entry = keyed.get(value);
      if (entry) result.or(entry.bits);
    }
    return result;
  }

  /**
   * Counts of each value of each of `facets` over a set, given as a bitset and as its members
   * `docs[0..n)`. Facets with few values are counted by intersecting bitsets (cost: values ×
   * words); the rest in one pass over the members' rows (cost: members).
   */
  count(
    facets: readonly FacetName[],
    set: Bitset,
    docs: Int32Array,
    n: number,
  ): Map<FacetName, Int32Array> {
    const result = new Map<FacetName, Int32Array>();
    const byRows: FacetName[] = [];
    for (const facet of facets) {
      const values = this.list(facet);
      if (values.length * set.words.length * BITSET_COST < n || this.multi.has(facet)) {
        const counts = new Int32Array(values.length);
        for (const entry of values) counts[entry.id] = set.countAnd(entry.bits);
        result.set(facet, counts);
      } else {
        byRows.push(facet);
      }
    }
    if (byRows.length > 0) this.countRows(byRows, docs, n, result);
    return result;
  }

  private countRows(
    facets: FacetName[],
    docs: Int32Array,
    n: number,
    result: Map<FacetName, Int32Array>,
  ): void {
    const width = singleValued.length;
    const offsets = new Int32Array(width).fill(-1);
    let total = 0;
    for (const facet of facets) {
      const column = columnOf.get(facet);
      if (column === undefined) continue;
      offsets[column] = total;
      total += this.list(facet).length;
    }
    // One flat counter for all single-valued facets; the id NONE lands past a facet's values.
    const flat = new Int32Array(total + 1);
    const rows = this.rows;
    const active: number[] = [];
    for (let column = 0; column < width; column++)
      if ((offsets[column] as number) >= 0) active.push(column);
    const columns = Int32Array.from(active);
    const bases = Int32Array.from(active.map((column) => offsets[column] as number));
    for (let i = 0; i < n; i++) {
      const row = (docs[i] as number) * width;
      for (let c = 0; c < columns.length; c++) {
        const id = rows[row + (columns[c] as number)] as number;
        if (id !== NONE)
          flat[(bases[c] as number) + id] = (flat[(bases[c] as number) + id] as number) + 1;
      }
    }
    for (const facet of facets) {
      const start = offsets[columnOf.get(facet) as number] as number;
      result.set(facet, flat.subarray(start, start + this.list(facet).length));
    }
  }
}
