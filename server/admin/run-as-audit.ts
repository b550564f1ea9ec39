import type Database from 'better-sqlite3';
import { findUser } from '../data/users';
import { writeAudit, type AdminActor } from './audit';

/** A session's run-as: whom it views the portal as, in which customer, and until when (epoch ms). */
export interface RunAs {
  userId: string;
  customerId: string | null;
  until: number;
}

/** Why a run-as ended: the administrator's "Back to my account", or the session itself ended (sign-out, a new sign-in). */
export type RunAsEndReason = 'back' | 'sign-out';

export function auditRunAsStart(db: Database.Database, actor: AdminActor, runAs: RunAs, now: number): void {
  writeAudit(
    db,
    actor,
    {
      action: 'run-as.start',
      targetType: 'user',
      targetId: runAs.userId,
      customerId: runAs.customerId,
      before: null,
      after: { customerId: runAs.customerId, until: new Date(runAs.until).toISOString() },
    },
    now,
  );
}

/** The actor is read from the administrator's user row: the end may come from a path that has no RequestUser (sign-out). */
export function auditRunAsEnd(
  db: Database.Database,
  administratorId: string,
  runAs: RunAs,
  reason: RunAsEndReason,
  now: number,
): void {
  const administrator = findUser(db, administratorId);
  writeAudit(
    db,
    { userId: administratorId, name: administrator?.user_name ?? administratorId },
    {
      action: 'run-as.end',
      targetType: 'user',
      targetId: runAs.userId,
      customerId: runAs.customerId,
      before: { customerId: runAs.customerId },
      after: { reason },
    },
    now,
  );
}
