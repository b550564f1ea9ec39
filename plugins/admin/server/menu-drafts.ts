import type Database from 'better-sqlite3';
import { parseJson } from '../../../server/plugin-api';
import { statement } from '../../../server/plugin-api/raw-database';
import type { MenuDraft, MenuNode } from '../contract-menus';

interface DraftRow {
  items: string;
  updated_at: string;
  updated_by: string;
}

/** A customer's saved draft, or null. */
export function readDraft(db: Database.Database, customerId: string): MenuDraft | null {
  const row = statement(db, 'SELECT items, updated_at, updated_by FROM admin_menu_drafts WHERE customer_id = ?').get(customerId) as DraftRow | undefined;
  if (!row) return null;
  return { items: parseJson<MenuNode[]>(row.items, [], Array.isArray), updatedAt: row.updated_at, updatedBy: row.updated_by };
}

export function saveDraft(db: Database.Database, customerId: string, items: MenuNode[], by: string, now = Date.now()): void {
  statement(db,
    `INSERT INTO admin_menu_drafts (customer_id, items, updated_at, updated_by) VALUES (?, ?, ?, ?)
     ON CONFLICT (customer_id) DO UPDATE SET items = excluded.items, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
  ).run(customerId, JSON.stringify(items), new Date(now).toISOString(), by);
}

export function deleteDraft(db: Database.Database, customerId: string): void {
  statement(db, 'DELETE FROM admin_menu_drafts WHERE customer_id = ?').run(customerId);
}
