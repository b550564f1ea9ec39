import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { HttpClient, HttpFailure } from '../../../core/plugin-api';
import { ManagedResourcePaths, ResourceInventory, type ResourceGroup } from '../contract';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';
export type InventorySort = 'type' | 'count' | 'lastCheck';
export const INVENTORY_SORTS: readonly InventorySort[] = ['type', 'count', 'lastCheck'];

/** How many names an expanded group shows at first, and how many more each "show more" adds. */
export const NAMES_PAGE = 120;

/** A group as the page shows it: under a search, only the names that match (all of them when the type matched). */
export interface ShownGroup extends ResourceGroup {
  /** The type as the reader reads it (an Azure type's readable name; else the type itself). */
  typeLabel: string;
  shownNames: string[];
  /** Whether the search matched names in this group (they are highlighted and the group opens). */
  nameMatches: boolean;
}

interface IndexedGroup {
  group: ResourceGroup;
  typeLabel: string;
  /** The readable name and the type, lower-cased: a search finds either. */
  type: string;
  names: string[];
}

/** A group's key: a type may be there twice, from the provider and from Azure. */
export const groupKey = (group: Pick<ResourceGroup, 'resourceType' | 'source'>) =>
  `${group.source}:${group.resourceType}`;

const time = (iso: string | null) => (iso ? Date.parse(iso) || 0 : 0);

const byType = (a: ShownGroup, b: ShownGroup) => a.typeLabel.localeCompare(b.typeLabel);
const comparators: Record<InventorySort, (a: ShownGroup, b: ShownGroup) => number> = {
  type: (a, b) => byType(a, b) || b.source.localeCompare(a.source),
  count: (a, b) => b.resourceCount - a.resourceCount || byType(a, b),
  lastCheck: (a, b) => time(b.lastCheckDate) - time(a.lastCheckDate) || byType(a, b),
};

/**
 * The active customer's resource inventory: search by type or name, sort, expand a group to its names.
 * Names are lower-cased once per load, so a search through thousands stays quick; the view renders the
 * names of expanded groups only, a page at a time.
 */
export class InventoryStore {
  groups: ResourceGroup[] = [];
  loadState: LoadState = 'idle';
  loadFailure: HttpFailure | null = null;
  search = '';
  sort: InventorySort = 'type';
  /** Expanded groups, by key (groupKey). */
  readonly expanded = observable.set<string>();
  /** Names shown per expanded group (NAMES_PAGE more per "show more"). */
  readonly shownCount = observable.map<string, number>();

  constructor(
    private readonly http: HttpClient,
    /** The type's readable name in the reader's language (default: the type as stored). */
    private readonly typeLabel: (resourceType: string) => string = (resourceType) => resourceType,
  ) {
    makeAutoObservable<this, 'http' | 'typeLabel'>(this, { http: false, typeLabel: false }, { autoBind: true });
  }

  /** The groups with their type and names lower-cased once per load (a computed value, kept until the next load). */
  private get indexed(): IndexedGroup[] {
    return this.groups.map((group) => {
      const typeLabel = this.typeLabel(group.resourceType);
      return {
        group,
        typeLabel,
        type: `${typeLabel}\n${group.resourceType}`.toLocaleLowerCase(),
        names: group.names.map((name) => name.toLocaleLowerCase()),
      };
    });
  }

  get query(): string {
    return this.search.trim().toLocaleLowerCase();
  }

  get visibleGroups(): ShownGroup[] {
    const query = this.query;
    const shown: ShownGroup[] = [];
    for (const { group, typeLabel, type, names } of this.indexed) {
      if (!query) {
        shown.push({ ...group, typeLabel, shownNames: group.names, nameMatches: false });
        continue;
      }
      const matching = group.names.filter((_, i) => names[i].includes(query));
      const typeMatches = type.includes(query);
      if (matching.length > 0) shown.push({ ...group, typeLabel, shownNames: matching, nameMatches: true });
      else if (typeMatches) shown.push({ ...group, typeLabel, shownNames: group.names, nameMatches: false });
    }
    return shown.sort(comparators[this.sort]);
  }

  get totalResources(): number {
    return this.groups.reduce((sum, g) => sum + g.resourceCount, 0);
  }

  isExpanded(key: string): boolean {
    return this.expanded.has(key);
  }

  toggle(key: string): void {
    if (this.expanded.has(key)) this.expanded.delete(key);
    else this.expanded.add(key);
  }

  shownNamesOf(key: string): number {
    return this.shownCount.get(key) ?? NAMES_PAGE;
  }

  showMore(key: string): void {
    this.shownCount.set(key, this.shownNamesOf(key) + NAMES_PAGE);
  }

  /** A new search opens exactly the groups whose names match it, so the matches are in view. */
  setSearch(search: string): void {
    this.search = search;
    this.shownCount.clear();
    this.expanded.replace(this.query ? this.visibleGroups.filter((g) => g.nameMatches).map(groupKey) : []);
  }

  setSort(sort: InventorySort): void {
    this.sort = sort;
  }

  async load(): Promise<void> {
    this.loadState = 'loading';
    this.loadFailure = null;
    const result = await this.http.get(ManagedResourcePaths.inventory, ResourceInventory);
    runInAction(() => {
      this.groups = result.ok ? result.data : [];
      this.loadState = result.ok ? 'loaded' : 'failed';
      this.loadFailure = result.ok ? null : result;
    });
  }
}
