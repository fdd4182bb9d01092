/**
 * A Map that keeps at most `maxEntries`, forgetting the least recently used first. Every
 * in-process cache keyed by anything a request can choose is one of these, so no request
 * stream can grow the process without bound.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new RangeError(`maxEntries must be a positive integer, got ${maxEntries}`);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value, marking it the most recently used. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    // A Map iterates in insertion order: re-inserting makes this key the newest.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): this {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    return this;
  }

  /** The value without marking it used. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
