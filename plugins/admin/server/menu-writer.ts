import { sql, type CrossCustomerData, type CustomerTable, type SqlCondition } from '../../../server/plugin-api';
import type { MenuNode } from '../contract-menus';

/**
 * Replaces a customer's published menu with `items`; call it inside a transaction. With `keepIds`, an item or
 * action that names one of this customer's ids keeps it (users' links and default actions keep working) and
 * is updated in place; everything else gets a new id. Actions the old menu opened and the new one does not are
 * removed; actions no menu item opens (e.g. only someone's default action) are left alone.
 */
export function replacePublishedMenu(
  menus: CrossCustomerData,
  customerId: string,
  items: readonly MenuNode[],
  keepIds: boolean,
): void {
  const customer = menus.forCustomer(customerId);
  const [actions, menuItems] = [customer.table('actions'), customer.table('menu_items')];
  const ids = (table: CustomerTable, column: string, where?: SqlCondition) =>
    new Set(table.find<Record<string, number>>(where, { columns: [column] }).map((row) => Number(row[column])));
  const ownedBefore = ids(menuItems, 'action_id', sql('action_id IS NOT NULL'));
  const customerActions = ids(actions, 'id');
  const itemsBefore = ids(menuItems, 'id');
  // New items get ids above every id in use, so a kept id inserted later never collides with a new one.
  const highest = menus.table('menu_items').first<{ highest: number }>(undefined, {
    columns: ['coalesce(max(id), 0) AS highest'],
  });
  let nextItemId = Math.max(0, ...itemsBefore, Number(highest?.highest ?? 0)) + 1;
  menuItems.remove({});

  const keptActions = new Set<number>();
  const keptItems = new Set<number>();

  const actionIdOf = (action: NonNullable<MenuNode['action']>): number => {
    const title = textColumns(action.title, action.titleNl);
    const fields = {
      action_type: action.actionType,
      title: title.text,
      title_en: title.en,
      title_nl: title.nl,
      data: JSON.stringify(action.data),
      required_permission: action.requiredPermission || null,
    };
    if (keepIds && action.id !== null && customerActions.has(action.id) && !keptActions.has(action.id)) {
      actions.update(fields, { id: action.id });
      keptActions.add(action.id);
      return action.id;
    }
    return actions.insert(fields);
  };

  const write = (nodes: readonly MenuNode[], parentId: number | null) => {
    nodes.forEach((node, order) => {
      const keep = keepIds && node.id !== null && itemsBefore.has(node.id) && !keptItems.has(node.id);
      const id = keep ? node.id! : nextItemId++;
      keptItems.add(id);
      const actionId = node.type === 'action' && node.action ? actionIdOf(node.action) : null;
      const name = textColumns(node.name, node.nameNl);
      menuItems.insert({
        id,
        parent_id: parentId,
        name: name.text ?? '',
        name_en: name.en,
        name_nl: name.nl,
        item_type: node.type,
        action_id: actionId,
        link_url: node.type === 'link' ? (node.linkUrl?.trim() ?? null) : null,
        link_target: node.type === 'link' ? node.linkTarget : node.type === 'action' ? 'content-window' : null,
        is_homepage: node.type === 'action' && node.isHomepage ? 1 : 0,
        icon: node.icon,
        sort_order: order,
      });
      write(node.children, id);
    });
  };
  write(items, null);

  for (const actionId of ownedBefore) if (!keptActions.has(actionId)) actions.remove({ id: actionId });
}

/**
 * A text's columns: per language (null where not given) and the one every reader sees where their language has
 * none, the English text, else the Dutch one.
 */
function textColumns(
  english: string | null | undefined,
  dutch: string | null | undefined,
): { text: string | null; en: string | null; nl: string | null } {
  const en = english?.trim() || null;
  const nl = dutch?.trim() || null;
  return { text: en ?? nl, en, nl };
}

/** The tree as a copy for another customer: no ids, so every item and action is new there. */
export function withoutIds(items: readonly MenuNode[]): MenuNode[] {
  return items.map((node) => ({
    ...node,
    id: null,
    action: node.action ? { ...node.action, id: null } : null,
    children: withoutIds(node.children),
  }));
}
