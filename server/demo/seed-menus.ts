import type Database from 'better-sqlite3';
import type { LinkTarget } from '../../core/contract';
import { DemoCustomers, DemoMenus } from './demo-ids';
import { inBothLanguages } from './demo-texts';

export interface ActionSeed {
  id: number;
  type: string;
  title: string;
  data?: Record<string, unknown>;
  permission?: string;
}

/** `order`: position among siblings (default: the position in the list). */
export type MenuSeed =
  | { id: number; kind: 'menu'; name: string; icon?: string; order?: number; children: MenuSeed[] }
  | {
      id: number;
      kind: 'action';
      name: string;
      action: number;
      target?: LinkTarget;
      homepage?: boolean;
      icon?: string;
      order?: number;
    }
  | {
      id: number;
      kind: 'link';
      name: string;
      url: string;
      target: 'new-window' | 'this-window';
      icon?: string;
      order?: number;
    };

/** Inserts a customer's actions and nested menu (also used by the test fixtures). */
export function insertMenu(db: Database.Database, customerId: string, actions: ActionSeed[], menu: MenuSeed[]): void {
  const insertAction = db.prepare(
    'INSERT INTO actions (id, customer_id, action_type, title, title_en, title_nl, data, required_permission) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const a of actions) {
    insertAction.run(
      a.id,
      customerId,
      a.type,
      a.title,
      ...inBothLanguages(a.title),
      JSON.stringify(a.data ?? {}),
      a.permission ?? null,
    );
  }
  const insertItem = db.prepare(
    `INSERT INTO menu_items (id, customer_id, parent_id, name, name_en, name_nl, item_type, action_id, link_url, link_target, is_homepage, icon, sort_order)
     VALUES (@id, @customerId, @parent, @name, @nameEn, @nameNl, @kind, @action, @url, @target, @homepage, @icon, @order)`,
  );
  const walk = (items: MenuSeed[], parent: number | null) =>
    items.forEach((item, order) => {
      insertItem.run({
        id: item.id,
        customerId,
        parent,
        name: item.name,
        nameEn: inBothLanguages(item.name)[0],
        nameNl: inBothLanguages(item.name)[1],
        kind: item.kind,
        action: item.kind === 'action' ? item.action : null,
        url: item.kind === 'link' ? item.url : null,
        target: item.kind === 'menu' ? null : (item.target ?? 'content-window'),
        homepage: item.kind === 'action' && item.homepage ? 1 : 0,
        icon: item.icon ?? null,
        order: item.order ?? order,
      });
      if (item.kind === 'menu') walk(item.children, item.id);
    });
  walk(menu, null);
}

/**
 * The demo customers' menu skeleton: headers and plain links (core menu items). Each plugin's demo seed adds
 * its own actions and their items under these headers (DemoMenus), so removing a plugin folder removes its
 * items too. `order` values leave the plugins' items in between.
 */
export function seedMenus(db: Database.Database): void {
  insertMenu(
    db,
    DemoCustomers.contoso,
    [],
    [
      {
        id: DemoMenus.contoso.reports,
        kind: 'menu',
        name: 'Reports',
        order: 1,
        children: [{ id: DemoMenus.contoso.finance, kind: 'menu', name: 'Finance', order: 1, children: [] }],
      },
      {
        id: DemoMenus.contoso.office365AndAzure,
        kind: 'menu',
        name: 'Office 365 & Azure',
        order: 2,
        children: [
          {
            id: 1010,
            kind: 'link',
            name: 'Azure portal',
            url: 'https://portal.azure.com/',
            target: 'new-window',
            order: 2,
          },
        ],
      },
      {
        id: DemoMenus.contoso.support,
        kind: 'menu',
        name: 'Support',
        order: 3,
        children: [
          {
            id: 1014,
            kind: 'link',
            name: 'Service status (full page)',
            url: '/demo/service-status',
            target: 'this-window',
            order: 2,
          },
          {
            id: 1016,
            kind: 'link',
            name: 'Provider website',
            url: 'https://www.example.com/',
            target: 'new-window',
            order: 4,
          },
        ],
      },
    ],
  );
  insertMenu(
    db,
    DemoCustomers.fabrikam,
    [],
    [
      { id: DemoMenus.fabrikam.reports, kind: 'menu', name: 'Rapportages', order: 0, children: [] },
      {
        id: 2008,
        kind: 'link',
        name: 'Fabrikam intranet',
        url: 'https://www.example.org/',
        target: 'new-window',
        order: 5,
      },
    ],
  );
  insertMenu(
    db,
    DemoCustomers.northwind,
    [],
    [
      { id: DemoMenus.northwind.cloud, kind: 'menu', name: 'Cloud', order: 2, children: [] },
      { id: 3007, kind: 'link', name: 'Statuspagina', url: '/demo/service-status', target: 'this-window', order: 4 },
    ],
  );
}
