import type {
  ActionEditorEntry,
  ActionViewEntry,
  CustomerSettingsEntry,
  HomeCardEntry,
  MenuSectionEntry,
  PageEntry,
  WizardDeclaration,
} from './registries';
import { createToken, type Token } from './token';

/** What the shell and other plugins read of a contribution registry (the host fills it from the declarations). */
export interface ContributionRegistry<E> {
  get(key: string): E | undefined;
  has(key: string): boolean;
  /** The plugin that declared the entry under this key. */
  ownerOf(key: string): string | undefined;
  /** Entries in declaration order (observable). */
  readonly entries: readonly E[];
}

export interface ContributionKind<E> {
  /** How messages name one entry ("action view"). */
  readonly noun: string;
  /** The registry's key of an entry: duplicates are refused, naming both plugins. */
  readonly keyOf: (entry: E) => string;
  /** The declaration's schema: a problem in words, or null when the entry is well formed. */
  readonly check: (entry: E) => string | null;
  /** The registry the shell reads (its slot: see each kind's entry type). */
  readonly token: Token<ContributionRegistry<E>>;
}

const isFunction = (value: unknown) => typeof value === 'function';
const lazy = (entry: { load?: unknown }) =>
  isFunction(entry.load) ? null : 'its load is not a function () => import(...)';
const keyed = (entry: object, field: string) => {
  const value = (entry as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? null : `it has no ${field}`;
};
const firstProblem = (...problems: (string | null)[]) => problems.find((problem) => problem !== null) ?? null;

function kind<E extends object>(
  name: string,
  noun: string,
  key: keyof E & string,
  check: (entry: E) => string | null = () => null,
): ContributionKind<E> {
  return {
    noun,
    keyOf: (entry) => entry[key] as string,
    check: (entry) => firstProblem(keyed(entry, key), check(entry)),
    token: createToken<ContributionRegistry<E>>(`core.contributions-${name}`),
  };
}

/**
 * The ONE table of contribution kinds. A plugin's manifest declares entries of these kinds as data (with lazy
 * entries to its code); the host checks them, fills one registry per kind and the shell's slot for the kind reads
 * it. A new kind is one entry here (its entry type beside the others) plus its tests and the slot that shows it.
 */
export const CONTRIBUTION_KINDS = {
  /** The action-detail screen's view of an action type (shell/pages/ActionDetail). */
  actionViews: kind<ActionViewEntry>('action-views', 'action view', 'actionType', lazy),
  /** The editor of an action type in the administration's menu editor. */
  actionEditors: kind<ActionEditorEntry>('action-editors', 'action editor', 'actionType', (entry) =>
    firstProblem(
      lazy(entry),
      keyed(entry, 'labelKey'),
      entry.initialData?.actionType === entry.actionType ? null : 'its initialData has another actionType',
    ),
  ),
  /** Side-menu sections, top-bar items and home-page sections (shell/layout/SideMenu, PlacedSections). */
  menuSections: kind<MenuSectionEntry>('menu-sections', 'menu section', 'id', (entry) =>
    firstProblem(
      lazy(entry),
      ['side-menu', 'top-bar', 'home'].includes(entry.placement)
        ? null
        : `its placement "${entry.placement}" is unknown`,
    ),
  ),
  /** Cards on the home page's welcome screen (shell/pages/PluginHomeCards): labels only, no code. */
  homeCards: kind<HomeCardEntry>('home-cards', 'home card', 'id', (entry) =>
    firstProblem(
      keyed(entry, 'actionType'),
      keyed(entry, 'titleKey'),
      keyed(entry, 'textKey'),
      keyed(entry, 'linkKey'),
    ),
  ),
  /** Wizards opened through the WizardService (shell/wizard/WizardHost). */
  wizards: kind<WizardDeclaration>('wizards', 'wizard', 'id', lazy),
  /** Pages at the plugin's own addresses (shell/app/routes). */
  pages: kind<PageEntry>('pages', 'page', 'path', (entry) =>
    firstProblem(lazy(entry), entry.path.startsWith('/') ? null : 'its path is not absolute'),
  ),
  /** Sections of the administration's customer editor. */
  customerSettings: kind<CustomerSettingsEntry>('customer-settings', 'customer settings section', 'id', (entry) =>
    firstProblem(lazy(entry), keyed(entry, 'titleKey')),
  ),
} as const;

export type ContributionKinds = typeof CONTRIBUTION_KINDS;
export type ContributionName = keyof ContributionKinds;
/** The entry type of a kind. */
export type ContributionEntry<K extends ContributionName> =
  ContributionKinds[K] extends ContributionKind<infer E> ? E : never;
/** What a manifest declares: per kind, its entries. */
export type Contributions = { readonly [K in ContributionName]?: readonly ContributionEntry<K>[] };

export const contributionNames = () => Object.keys(CONTRIBUTION_KINDS) as ContributionName[];
