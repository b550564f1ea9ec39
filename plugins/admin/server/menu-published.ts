import { isPlainObject, parseJson, sql, type CrossCustomerData } from '../../../server/plugin-api';
import type { LinkTarget } from '../../../core/contract';
import type { MenuItemType, MenuNode } from '../contract-menus';

const ITEM_COLUMNS = [
  'id',
  'parent_id',
  'name',
  'name_en',
  'name_nl',
  'item_type',
  'link_url',
  'link_target',
  'is_homepage',
  'icon',
  'action_id',
];
const ACTION_COLUMNS = ['id', 'action_type', 'title', 'title_en', 'title_nl', 'data', 'required_permission'];

const NO_ACTION = {
  action_type: null,
  title: null,
  title_en: null,
  title_nl: null,
  data: null,
  required_permission: null,
} as const;

type ItemRow = Omit<PublishedRow, Exclude<keyof ActionRow, 'id'>>;
type ActionRow = Pick<
  PublishedRow,
  'id' | 'action_type' | 'title' | 'title_en' | 'title_nl' | 'data' | 'required_permission'
>;

interface PublishedRow {
  id: number;
  parent_id: number | null;
  name: string;
  name_en: string | null;
  name_nl: string | null;
  item_type: MenuItemType;
  link_url: string | null;
  link_target: LinkTarget | null;
  is_homepage: number;
  icon: string | null;
  action_id: number | null;
  action_type: string | null;
  title: string | null;
  title_en: string | null;
  title_nl: string | null;
  data: string | null;
  required_permission: string | null;
}

/** A customer's published menu (menu_items and the actions they open) as the editor's tree, in menu order. */
export function readPublishedMenu(menus: CrossCustomerData, customerId: string): MenuNode[] {
  const items = menus
    .forCustomer(customerId)
    .table('menu_items')
    .find<ItemRow>(undefined, {
      columns: ITEM_COLUMNS,
      orderBy: ['sort_order', 'id'],
    });
  const actionIds = [...new Set(items.flatMap((item) => (item.action_id === null ? [] : [Number(item.action_id)])))];
  const actions = new Map(
    (actionIds.length
      ? menus.table('actions').find<ActionRow>(sql(`id IN (${actionIds.map(() => '?').join(', ')})`, ...actionIds), {
          columns: ACTION_COLUMNS,
        })
      : []
    ).map(({ id, ...fields }) => [Number(id), fields]),
  );
  // A LEFT JOIN in two reads: an item whose action is gone reads as opening none.
  const rows: PublishedRow[] = items.map((item) => ({
    ...NO_ACTION,
    ...(item.action_id === null ? undefined : actions.get(Number(item.action_id))),
    ...item,
    id: Number(item.id),
  }));
  const children = new Map<number | null, PublishedRow[]>();
  for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  const build = (parent: number | null, seen: Set<number>): MenuNode[] =>
    (children.get(parent) ?? [])
      .filter((row) => !seen.has(row.id))
      .map((row) => toNode(row, build(row.id, new Set([...seen, row.id]))));
  return build(null, new Set());
}

function toNode(row: PublishedRow, children: MenuNode[]): MenuNode {
  const opensAction = row.item_type === 'action' && row.action_id !== null;
  return {
    id: row.id,
    type: row.item_type,
    name: englishOf(row.name, row.name_en, row.name_nl) ?? '',
    nameNl: row.name_nl,
    icon: row.icon,
    linkUrl: row.item_type === 'link' ? row.link_url : null,
    linkTarget: row.item_type === 'link' ? row.link_target : null,
    isHomepage: opensAction && row.is_homepage === 1,
    action: opensAction
      ? {
          id: row.action_id,
          actionType: row.action_type ?? '',
          title: englishOf(row.title, row.title_en, row.title_nl),
          titleNl: row.title_nl,
          data: parseJson<Record<string, unknown>>(row.data ?? '{}', {}, isPlainObject),
          requiredPermission: row.required_permission,
        }
      : null,
    children,
  };
}

/**
 * The English text as the editor shows it: a text stored before texts had a language (neither column set) is
 * shown as the English one, and saved so the next time.
 */
function englishOf(text: string | null, en: string | null, nl: string | null): string | null {
  if (en !== null || nl !== null) return en;
  return text;
}

/** Every node of a tree, depth first, with its path in the tree (items.0.children.2). */
export function* walkMenu(
  items: readonly MenuNode[],
  path = 'items',
  depth = 1,
): Generator<{ node: MenuNode; path: string; depth: number }> {
  for (const [index, node] of items.entries()) {
    const at = `${path}.${index}`;
    yield { node, path: at, depth };
    yield* walkMenu(node.children, `${at}.children`, depth + 1);
  }
}

export const countMenuItems = (items: readonly MenuNode[]) => [...walkMenu(items)].length;
