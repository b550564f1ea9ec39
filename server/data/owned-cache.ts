/**
 * In-memory caches that belong to an owner (a database, a server instance): each owner gets its own map, gone
 * with the owner, and a map that reaches `maxEntries` starts over, so memory stays bounded.
 */
export class OwnedCache<K, V> {
  private readonly maps = new WeakMap<object, Map<K, V>>();

  constructor(private readonly maxEntries = 10_000) {}

  get(owner: object, key: K): V | undefined {
    return this.maps.get(owner)?.get(key);
  }

  set(owner: object, key: K, value: V): V {
    let map = this.maps.get(owner);
    if (!map) {
      map = new Map();
      this.maps.set(owner, map);
    }
    if (map.size >= this.maxEntries && !map.has(key)) map.clear();
    map.set(key, value);
    return value;
  }

  delete(owner: object, key: K): void {
    this.maps.get(owner)?.delete(key);
  }

  /** Drops every entry of the owner whose value matches (rare: a revocation; the map is bounded by maxEntries). */
  deleteWhere(owner: object, matches: (value: V) => boolean): void {
    const map = this.maps.get(owner);
    if (!map) return;
    for (const [key, value] of map) if (matches(value)) map.delete(key);
  }

  clear(owner: object): void {
    this.maps.get(owner)?.clear();
  }
}
