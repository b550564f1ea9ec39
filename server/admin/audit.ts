import type Database from 'better-sqlite3';
import { statement } from '../db/statements';

/** Who makes an administrative change: a signed-in user, or the command line (no user). */
export interface AdminActor {
  userId: string | null;
  /** The user's name at the time, or 'command line': the log stays readable after the user is gone. */
  name: string;
}

export const COMMAND_LINE: AdminActor = Object.freeze({ userId: null, name: 'command line' });

export type AuditTargetType =
  | 'customer'
  | 'user'
  | 'membership'
  | 'invitation'
  | 'menu'
  | 'file'
  | 'api_key'
  | 'record'
  | 'sign_off'
  | 'sign_off_rule';

export interface AuditEntry {
  action: string;
  targetType: AuditTargetType;
  targetId: string;
  /** The customer the change concerns, so that its customer admins see the row; null: provider-wide. */
  customerId: string | null;
  before: unknown;
  after: unknown;
}

/** Writes one audit row; call it inside the transaction of the change it records. */
export function writeAudit(db: Database.Database, actor: AdminActor, entry: AuditEntry, now = Date.now()): void {
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  statement(
    db,
    `INSERT INTO audit_log (at, actor_user_id, actor, action, target_type, target_id, customer_id, before, after)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    new Date(now).toISOString(),
    actor.userId,
    actor.name,
    entry.action,
    entry.targetType,
    entry.targetId,
    entry.customerId,
    json(entry.before),
    json(entry.after),
  );
}
