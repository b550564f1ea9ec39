import type Database from 'better-sqlite3';
import type { Customer } from '../../core/contract';
import { customersOfUser, findUser, type UserRow } from './users';

export interface UserView {
  row: UserRow;
  customers: Customer[];
}

/** How long a user's row and customers may be served from memory when nothing in this process changed them. */
export const USER_VIEW_TTL_MS = 5_000;

const caches = new WeakMap<Database.Database, Map<string, UserView & { loadedAt: number }>>();

/**
 * A user's row and customers, read once per few seconds instead of on every request (GET /account/me runs
 * on every page and every keep-alive). Writers of users, customers or memberships call forgetUserViews.
 */
export function userView(db: Database.Database, userId: string, now = Date.now()): UserView | null {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const cached = cache.get(userId);
  if (cached && now - cached.loadedAt < USER_VIEW_TTL_MS) return cached;
  const row = findUser(db, userId);
  if (!row) {
    cache.delete(userId);
    return null;
  }
  const view = { row, customers: customersOfUser(db, userId), loadedAt: now };
  if (cache.size >= 10_000) cache.clear();
  cache.set(userId, view);
  return view;
}

export function forgetUserViews(db: Database.Database): void {
  caches.get(db)?.clear();
}
