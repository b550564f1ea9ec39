import { SEARCH_HITS_PER_KIND, type MenuItem, type SearchGroup, type SearchHit } from '../../core/contract';

/** The spec's report action type: its menu items are the report pages the search lists apart from other pages. */
const REPORT_TYPE = 'report';

const LABELS = {
  report: { en: 'Reports', nl: 'Rapporten' },
  page: { en: 'Pages', nl: "Pagina's" },
} as const;

/** Where a menu item leads, as the side menu follows it (spec "Side menu"); null for an item that leads nowhere. */
function hitOf(item: MenuItem, path: readonly string[]): SearchHit | null {
  const subtitle = path.length ? { subtitle: path.join(' › ') } : {};
  const inside = !item.linkUrl || item.linkTarget === 'content-window' || item.linkTarget === null;
  if (inside)
    return item.actionId === null ? null : { title: item.name, ...subtitle, route: `/action/${item.actionId}` };
  return {
    title: item.name,
    ...subtitle,
    route: item.linkUrl!,
    external: true,
    newWindow: item.linkTarget === 'new-window',
  };
}

/**
 * The menu items whose name contains the text (case-insensitive), from the menu as the user sees it (so only
 * what the user may open): report pages and the other pages as two kinds, each hit with the headers above it.
 */
export function menuHits(menu: readonly MenuItem[], text: string): SearchGroup[] {
  const wanted = text.toLocaleLowerCase();
  const found = { report: [] as SearchHit[], page: [] as SearchHit[] };
  const walk = (items: readonly MenuItem[], path: readonly string[]) => {
    for (const item of items) {
      const hit = item.actionType === 'menu' ? null : hitOf(item, path);
      const kind = item.actionType === REPORT_TYPE ? found.report : found.page;
      if (hit && item.name.toLocaleLowerCase().includes(wanted) && kind.length < SEARCH_HITS_PER_KIND) kind.push(hit);
      walk(item.subMenuItems, [...path, item.name]);
    }
  };
  walk(menu, []);
  return (['report', 'page'] as const)
    .filter((kind) => found[kind].length > 0)
    .map((kind) => ({ kind: `menu-${kind}`, label: LABELS[kind], hits: found[kind] }));
}
