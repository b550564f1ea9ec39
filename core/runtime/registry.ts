import { action, makeObservable, observableShallow } from 'mobx';
import type { ContributionRegistry } from '../plugin-api';

/**
 * A keyed, MobX-observable registry owned by one app container. Each entry remembers the plugin that
 * registered it, so a duplicate is refused naming both plugins and a failed plugin's entries can be dropped.
 */
export class ObservableRegistry<E> implements ContributionRegistry<E> {
  private readonly byKey = new Map<string, { entry: E; owner: string }>();
  entries: E[] = [];
  private frozen = false;

  constructor(
    private readonly kind: string,
    private readonly keyOf: (entry: E) => string,
  ) {
    makeObservable<ObservableRegistry<E>, 'frozen'>(this, {
      entries: observableShallow,
      frozen: false,
      add: action,
      removeOwner: action,
    });
  }

  add(entry: E, owner: string): void {
    if (this.frozen)
      throw new Error(`The ${this.kind} registry is frozen: plugin "${owner}" must declare it in its manifest.`);
    const key = this.keyOf(entry);
    if (typeof key !== 'string' || key === '')
      throw new Error(`Plugin "${owner}" registered a ${this.kind} without a key.`);
    const existing = this.byKey.get(key);
    if (existing) {
      throw new Error(
        `Plugin "${owner}" cannot register ${this.kind} "${key}": plugin "${existing.owner}" already registered it.`,
      );
    }
    this.byKey.set(key, { entry, owner });
    this.entries.push(entry);
  }

  removeOwner(owner: string): void {
    for (const [key, value] of this.byKey) {
      if (value.owner === owner) this.byKey.delete(key);
    }
    this.entries = [...this.byKey.values()].map((value) => value.entry);
  }

  get(key: string): E | undefined {
    return this.byKey.get(key)?.entry;
  }

  has(key: string): boolean {
    return this.byKey.has(key);
  }

  ownerOf(key: string): string | undefined {
    return this.byKey.get(key)?.owner;
  }

  freeze(): void {
    this.frozen = true;
  }
}
