import { type FacetName, facetNames } from '../search-doc.ts';
import { Bitset } from './bitset.ts';

export interface FacetValue {
  id: number;
  value: string;
  bits: Bitset;
}

/**
 * Per facet: each distinct value's documents (a bitset, for filtering) and each document's
 * value ids (a forward index, for counting in one pass over the matches).
 */
export class FacetStore {
  private readonly values = new Map<FacetName, FacetValue[]>();
  private readonly byKey = new Map<FacetName, Map<string, FacetValue>>();
  /** Single-valued facets: doc → value id (−1 for none). Multi-valued: doc → ids. */
  private readonly single = new Map<FacetName, Int32Array>();
  private readonly multi = new Map<FacetName, (number[] | undefined)[]>();

  constructor(readonly capacity: number) {
    for (const facet of facetNames) {
      this.values.set(facet, []);
      this.byKey.set(facet, new Map());
      this.single.set(facet, new Int32Array(capacity).fill(-1));
      this.multi.set(facet, []);
    }
  }

  add(docNo: number, facet: FacetName, raw: string | string[] | undefined): void {
    if (raw === undefined) return;
    if (Array.isArray(raw)) {
      const ids = [...new Set(raw)].map((value) => this.intern(facet, value, docNo));
      (this.multi.get(facet) as (number[] | undefined)[])[docNo] = ids;
    } else {
      (this.single.get(facet) as Int32Array)[docNo] = this.intern(facet, raw, docNo);
    }
  }

  /** Values differing only in case ('Ford', 'FORD') are one value, shown as first seen. */
  private intern(facet: FacetName, value: string, docNo: number): number {
    const keyed = this.byKey.get(facet) as Map<string, FacetValue>;
    const key = value.toLowerCase();
    let entry = keyed.get(key);
    if (!entry) {
      const list = this.values.get(facet) as FacetValue[];
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

  /** Count values over `docs[0..n)`. */
  count(facet: FacetName, docs: Int32Array, n: number): Int32Array {
    const counts = new Int32Array(this.list(facet).length);
    const forward = this.single.get(facet) as Int32Array;
    const multi = this.multi.get(facet) as (number[] | undefined)[];
    if (multi.length === 0) {
      for (let i = 0; i < n; i++) {
        const id = forward[docs[i] as number] as number;
        if (id >= 0) counts[id] = (counts[id] as number) + 1;
      }
      return counts;
    }
    for (let i = 0; i < n; i++) {
      for (const id of multi[docs[i] as number] ?? []) counts[id] = (counts[id] as number) + 1;
    }
    return counts;
  }
}
