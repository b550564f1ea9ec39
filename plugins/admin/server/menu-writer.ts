import type Database from 'better-sqlite3';
import { statement } from '../../../server/plugin-api/raw-database';
import type { MenuNode } from '../contract-menus';

/**
 * Replaces a customer's published menu with `items`; call it inside a transaction. With `keepIds`, an item or
 * action that names one of this customer's ids keeps it (users' links and default actions keep working) and
 * is updated in place; everything else gets a new id. Actions the old menu opened and the new one does not are
 * removed; actions no menu item opens (e.g. only someone's default action) are left alone.
 */
export function replacePublishedMenu(
  db: Database.Database,
  customerId: string,
  items: readonly MenuNode[],
  keepIds: boolean,
): void {
  const ids = (sql: string) => new Set(statement(db, sql).pluck().all(customerId) as number[]);
  const ownedBefore = ids('SELECT DISTINCT action_id FROM menu_items WHERE customer_id = ? AND action_id IS NOT NULL');
  const customerActions = ids('SELECT id FROM actions WHERE customer_id = ?');
  const itemsBefore = ids('SELECT id FROM menu_items WHERE customer_id = ?');
  // New items get ids above every id in use, so a kept id inserted later never collides with a new one.
  let nextItemId =
    Math.max(
      0,
      ...itemsBefore,
      (statement(db, 'SELECT coalesce(max(id), 0) AS max FROM menu_items').get() as { max: number }).max,
    ) + 1;
  statement(db, 'DELETE FROM menu_items WHERE customer_id = ?').run(customerId);

  const keptActions = new Set<number>();
  const keptItems = new Set<number>();
  const updateAction = statement(
    db,
    'UPDATE actions SET action_type = ?, title = ?, title_en = ?, title_nl = ?, data = ?, required_permission = ? WHERE id = ? AND customer_id = ?',
  );
  const insertAction = statement(
    db,
    'INSERT INTO actions (customer_id, action_type, title, title_en, title_nl, data, required_permission) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertItem = statement(
    db,
    `INSERT INTO menu_items (id, customer_id, parent_id, name, name_en, name_nl, item_type, action_id, link_url, link_target, is_homepage, icon, sort_order)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  const actionIdOf = (action: NonNullable<MenuNode['action']>): number => {
    const title = textColumns(action.title, action.titleNl);
    const fields = [
      action.actionType,
      title.text,
      title.en,
      title.nl,
      JSON.stringify(action.data),
      action.requiredPermission || null,
    ] as const;
    if (keepIds && action.id !== null && customerActions.has(action.id) && !keptActions.has(action.id)) {
      updateAction.run(...fields, action.id, customerId);
      keptActions.add(action.id);
      return action.id;
    }
    return Number(insertAction.run(customerId, ...fields).lastInsertRowid);
  };

  const write = (nodes: readonly MenuNode[], parentId: number | null) => {
    nodes.forEach((node, order) => {
      const keep = keepIds && node.id !== null && itemsBefore.has(node.id) && !keptItems.has(node.id);
      const id = keep ? node.id! : nextItemId++;
      keptItems.add(id);
      const actionId = node.type === 'action' && node.action ? actionIdOf(node.action) : null;
      const name = textColumns(node.name, node.nameNl);
      insertItem.run(
        id,
        customerId,
        parentId,
        name.text ?? '',
        name.en,
        name.nl,
        node.type,
        actionId,
        node.type === 'link' ? (node.linkUrl?.trim() ?? null) : null,
        node.type === 'link' ? node.linkTarget : node.type === 'action' ? 'content-window' : null,
        node.type === 'action' && node.isHomepage ? 1 : 0,
        node.icon,
        order,
      );
      write(node.children, id);
    });
  };
  write(items, null);

  const removeAction = statement(db, 'DELETE FROM actions WHERE id = ? AND customer_id = ?');
  for (const actionId of ownedBefore) if (!keptActions.has(actionId)) removeAction.run(actionId, customerId);
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
