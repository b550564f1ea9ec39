import type Database from 'better-sqlite3';
import { FAVOURITES_MAX, RECENT_MAX, type SavedItem } from '../../core/contract';
import { statement } from '../db/statements';
import { HttpError } from '../http/errors';

export type SavedList = 'favourite' | 'recent';

/** Whose list: always the caller and the caller's active customer, never an id the request names. */
export interface Owner {
  userId: string;
  customerId: string;
}

interface Row {
  route: string;
  kind: string;
  title: string;
  subtitle: string | null;
  external: number;
  new_window: number;
}

const itemOf = (row: Row): SavedItem => ({
  kind: row.kind,
  title: row.title,
  ...(row.subtitle !== null ? { subtitle: row.subtitle } : {}),
  route: row.route,
  ...(row.external ? { external: true, newWindow: row.new_window === 1 } : {}),
});

/** The owner's items of one list, newest first. */
export function savedItems(db: Database.Database, owner: Owner, list: SavedList): SavedItem[] {
  const rows = statement(
    db,
    `SELECT route, kind, title, subtitle, external, new_window FROM saved_items
     WHERE user_id = ? AND customer_id = ? AND list = ? ORDER BY at DESC, route`,
  ).all(owner.userId, owner.customerId, list) as Row[];
  return rows.map(itemOf);
}

/** How many items the list holds and the order mark of its newest. */
function sizeOf(db: Database.Database, owner: Owner, list: SavedList): { count: number; newestAt: number } {
  const row = statement(
    db,
    'SELECT COUNT(*) AS n, MAX(at) AS at FROM saved_items WHERE user_id = ? AND customer_id = ? AND list = ?',
  ).get(owner.userId, owner.customerId, list) as { n: number | string; at: number | string | null };
  return { count: Number(row.n), newestAt: Number(row.at ?? 0) };
}

/** Adds the item to the list, or moves it to the top with its newer title; a full favourites list refuses (409). */
export function keepItem(db: Database.Database, owner: Owner, list: SavedList, item: SavedItem, now: number): void {
  db.transaction(() => {
    const known = statement(
      db,
      'SELECT 1 FROM saved_items WHERE user_id = ? AND customer_id = ? AND list = ? AND route = ?',
    ).get(owner.userId, owner.customerId, list, item.route);
    const size = sizeOf(db, owner, list);
    if (!known && list === 'favourite' && size.count >= FAVOURITES_MAX)
      throw new HttpError(409, `You have ${FAVOURITES_MAX} favourites already: remove one before you add another.`);
    const at = Math.max(now, size.newestAt + 1);
    const values = [item.kind, item.title, item.subtitle ?? null, item.external ? 1 : 0, item.newWindow ? 1 : 0, at];
    if (known)
      statement(
        db,
        `UPDATE saved_items SET kind = ?, title = ?, subtitle = ?, external = ?, new_window = ?, at = ?
         WHERE user_id = ? AND customer_id = ? AND list = ? AND route = ?`,
      ).run(...values, owner.userId, owner.customerId, list, item.route);
    else
      statement(
        db,
        `INSERT INTO saved_items (kind, title, subtitle, external, new_window, at, user_id, customer_id, list, route)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(...values, owner.userId, owner.customerId, list, item.route);
    if (list === 'recent')
      statement(
        db,
        `DELETE FROM saved_items WHERE user_id = ? AND customer_id = ? AND list = 'recent' AND route NOT IN (
           SELECT route FROM saved_items WHERE user_id = ? AND customer_id = ? AND list = 'recent'
           ORDER BY at DESC LIMIT ${RECENT_MAX})`,
      ).run(owner.userId, owner.customerId, owner.userId, owner.customerId);
  })();
}

/** Removes the item from the list; false when it was not there. */
export function dropItem(db: Database.Database, owner: Owner, list: SavedList, route: string): boolean {
  return (
    statement(db, 'DELETE FROM saved_items WHERE user_id = ? AND customer_id = ? AND list = ? AND route = ?').run(
      owner.userId,
      owner.customerId,
      list,
      route,
    ).changes > 0
  );
}
