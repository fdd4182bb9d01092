import { type FacetName, facetNames } from '@forecourt/core/search';
import { Bitset } from './bitset.ts';

export interface FacetValue {
  id: number;
  value: string;
  bits: Bitset;
}

/** Facets whose documents carry lists of values; every other facet has one value per car. */
const multiValued: readonly FacetName[] = ['categories', 'filtered_features'];
const NONE = 0xffff;
/**
 * Cost of intersecting and counting one bitset word, relative to reading one car's value id.
 * Measured here: about a third; the column reads are sequential (members are in order), so
 * this holds from 50,000 to 500,000 cars.
 */
const BITSET_COST = 0.33;

/**
 * Per facet: each distinct value's documents (a bitset, for filtering) and each document's
 * value id (a compact forward column, for counting). Counting a facet over the matches reads
 * its column in document order, which stays in the CPU cache even for large indexes.
 */
export class FacetStore {
  private readonly values = new Map<FacetName, FacetValue[]>();
  private readonly byKey = new Map<FacetName, Map<string, FacetValue>>();
  private readonly columns = new Map<FacetName, Uint16Array>();
  private readonly multi = new Set<FacetName>(multiValued);

  constructor(readonly capacity: number) {
    for (const facet of facetNames) {
      this.values.set(facet, []);
      this.byKey.set(facet, new Map());
      if (!this.multi.has(facet)) this.columns.set(facet, new Uint16Array(capacity).fill(NONE));
    }
  }

  add(docNo: number, facet: FacetName, raw: string | string[] | undefined): void {
    if (raw === undefined) return;
    const column = this.columns.get(facet);
    if (!column) {
      for (const value of Array.isArray(raw) ? raw : [raw]) this.intern(facet, value, docNo);
      return;
    }
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value !== undefined) column[docNo] = this.intern(facet, value, docNo);
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

  /** Documents having any of `wanted` (case-insensitive), written into an empty `into`. */
  union(facet: FacetName, wanted: string[], into: Bitset = new Bitset(this.capacity)): Bitset {
    const keyed = this.byKey.get(facet) as Map<string, FacetValue>;
    for (const value of new Set(wanted.map((w) => w.toLowerCase()))) {
      const entry = keyed.get(value);
      if (entry) into.or(entry.bits);
    }
    return into;
  }

  /**
   * Counts of each value of each of `facets` over a set, given as a bitset and as its members
   * `docs[0..n)`. Facets with few values are counted by intersecting bitsets (cost: values ×
   * words); the rest by reading their column for each member (cost: members).
   */
  count(
    facets: readonly FacetName[],
    set: Bitset,
    docs: Int32Array,
    n: number,
  ): Map<FacetName, Int32Array> {
    const result = new Map<FacetName, Int32Array>();
    for (const facet of facets) {
      const values = this.list(facet);
      const column = this.columns.get(facet);
      if (!column || values.length * set.words.length * BITSET_COST < n) {
        const counts = new Int32Array(values.length);
        for (const entry of values) counts[entry.id] = set.countAnd(entry.bits);
        result.set(facet, counts);
      } else {
        result.set(facet, countColumn(column, values.length, docs, n));
      }
    }
    return result;
  }
}

function countColumn(column: Uint16Array, size: number, docs: Int32Array, n: number): Int32Array {
  // The slot past the values collects documents with none (NONE), and is dropped.
  const counts = new Int32Array(size + 1);
  for (let i = 0; i < n; i++) {
    const id = column[docs[i] as number] as number;
    const slot = Math.min(id, size);
    counts[slot] = (counts[slot] as number) + 1;
  }
  return counts.subarray(0, size);
}
