import type Database from 'better-sqlite3';
import { statement } from '../../../../server/plugin-api/raw-database';
import type { ReportBookmark } from '../../contract';

/** Whose bookmarks: one user, in one customer, of one report action. */
export interface BookmarkOwner {
  userId: string;
  customerId: string;
  actionId: number;
}

interface BookmarkRow {
  id: number;
  name: string;
  state: string;
  created_at: string;
}

const toBookmark = (row: BookmarkRow): ReportBookmark => ({
  id: row.id,
  name: row.name,
  state: row.state,
  createdAt: row.created_at,
});

export function listBookmarks(db: Database.Database, owner: BookmarkOwner): ReportBookmark[] {
  const rows = statement(
    db,
    'SELECT id, name, state, created_at FROM report_bookmarks WHERE user_id = ? AND customer_id = ? AND action_id = ? ORDER BY name COLLATE NOCASE, id',
  ).all(owner.userId, owner.customerId, owner.actionId) as BookmarkRow[];
  return rows.map(toBookmark);
}

export function countBookmarks(db: Database.Database, owner: BookmarkOwner): number {
  const row = statement(
    db,
    'SELECT COUNT(*) AS n FROM report_bookmarks WHERE user_id = ? AND customer_id = ? AND action_id = ?',
  ).get(owner.userId, owner.customerId, owner.actionId) as { n: number };
  return row.n;
}

export function hasBookmarkNamed(db: Database.Database, owner: BookmarkOwner, name: string): boolean {
  return (
    statement(
      db,
      'SELECT 1 FROM report_bookmarks WHERE user_id = ? AND customer_id = ? AND action_id = ? AND name = ?',
    ).get(owner.userId, owner.customerId, owner.actionId, name) !== undefined
  );
}

export function addBookmark(
  db: Database.Database,
  owner: BookmarkOwner,
  name: string,
  state: string,
  now: Date,
): ReportBookmark {
  const createdAt = now.toISOString();
  const result = statement(
    db,
    'INSERT INTO report_bookmarks (user_id, customer_id, action_id, name, state, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(owner.userId, owner.customerId, owner.actionId, name, state, createdAt);
  return { id: Number(result.lastInsertRowid), name, state, createdAt };
}

/** Deletes the owner's bookmark; false when the owner has no bookmark of that id. */
export function deleteBookmark(db: Database.Database, owner: BookmarkOwner, id: number): boolean {
  const result = statement(
    db,
    'DELETE FROM report_bookmarks WHERE id = ? AND user_id = ? AND customer_id = ? AND action_id = ?',
  ).run(id, owner.userId, owner.customerId, owner.actionId);
  return result.changes > 0;
}
