import type Database from 'better-sqlite3';
import type { LinkTarget, SignOffRuleInput } from '../../core/contract';
import type { ServerConfig } from '../server-config';
import type { CrossCustomerData } from '../plugin-api/data';
import type { StorageQuota } from '../storage';
import { saveRule } from '../sign-offs/rules';
import { inBothLanguages } from './demo-texts';

/** A demo action and, optionally, the menu item that opens it. */
export interface DemoAction {
  id: number;
  type: string;
  title: string;
  data?: Record<string, unknown>;
  /** The permission the action needs (the spec's access rule), or none. */
  permission?: string;
  menu?: {
    id: number;
    /** A header's id (see DemoMenus), or null/absent for the top level. */
    parentId?: number | null;
    /** Default: the action's title. */
    name?: string;
    /** Position among its siblings. */
    order: number;
    target?: LinkTarget;
    homepage?: boolean;
    icon?: string;
  };
}

/**
 * Inserts actions and their menu items. Existing ids are left alone, so seeding a database that an older
 * version seeded under another feature name adds nothing twice.
 */
export function addDemoActions(db: Database.Database, customerId: string, actions: readonly DemoAction[]): void {
  const insertAction = db.prepare(
    'INSERT OR IGNORE INTO actions (id, customer_id, action_type, title, title_en, title_nl, data, required_permission) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertItem = db.prepare(
    `INSERT OR IGNORE INTO menu_items (id, customer_id, parent_id, name, name_en, name_nl, item_type, action_id, link_url, link_target, is_homepage, icon, sort_order)
     VALUES (?, ?, ?, ?, ?, ?, 'action', ?, NULL, ?, ?, ?, ?)`,
  );
  const existingAction = db.prepare(
    'SELECT customer_id AS customerId, action_type AS type, title FROM actions WHERE id = ?',
  );
  const existingItem = db.prepare(
    'SELECT customer_id AS customerId, action_id AS actionId, name FROM menu_items WHERE id = ?',
  );
  for (const action of actions) {
    const added = insertAction.run(
      action.id,
      customerId,
      action.type,
      action.title,
      ...inBothLanguages(action.title),
      JSON.stringify(action.data ?? {}),
      action.permission ?? null,
    );
    if (added.changes === 0) {
      // The same action seeded again is fine; another plugin's action under this id would silently hide ours.
      const taken = existingAction.get(action.id) as { customerId: string; type: string; title: string };
      if (taken.customerId !== customerId || taken.type !== action.type) {
        throw new Error(
          `Demo action id ${action.id} ("${action.title}") is taken by the ${taken.type} action "${taken.title}" of ${taken.customerId}: choose another id.`,
        );
      }
    }
    const item = action.menu;
    if (!item) continue;
    const name = item.name ?? action.title;
    const placed = insertItem.run(
      item.id,
      customerId,
      item.parentId ?? null,
      name,
      ...inBothLanguages(name),
      action.id,
      item.target ?? 'content-window',
      item.homepage ? 1 : 0,
      item.icon ?? null,
      item.order,
    );
    if (placed.changes === 0) {
      const taken = existingItem.get(item.id) as { customerId: string; actionId: number | null; name: string };
      if (taken.customerId !== customerId || taken.actionId !== action.id) {
        throw new Error(
          `Demo menu item id ${item.id} ("${item.name ?? action.title}") is taken by the item "${taken.name}" of ${taken.customerId}: choose another id.`,
        );
      }
    }
  }
}

/** What a plugin's demo seed receives (demo mode only, once per database): no database handle, its own tables through `data`. */
export interface DemoSeedContext {
  readonly config: ServerConfig;
  /** The plugin's own tables, every demo customer's rows (the seed writes several customers' data). */
  readonly data: CrossCustomerData;
  /** The storage quota, for a seed that stores files (demo data counts without the limit check). */
  readonly storageQuota: StorageQuota;
  /** Inserts actions of a demo customer and, where given, their menu items (the same ones again are left alone; an id another action or item holds is refused). */
  addActions(customerId: string, actions: readonly DemoAction[]): void;
  /** Makes an action the user's default action (the home page shows it when no item is the homepage). */
  setDefaultAction(userId: string, actionId: number): void;
  /**
   * Adds this plugin to a demo customer's plugin list when the customer has one (Fabrikam's names the plugins
   * it uses), so the demo shows the plugin there without the core's seed naming it.
   */
  enableForCustomer(customerId: string): void;
  /** Sets a demo customer's sign-off rule for a kind the plugin declares (docs/plugins.md "Sign-offs"). */
  setSignOffRule(customerId: string, kind: string, rule: SignOffRuleInput): void;
}

export function demoSeedContext(
  db: Database.Database,
  config: ServerConfig,
  pluginId: string,
  data: CrossCustomerData,
  storageQuota: StorageQuota,
): DemoSeedContext {
  return {
    config,
    data,
    storageQuota,
    addActions: (customerId, actions) => addDemoActions(db, customerId, actions),
    setDefaultAction: (userId, actionId) =>
      void db.prepare('UPDATE users SET default_action_id = ? WHERE id = ?').run(actionId, userId),
    enableForCustomer: (customerId) => enablePluginForCustomer(db, customerId, pluginId),
    setSignOffRule: (customerId, kind, rule) => void saveRule(db, customerId, kind, rule, 'demo', Date.now()),
  };
}

function enablePluginForCustomer(db: Database.Database, customerId: string, pluginId: string): void {
  const row = db.prepare('SELECT plugins FROM customers WHERE id = ?').get(customerId) as
    { plugins: string | null } | undefined;
  if (!row?.plugins) return;
  const plugins = JSON.parse(row.plugins) as unknown;
  if (!Array.isArray(plugins) || plugins.includes(pluginId)) return;
  db.prepare('UPDATE customers SET plugins = ? WHERE id = ?').run(JSON.stringify([...plugins, pluginId]), customerId);
}
