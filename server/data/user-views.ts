import type Database from 'better-sqlite3';
import type { Customer } from '../../core/contract';
import type { RequestUser } from './request-user';
import { listenOnce, publishInvalidation } from '../db/postgres/invalidations';
import { OwnedCache } from './owned-cache';
import { findUser, membershipsOfUser, toRequestUser, type UserRow } from './users';

export interface UserView {
  row: UserRow;
  customers: Customer[];
  /** The user as routes see it (permissions parsed, active customer resolved). */
  requestUser: RequestUser;
  /** Memo for whatever a route derives only from this view (e.g. the serialized identity). */
  derived: Map<string, unknown>;
}

/** How long a user's row and customers may be served from memory when nothing in this process changed them. */
export const USER_VIEW_TTL_MS = 5_000;

const TOPIC = 'user_views';
const views = new OwnedCache<string, UserView & { loadedAt: number }>();

/**
 * A user's row and customers (deactivated customers left out; null for a disabled user), read once per few seconds instead of on every request (GET /account/me runs
 * on every page and every keep-alive). Writers of users, customers or memberships call forgetUserViews.
 */
export function userView(db: Database.Database, userId: string, now = Date.now()): UserView | null {
  listenOnce(db, TOPIC, () => views.clear(db));
  const cached = views.get(db, userId);
  if (cached && now - cached.loadedAt < USER_VIEW_TTL_MS) return cached;
  const row = findUser(db, userId);
  // A disabled user is nobody: their sessions answer as signed out.
  if (!row || row.disabled_at !== null) {
    views.delete(db, userId);
    return null;
  }
  const memberships = membershipsOfUser(db, userId);
  const customers = memberships.map((m) => m.customer);
  return views.set(db, userId, { row, customers, requestUser: toRequestUser(row, memberships), derived: new Map<string, unknown>(), loadedAt: now });
}

/** Forgets every user view here and in every instance sharing the database (a change there reaches them at once). */
export function forgetUserViews(db: Database.Database): void {
  views.clear(db);
  publishInvalidation(db, TOPIC, '*');
}
