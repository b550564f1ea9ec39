import type Database from 'better-sqlite3';
import { homepageItemOf, textIn, type ContentLanguage, type LinkTarget, type MenuItem } from '../../core/contract';
import type { RequestUser } from './request-user';
import type { StoredAction } from '../features/action-types';
import { isPlainObject, parseJson } from './json';
import { hasPermission } from './users';
import { statement } from '../db/statements';

interface MenuRow {
  id: number;
  parent_id: number | null;
  /** The text for a reader whose language has none (texts stored before they had a language). */
  name: string;
  name_en: string | null;
  name_nl: string | null;
  item_type: 'menu' | 'action' | 'link';
  action_id: number | null;
  action_type: string | null;
  required_permission: string | null;
  link_url: string | null;
  link_target: LinkTarget | null;
  is_homepage: number;
  icon: string | null;
}

interface ActionRow {
  id: number;
  customer_id: string;
  action_type: string;
  title: string | null;
  title_en: string | null;
  title_nl: string | null;
  data: string;
  required_permission: string | null;
}

/** Whether an action type's plugin is enabled for the user (see PluginEnablement). */
export type ActionTypeFilter = (actionType: string, user: RequestUser) => boolean;

/**
 * The active customer's menu as the user may see it: items whose action needs a permission the user lacks,
 * or whose type's plugin is disabled for the user, are dropped, and so is a header ('menu' item) left
 * without children by that. Each item's name is in `language`, or in the other one where the provider gave only that.
 */
export function menuFor(db: Database.Database, user: RequestUser, typeEnabled: ActionTypeFilter, language: ContentLanguage = 'en'): MenuItem[] {
  if (!user.activeCustomerId) return [];
  const rows = statement(db, 
      `SELECT m.id, m.parent_id, m.name, m.name_en, m.name_nl, m.item_type, m.action_id, a.action_type, a.required_permission,
              m.link_url, m.link_target, m.is_homepage, m.icon
       FROM menu_items m LEFT JOIN actions a ON a.id = m.action_id
       WHERE m.customer_id = ? ORDER BY m.sort_order, m.id`,
    )
    .all(user.activeCustomerId) as MenuRow[];
  const children = new Map<number | null, MenuRow[]>();
  for (const row of rows) {
    const list = children.get(row.parent_id) ?? [];
    list.push(row);
    children.set(row.parent_id, list);
  }
  const build = (parent: number | null, depth: number): MenuItem[] => {
    if (depth > 10) return [];
    const items: MenuItem[] = [];
    for (const row of children.get(parent) ?? []) {
      if (!hasPermission(user, row.required_permission)) continue;
      if (row.item_type === 'action' && !typeEnabled(row.action_type ?? '', user)) continue;
      const sub = build(row.id, depth + 1);
      const hadChildren = (children.get(row.id)?.length ?? 0) > 0;
      if (row.item_type === 'menu' && hadChildren && sub.length === 0) continue;
      items.push({
        id: row.id,
        name: textIn(language, { en: row.name_en, nl: row.name_nl }, row.name),
        actionId: row.item_type === 'action' ? row.action_id : null,
        actionType: row.item_type === 'menu' ? 'menu' : row.item_type === 'link' ? 'link' : (row.action_type ?? ''),
        linkUrl: row.link_url,
        linkTarget: row.link_target,
        isHomepage: row.is_homepage === 1,
        icon: row.icon,
        subMenuItems: sub,
      });
    }
    return items;
  };
  return build(null, 0);
}

function visibleActionIds(items: MenuItem[], into = new Set<number>()): Set<number> {
  for (const item of items) {
    if (item.actionId !== null) into.add(item.actionId);
    visibleActionIds(item.subMenuItems, into);
  }
  return into;
}

/**
 * The action the home page opens, by the spec's first two rules: the first menu item flagged isHomepage (a
 * header excepted), else the user's default action; null when the home page shows the welcome card.
 */
export function homeActionIdFor(db: Database.Database, user: RequestUser, typeEnabled: ActionTypeFilter): number | null {
  const homepage = homepageItemOf(menuFor(db, user, typeEnabled));
  if (homepage) return homepage.actionId;
  const row = statement(db, 'SELECT default_action_id FROM users WHERE id = ?').get(user.userId) as { default_action_id: unknown } | undefined;
  return typeof row?.default_action_id === 'number' ? row.default_action_id : null;
}

/** An action the user may open: in the active customer's visible menu, or the user's default action of that customer. */
export function findActionFor(db: Database.Database, actionId: number, user: RequestUser, typeEnabled: ActionTypeFilter): StoredAction | null {
  if (!user.activeCustomerId || !user.isAuthorized) return null;
  const row = statement(db, 'SELECT * FROM actions WHERE id = ? AND customer_id = ?')
    .get(actionId, user.activeCustomerId) as ActionRow | undefined;
  if (!row || !hasPermission(user, row.required_permission) || !typeEnabled(row.action_type, user)) return null;
  const defaultActionId = (statement(db, 'SELECT default_action_id FROM users WHERE id = ?').get(user.userId) as { default_action_id: unknown } | undefined)?.default_action_id;
  if (defaultActionId !== actionId && !visibleActionIds(menuFor(db, user, typeEnabled)).has(actionId)) return null;
  return {
    id: row.id,
    customerId: row.customer_id,
    actionType: row.action_type,
    title: row.title,
    titleEn: row.title_en,
    titleNl: row.title_nl,
    data: parseJson<Record<string, unknown>>(row.data, {}, isPlainObject),
    requiredPermission: row.required_permission,
  };
}
