import { Bitset } from './bitset.ts';

/**
 * Scratch bitsets for one search, reused by the next. A query builds a dozen sets the size of
 * the index; allocating them anew each time makes the garbage collector the slowest part of
 * a search on a large index.
 */
export class BitsetPool {
  private readonly free: Bitset[] = [];
  private readonly lent: Bitset[] = [];

  constructor(private readonly size: number) {}

  /** An empty set. */
  take(): Bitset {
    const set = this.free.pop();
    if (set) set.words.fill(0);
    const result = set ?? new Bitset(this.size);
    this.lent.push(result);
    return result;
  }

  /** A copy of `source`. */
  copy(source: Bitset): Bitset {
    const set = this.free.pop() ?? new Bitset(this.size);
    set.words.set(source.words);
    this.lent.push(set);
    return set;
  }

  /** Everything lent since the last call comes back (call when a search is done with them). */
  reclaim(): void {
    while (this.lent.length > 0) this.free.push(this.lent.pop() as Bitset);
  }
}
