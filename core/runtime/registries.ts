import {
  CONTRIBUTION_KINDS,
  contributionNames,
  type ContributionEntry,
  type ContributionName,
  type MenuSectionEntry,
  type MenuSectionPlacement,
} from '../plugin-api';
import { ObservableRegistry } from './registry';

/** One registry per contribution kind, made from the table of kinds (no list of registries by hand). */
export type ContributionRegistries = { readonly [K in ContributionName]: ObservableRegistry<ContributionEntry<K>> };

export function createContributionRegistries(): ContributionRegistries {
  const registries: Partial<Record<ContributionName, ObservableRegistry<object>>> = {};
  for (const name of contributionNames()) {
    const kind = CONTRIBUTION_KINDS[name] as unknown as { noun: string; keyOf: (entry: object) => string };
    registries[name] = new ObservableRegistry<object>(kind.noun, kind.keyOf);
  }
  return registries as unknown as ContributionRegistries;
}

/** Every registry of `registries`, each with its kind's name. */
export const eachRegistry = (registries: ContributionRegistries) =>
  contributionNames().map((name) => ({ name, registry: registries[name] as ObservableRegistry<object> }));

/** The menu sections of one placement, ordered by `order` then declaration. */
export function sectionsAt(entries: readonly MenuSectionEntry[], placement: MenuSectionPlacement): MenuSectionEntry[] {
  return entries
    .filter((entry) => entry.placement === placement)
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry.order ?? 100) - (b.entry.order ?? 100) || a.index - b.index)
    .map(({ entry }) => entry);
}
