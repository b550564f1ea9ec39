/** A Map that forgets its oldest entry when it holds `maxEntries`: an emulator's in-memory jobs cannot grow without end. */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly maxEntries: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.maxEntries) this.delete(this.keys().next().value as K);
    return super.set(key, value);
  }
}
