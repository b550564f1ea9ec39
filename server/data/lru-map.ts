/**
 * A Map bounded to `maxEntries` that evicts the least recently used entry when full. A Map iterates in
 * insertion order, so a read moves its key to the end and the first key is always the one used longest ago.
 * Unlike starting over at the limit, a full cache keeps its busy entries: at 20,000 sessions the signed-in
 * users still find theirs.
 */
export class LruMap<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new RangeError(`maxEntries must be a positive integer, not ${maxEntries}`);
  }

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  set(key: K, value: V): V {
    if (this.map.has(key)) this.map.delete(key);
    else if (this.map.size >= this.maxEntries) this.map.delete(this.map.keys().next().value as K);
    this.map.set(key, value);
    return value;
  }

  delete(key: K): void {
    this.map.delete(key);
  }

  /** Drops every entry whose value matches. */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, value] of this.map) if (matches(value)) this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
  }
}
