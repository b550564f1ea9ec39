import type { CustomerData } from '../../../../server/plugin-api';
import type { ReportBookmark } from '../../contract';

/** Whose bookmarks: one user, in one customer (the data access scoped to it), of one report action. */
export interface BookmarkOwner {
  data: CustomerData;
  userId: string;
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

const bookmarksOf = (owner: BookmarkOwner) => owner.data.table('report_bookmarks');
const ownedBy = (owner: BookmarkOwner) => ({ user_id: owner.userId, action_id: owner.actionId });
const nameOrder = (a: BookmarkRow, b: BookmarkRow) => {
  const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a.id - b.id;
};

export function listBookmarks(owner: BookmarkOwner): ReportBookmark[] {
  const rows = bookmarksOf(owner).find<BookmarkRow>(ownedBy(owner), { columns: ['id', 'name', 'state', 'created_at'] });
  // Case-insensitive by name as SQLite's NOCASE (ASCII letters), the same on PostgreSQL.
  return rows
    .map((row) => ({ ...row, id: Number(row.id) }))
    .sort(nameOrder)
    .map(toBookmark);
}

export function countBookmarks(owner: BookmarkOwner): number {
  return bookmarksOf(owner).count(ownedBy(owner));
}

export function hasBookmarkNamed(owner: BookmarkOwner, name: string): boolean {
  return bookmarksOf(owner).count({ ...ownedBy(owner), name }) > 0;
}

export function addBookmark(owner: BookmarkOwner, name: string, state: string, now: Date): ReportBookmark {
  const createdAt = now.toISOString();
  const id = bookmarksOf(owner).insert({ ...ownedBy(owner), name, state, created_at: createdAt });
  return { id, name, state, createdAt };
}

/** Deletes the owner's bookmark; false when the owner has no bookmark of that id. */
export function deleteBookmark(owner: BookmarkOwner, id: number): boolean {
  return bookmarksOf(owner).remove({ ...ownedBy(owner), id }) > 0;
}
