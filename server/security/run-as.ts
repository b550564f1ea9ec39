import type Database from 'better-sqlite3';
import { auditRunAsEnd, type RunAs, type RunAsEndReason } from '../admin/run-as-audit';
import { OwnedCache } from '../data/owned-cache';
import { listenOnce, publishInvalidation } from '../db/postgres/invalidations';
import { userView, type UserView } from '../data/user-views';
import { membershipsOfUser, toRequestUser } from '../data/users';
import { statement } from '../db/statements';
import type { RequestUser } from '../data/request-user';
import { sessionKey } from './session-key';
import { SESSION_CACHE_ENTRIES } from './session-cache-size';

/** A run-as lasts at most this long; then the session is the administrator's own again. */
export const RUN_AS_MAX_MS = 60 * 60_000;

/**
 * As for sessions (session-store.ts): a run-as read in the last few seconds is not read again; a change drops it
 * here at once, and in every instance sharing the database (NOTIFY on PostgreSQL).
 */
const RUN_AS_CACHE_MS = 10_000;
const TOPIC = 'run_as';
const recent = new OwnedCache<string, { runAs: RunAs | null; sessionId: string | null; readAt: number }>(
  SESSION_CACHE_ENTRIES,
);

interface RunAsRow {
  user_id: string;
  public_id: string;
  run_as_user_id: string | null;
  run_as_customer_id: string | null;
  run_as_until: number | null;
}

function storedRow(db: Database.Database, token: string): RunAsRow | undefined {
  return statement(
    db,
    'SELECT user_id, public_id, run_as_user_id, run_as_customer_id, run_as_until FROM sessions WHERE token_hash = ?',
  ).get(sessionKey(token)) as RunAsRow | undefined;
}

function runAsOf(row: RunAsRow | undefined): { administratorId: string; runAs: RunAs } | null {
  if (!row?.run_as_user_id || row.run_as_until === null) return null;
  return {
    administratorId: row.user_id,
    runAs: { userId: row.run_as_user_id, customerId: row.run_as_customer_id, until: row.run_as_until },
  };
}

const storedRunAs = (db: Database.Database, token: string) => runAsOf(storedRow(db, token));

/** The session's run-as while it lasts, or null. */
export function activeRunAs(db: Database.Database, token: string, now = Date.now()): RunAs | null {
  listenOnce(db, TOPIC, (sessionId) => recent.deleteWhere(db, (entry) => entry.sessionId === sessionId));
  const cached = recent.get(db, token);
  const read = () => {
    const row = storedRow(db, token);
    return recent.set(db, token, {
      runAs: runAsOf(row)?.runAs ?? null,
      sessionId: row?.public_id ?? null,
      readAt: now,
    });
  };
  const entry = cached && now - cached.readAt < RUN_AS_CACHE_MS ? cached : read();
  return entry.runAs && entry.runAs.until > now ? entry.runAs : null;
}

/** Stores (or, with null, clears) the session's run-as. */
export function writeRunAs(db: Database.Database, token: string, runAs: RunAs | null): void {
  statement(
    db,
    'UPDATE sessions SET run_as_user_id = ?, run_as_customer_id = ?, run_as_until = ? WHERE token_hash = ?',
  ).run(runAs?.userId ?? null, runAs?.customerId ?? null, runAs?.until ?? null, sessionKey(token));
  recent.delete(db, token);
  const sessionId = storedRow(db, token)?.public_id;
  if (sessionId) publishInvalidation(db, TOPIC, sessionId);
}

/** Ends the session's run-as, audited when one was still under way; returns whether one was. */
export function endRunAs(db: Database.Database, token: string, reason: RunAsEndReason, now = Date.now()): boolean {
  const stored = storedRunAs(db, token);
  recent.delete(db, token);
  if (!stored) return false;
  db.transaction(() => {
    writeRunAs(db, token, null);
    if (stored.runAs.until > now) auditRunAsEnd(db, stored.administratorId, stored.runAs, reason, now);
  })();
  return stored.runAs.until > now;
}

const isAdministrator = (user: RequestUser) => user.isProviderAdmin || user.customerRole === 'customer-admin';

/**
 * Whether the run-as still holds, by the rules the admin API's start route (POST /api/admin/run-as) applied: the
 * target is enabled and no provider administrator; for a customer administrator's run-as the target is no
 * administrator and belongs to that customer only (a membership added since would show another customer).
 */
function stillAllowed(administrator: RequestUser, target: UserView, runAs: RunAs): boolean {
  if (!isAdministrator(administrator) || target.requestUser.isProviderAdmin || target.row.id === administrator.userId)
    return false;
  if (administrator.isProviderAdmin) return true;
  return (
    target.customers.length === 1 &&
    target.customers[0]!.customerId === runAs.customerId &&
    target.requestUser.customerRole !== 'customer-admin'
  );
}

/** The target as routes see it with the run-as's customer active (the customer switch while running as). */
function inCustomer(db: Database.Database, target: UserView, customerId: string | null): RequestUser {
  if (customerId === null || customerId === target.requestUser.activeCustomerId) return target.requestUser;
  if (!target.customers.some((c) => c.customerId === customerId)) return target.requestUser;
  const key = `run-as-customer:${customerId}`;
  let user = target.derived.get(key) as RequestUser | undefined;
  if (!user) {
    user = toRequestUser({ ...target.row, active_customer_id: customerId }, membershipsOfUser(db, target.row.id));
    target.derived.set(key, user);
  }
  return user;
}

/**
 * Who a session's requests act as: its own user, or while a run-as lasts and still holds, the target user
 * (with `runAsBy`, the administrator's id). Otherwise the session falls back to its own user.
 */
export function actingUser(db: Database.Database, token: string, own: UserView, now = Date.now()): RequestUser {
  const runAs = activeRunAs(db, token, now);
  if (!runAs) return own.requestUser;
  const target = userView(db, runAs.userId, now);
  if (!target || !stillAllowed(own.requestUser, target, runAs)) return own.requestUser;
  return { ...inCustomer(db, target, runAs.customerId), runAsBy: own.row.id };
}
