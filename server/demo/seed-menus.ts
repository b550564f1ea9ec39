import type Database from 'better-sqlite3';
import type { LinkTarget } from '../../core/contract';
import { contosoWelcomeHtml, fabrikamContactHtml, northwindWelcomeHtml, supportHtml } from './demo-html';
import { BRAM_DEFAULT_ACTION_ID, CONTOSO_HOMEPAGE_ACTION_ID, DemoCustomers, DemoUsers } from './demo-ids';

export interface ActionSeed {
  id: number;
  type: string;
  title: string;
  data?: Record<string, unknown>;
  permission?: string;
}

export type MenuSeed =
  | { id: number; kind: 'menu'; name: string; icon?: string; children: MenuSeed[] }
  | { id: number; kind: 'action'; name: string; action: number; target?: LinkTarget; homepage?: boolean; icon?: string }
  | { id: number; kind: 'link'; name: string; url: string; target: 'new-window' | 'this-window'; icon?: string };

const report = (embedId: string, pageName?: string) => ({ embedType: 'report', embedId, ...(pageName ? { pageName } : {}) });

/** Inserts a customer's actions and nested menu (also used by the test fixtures). */
export function insertMenu(db: Database.Database, customerId: string, actions: ActionSeed[], menu: MenuSeed[]): void {
  const insertAction = db.prepare(
    'INSERT INTO actions (id, customer_id, action_type, title, data, required_permission) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const a of actions) {
    insertAction.run(a.id, customerId, a.type, a.title, JSON.stringify(a.data ?? {}), a.permission ?? null);
  }
  const insertItem = db.prepare(
    `INSERT INTO menu_items (id, customer_id, parent_id, name, item_type, action_id, link_url, link_target, is_homepage, icon, sort_order)
     VALUES (@id, @customerId, @parent, @name, @kind, @action, @url, @target, @homepage, @icon, @order)`,
  );
  const walk = (items: MenuSeed[], parent: number | null) =>
    items.forEach((item, order) => {
      insertItem.run({
        id: item.id,
        customerId,
        parent,
        name: item.name,
        kind: item.kind,
        action: item.kind === 'action' ? item.action : null,
        url: item.kind === 'link' ? item.url : null,
        target: item.kind === 'menu' ? null : (item.target ?? 'content-window'),
        homepage: item.kind === 'action' && item.homepage ? 1 : 0,
        icon: item.icon ?? null,
        order,
      });
      if (item.kind === 'menu') walk(item.children, item.id);
    });
  walk(menu, null);
}

/** Per customer: nested menus with headers, every link target, and report/claims/html/link/subscriptions/recommendations actions. */
export function seedMenus(db: Database.Database): void {
  insertMenu(
    db,
    DemoCustomers.contoso,
    [
      { id: CONTOSO_HOMEPAGE_ACTION_ID, type: 'html', title: 'Welkom', data: { html: contosoWelcomeHtml } },
      { id: 102, type: 'report', title: 'Service overview', data: report('demo-service-overview', 'overview'), permission: 'reports' },
      { id: 103, type: 'report', title: 'SLA report', data: report('demo-sla-report'), permission: 'reports' },
      { id: 104, type: 'report', title: 'Invoices', data: report('demo-invoices', 'invoices'), permission: 'reports' },
      { id: 105, type: 'subscriptions', title: 'Office 365 licences', permission: 'licences' },
      { id: 106, type: 'recommendations', title: 'Azure recommendations', permission: 'recommendations' },
      { id: 107, type: 'claims', title: 'My claims' },
      { id: 108, type: 'link', title: 'Service status', data: { url: '/demo/service-status' } },
      { id: 109, type: 'link', title: 'Provider news', data: { url: 'https://example.com/' } },
      { id: 110, type: 'html', title: 'Contact support', data: { html: supportHtml }, permission: 'support' },
    ],
    [
      { id: 1001, kind: 'action', name: 'Welkom', action: CONTOSO_HOMEPAGE_ACTION_ID, homepage: true },
      {
        id: 1002,
        kind: 'menu',
        name: 'Reports',
        children: [
          { id: 1003, kind: 'action', name: 'Service overview', action: 102 },
          { id: 1004, kind: 'menu', name: 'Finance', children: [{ id: 1005, kind: 'action', name: 'Invoices', action: 104 }] },
          { id: 1006, kind: 'action', name: 'SLA reports', action: 103 },
        ],
      },
      {
        id: 1007,
        kind: 'menu',
        name: 'Office 365 & Azure',
        children: [
          { id: 1008, kind: 'action', name: 'Office 365 licences', action: 105 },
          { id: 1009, kind: 'action', name: 'Azure recommendations', action: 106 },
          { id: 1010, kind: 'link', name: 'Azure portal', url: 'https://portal.azure.com/', target: 'new-window' },
        ],
      },
      {
        id: 1011,
        kind: 'menu',
        name: 'Support',
        children: [
          { id: 1012, kind: 'action', name: 'Contact support', action: 110 },
          { id: 1013, kind: 'action', name: 'Service status', action: 108, target: 'content-window' },
          { id: 1014, kind: 'link', name: 'Service status (full page)', url: '/demo/service-status', target: 'this-window' },
          { id: 1015, kind: 'action', name: 'Provider news', action: 109 },
          { id: 1016, kind: 'link', name: 'Provider website', url: 'https://www.example.com/', target: 'new-window' },
        ],
      },
      { id: 1017, kind: 'action', name: 'My claims', action: 107 },
    ],
  );

  insertMenu(
    db,
    DemoCustomers.fabrikam,
    [
      { id: 201, type: 'report', title: 'Fleet dashboard', data: report('demo-fleet', 'fleet'), permission: 'reports' },
      { id: 202, type: 'report', title: 'Warehouse KPIs', data: report('demo-warehouse'), permission: 'reports' },
      { id: 203, type: 'subscriptions', title: 'Office 365 licenties', permission: 'licences' },
      { id: 204, type: 'claims', title: 'Mijn claims' },
      { id: 205, type: 'html', title: 'Contactgegevens', data: { html: fabrikamContactHtml } },
      { id: 206, type: 'link', title: 'Servicestatus', data: { url: '/demo/service-status' } },
    ],
    [
      {
        id: 2001,
        kind: 'menu',
        name: 'Rapportages',
        children: [
          { id: 2002, kind: 'action', name: 'Fleet dashboard', action: 201 },
          { id: 2003, kind: 'action', name: 'Warehouse KPIs', action: 202 },
        ],
      },
      { id: 2004, kind: 'action', name: 'Office 365 licenties', action: 203 },
      { id: 2005, kind: 'action', name: 'Servicestatus', action: 206 },
      { id: 2006, kind: 'action', name: 'Contactgegevens', action: 205 },
      { id: 2007, kind: 'action', name: 'Mijn claims', action: 204 },
      { id: 2008, kind: 'link', name: 'Fabrikam intranet', url: 'https://www.example.org/', target: 'new-window' },
    ],
  );

  insertMenu(
    db,
    DemoCustomers.northwind,
    [
      { id: BRAM_DEFAULT_ACTION_ID, type: 'html', title: 'Welkom', data: { html: northwindWelcomeHtml } },
      { id: 302, type: 'report', title: 'Projectoverzicht', data: report('demo-projects', 'projects'), permission: 'reports' },
      { id: 303, type: 'recommendations', title: 'Azure aanbevelingen', permission: 'recommendations' },
      { id: 304, type: 'subscriptions', title: 'Office 365 licenties', permission: 'licences' },
      { id: 305, type: 'claims', title: 'Mijn claims' },
      { id: 306, type: 'link', title: 'Bouwnieuws', data: { url: 'https://example.org/' } },
    ],
    [
      { id: 3001, kind: 'action', name: 'Welkom', action: BRAM_DEFAULT_ACTION_ID },
      { id: 3002, kind: 'action', name: 'Projectoverzicht', action: 302 },
      {
        id: 3003,
        kind: 'menu',
        name: 'Cloud',
        children: [
          { id: 3004, kind: 'action', name: 'Office 365 licenties', action: 304 },
          { id: 3005, kind: 'action', name: 'Azure aanbevelingen', action: 303 },
        ],
      },
      { id: 3006, kind: 'action', name: 'Bouwnieuws', action: 306 },
      { id: 3007, kind: 'link', name: 'Statuspagina', url: '/demo/service-status', target: 'this-window' },
      { id: 3008, kind: 'action', name: 'Mijn claims', action: 305 },
    ],
  );

  db.prepare('UPDATE users SET default_action_id = ? WHERE id = ?').run(BRAM_DEFAULT_ACTION_ID, DemoUsers.bram);
}
