import { LruMap } from './lru-map';

/**
 * In-memory caches that belong to an owner (a database, a server instance): each owner gets its own map, gone
 * with the owner, bounded to `maxEntries` with the least recently used entry evicted first.
 */
export class OwnedCache<K, V> {
  private readonly maps = new WeakMap<object, LruMap<K, V>>();

  constructor(private readonly maxEntries = 10_000) {}

  get(owner: object, key: K): V | undefined {
    return this.maps.get(owner)?.get(key);
  }

  set(owner: object, key: K, value: V): V {
    let map = this.maps.get(owner);
    if (!map) {
      map = new LruMap(this.maxEntries);
      this.maps.set(owner, map);
    }
    return map.set(key, value);
  }

  delete(owner: object, key: K): void {
    this.maps.get(owner)?.delete(key);
  }

  /** Drops every entry of the owner whose value matches (rare: a revocation; the map is bounded by maxEntries). */
  deleteWhere(owner: object, matches: (value: V) => boolean): void {
    this.maps.get(owner)?.deleteWhere(matches);
  }

  clear(owner: object): void {
    this.maps.get(owner)?.clear();
  }
}
