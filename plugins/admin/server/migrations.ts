import type { Migration } from '../../../server/plugin-api';

/** The admin plugin's own tables: a customer's menu draft, edited before it replaces the published menu. */
export const adminMigrations: Migration[] = [
  {
    id: 'admin-001',
    sql: `
CREATE TABLE admin_menu_drafts (
  customer_id TEXT PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  items TEXT NOT NULL,               -- JSON: the whole tree (plugins/admin/contract-menus.ts MenuNode[])
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL           -- the user name of whoever saved it last
);
`,
  },
];
