import type { TFunction } from 'i18next';
import type { SavedEntry, SearchGroup } from '../../../core/contract';
import type { SavedItemsStore } from '../../../core/services/saved-items/saved-items-store';

/** A hit as the list shows it: with its kind (to star it) and, for a kept favourite, whether it still opens. */
export type ShownHit = SavedEntry;
export interface ShownGroup {
  key: string;
  label: string;
  hits: ShownHit[];
}

export const foundGroups = (groups: SearchGroup[], language: 'en' | 'nl'): ShownGroup[] =>
  groups.map((group) => ({
    key: group.kind,
    label: group.label[language],
    hits: group.hits.map((hit) => ({ ...hit, kind: group.kind, available: true })),
  }));

/** Before typing: the favourites, then the recently opened items (each list only when it holds something). */
export const savedGroups = (saved: SavedItemsStore, t: TFunction): ShownGroup[] =>
  [
    { key: 'favourites', label: t('saved.favourites'), hits: saved.favourites },
    { key: 'recent', label: t('saved.recent'), hits: saved.recent },
  ].filter((group) => group.hits.length > 0);
