import type { MenuItem } from '../../core/contract';
import { menuLink } from './menu-links';

/** A header (actionType menu: a disabled label whose items always show), a group that expands, or a leaf. */
export type RowKind = 'header' | 'group' | 'leaf';

/**
 * A menu item as one row of the side menu's visible rows (those of collapsed groups are not rows). The item
 * object itself identifies the row (expanded groups, measured heights): the tree is parsed once and only ever
 * replaced whole, so an item keeps its identity for as long as its tree is shown.
 */
export interface MenuRow {
  readonly item: MenuItem;
  /** Among its siblings, for React: id and position (ids may repeat). */
  readonly key: string;
  readonly kind: RowKind;
  /** Its position among the visible rows, in reading order. */
  readonly index: number;
  /** How many visible rows it spans: itself and its visible descendants. */
  readonly span: number;
  /** Its visible children: a header's, an expanded group's; null for a leaf and a collapsed group. */
  readonly children: readonly MenuRow[] | null;
}

export interface MenuRows {
  /** The top-level rows, each holding its visible children: what the nested lists render. */
  readonly top: readonly MenuRow[];
  /** Every visible row in reading order: what the window counts, measures and scrolls through. */
  readonly all: readonly MenuRow[];
}

export function rowKind(item: MenuItem): RowKind {
  if (item.actionType === 'menu') return 'header';
  return item.subMenuItems.length ? 'group' : 'leaf';
}

/** The visible rows of the tree: a header's items always, a group's items when `expanded` holds the group. */
export function menuRows(items: readonly MenuItem[], expanded: ReadonlySet<MenuItem>): MenuRows {
  const all: MenuRow[] = [];
  const visit = (list: readonly MenuItem[]): MenuRow[] =>
    list.map((item, position) => {
      const kind = rowKind(item);
      const index = all.length;
      const row = { item, key: `${item.id}-${position}`, kind, index, span: 1, children: null as MenuRow[] | null };
      all.push(row);
      if (kind === 'header' || (kind === 'group' && expanded.has(item))) {
        row.children = visit(item.subMenuItems);
        row.span = all.length - index;
      }
      return row;
    });
  return { top: visit(items), all };
}

/** The groups that hold the page at `pathname` (or lead to it themselves): they start expanded. */
export function groupsLeadingTo(items: readonly MenuItem[], pathname: string): Set<MenuItem> {
  const open = new Set<MenuItem>();
  const visit = (list: readonly MenuItem[]): boolean => {
    let found = false;
    for (const item of list) {
      const link = menuLink(item);
      const here = visit(item.subMenuItems) || (link.kind === 'route' && link.to === pathname);
      if (here && rowKind(item) === 'group') open.add(item);
      found ||= here;
    }
    return found;
  };
  visit(items);
  return open;
}

/** The rows of `siblings` (in reading order) that span any row of [from, to). */
export function rowsWithin(siblings: readonly MenuRow[], from: number, to: number): readonly MenuRow[] {
  let low = 0;
  let high = siblings.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (siblings[middle].index + siblings[middle].span <= from) low = middle + 1;
    else high = middle;
  }
  let end = low;
  while (end < siblings.length && siblings[end].index < to) end++;
  return siblings.slice(low, end);
}
