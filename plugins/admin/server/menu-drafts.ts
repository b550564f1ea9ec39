import { parseJson, type CustomerData } from '../../../server/plugin-api';
import type { MenuDraft, MenuNode } from '../contract-menus';

interface DraftRow {
  items: string;
  updated_at: string;
  updated_by: string;
}

/** The saved draft of the customer the data access is scoped to, or null. */
export function readDraft(data: CustomerData): MenuDraft | null {
  const row = data
    .table('admin_menu_drafts')
    .first<DraftRow>(undefined, { columns: ['items', 'updated_at', 'updated_by'] });
  if (!row) return null;
  return {
    items: parseJson<MenuNode[]>(row.items, [], Array.isArray),
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

export function saveDraft(data: CustomerData, items: MenuNode[], by: string, now = Date.now()): void {
  const drafts = data.table('admin_menu_drafts');
  const values = { items: JSON.stringify(items), updated_at: new Date(now).toISOString(), updated_by: by };
  if (drafts.update(values, {}) === 0) drafts.insert(values);
}

export function deleteDraft(data: CustomerData): void {
  data.table('admin_menu_drafts').remove({});
}
