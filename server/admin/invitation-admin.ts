import type Database from 'better-sqlite3';
import { statement } from '../db/statements';
import { HttpError } from '../http/errors';
import { writeAudit, type AdminActor } from './audit';

export const INVITATION_STATUSES = ['pending', 'used', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** An invitation as the administration lists it (never its token, which is not stored). */
export interface InvitationRecord {
  id: number;
  email: string;
  customerId: string;
  customerName: string;
  role: string;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
  status: InvitationStatus;
}

export interface InvitationListFilter {
  customerId?: string;
  status?: InvitationStatus;
  limit: number;
  offset: number;
}

/** The SQL condition of each status; they exclude each other (used wins over revoked, revoked over expired). */
const STATUS_SQL: Record<InvitationStatus, string> = {
  used: 'i.used_at IS NOT NULL',
  revoked: 'i.used_at IS NULL AND i.revoked_at IS NOT NULL',
  expired: 'i.used_at IS NULL AND i.revoked_at IS NULL AND i.expires_at <= ?',
  pending: 'i.used_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > ?',
};

interface Row {
  id: number;
  email: string;
  customerId: string;
  customerName: string;
  role: string;
  invitedBy: string;
  createdAt: string;
  expiresAt: number;
  usedAt: string | null;
  revokedAt: string | null;
}

const statusOf = (row: Row, now: number): InvitationStatus =>
  row.usedAt !== null ? 'used' : row.revokedAt !== null ? 'revoked' : row.expiresAt <= now ? 'expired' : 'pending';

const toRecord = (row: Row, now: number): InvitationRecord => ({
  ...row,
  expiresAt: new Date(row.expiresAt).toISOString(),
  status: statusOf(row, now),
});

const SELECT = `SELECT i.id, i.email, i.customer_id AS customerId, c.name AS customerName, i.role, i.invited_by AS invitedBy,
  i.created_at AS createdAt, i.expires_at AS expiresAt, i.used_at AS usedAt, i.revoked_at AS revokedAt
  FROM invitations i JOIN customers c ON c.id = i.customer_id`;

/** A page of invitations, newest first, with the total of the filtered list. */
export function listInvitations(
  db: Database.Database,
  filter: InvitationListFilter,
  now = Date.now(),
): { items: InvitationRecord[]; total: number } {
  const where: string[] = [];
  const args: (string | number)[] = [];
  if (filter.customerId) {
    where.push('i.customer_id = ?');
    args.push(filter.customerId);
  }
  if (filter.status) {
    where.push(STATUS_SQL[filter.status]);
    if (filter.status === 'expired' || filter.status === 'pending') args.push(now);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = (statement(db, `SELECT COUNT(*) AS n FROM invitations i ${clause}`).get(...args) as { n: number }).n;
  const rows = statement(db, `${SELECT} ${clause} ORDER BY i.id DESC LIMIT ? OFFSET ?`).all(
    ...args,
    filter.limit,
    filter.offset,
  ) as Row[];
  return { items: rows.map((row) => toRecord(row, now)), total };
}

export function findInvitationRecord(db: Database.Database, id: number, now = Date.now()): InvitationRecord | null {
  const row = statement(db, `${SELECT} WHERE i.id = ?`).get(id) as Row | undefined;
  return row ? toRecord(row, now) : null;
}

/**
 * Revokes a pending invitation, audited, in one transaction: its link (and any sign-in link mailed for it) no
 * longer works. Already revoked: nothing written. Used or expired: 409. `visible` says whether the caller may
 * see it (unknown and invisible are both 404).
 */
export function revokeInvitation(
  db: Database.Database,
  actor: AdminActor,
  id: number,
  visible: (invitation: InvitationRecord) => boolean,
  now = Date.now(),
): InvitationRecord {
  return db.transaction(() => {
    const before = findInvitationRecord(db, id, now);
    if (!before || !visible(before)) throw new HttpError(404, `There is no invitation ${id}.`);
    if (before.status === 'revoked') return before;
    if (before.status !== 'pending')
      throw new HttpError(409, `Invitation ${id} is ${before.status}: only a pending invitation can be revoked.`);
    statement(db, 'UPDATE invitations SET revoked_at = ? WHERE id = ? AND used_at IS NULL').run(
      new Date(now).toISOString(),
      id,
    );
    const after = findInvitationRecord(db, id, now)!;
    writeAudit(
      db,
      actor,
      {
        action: 'invitation.revoke',
        targetType: 'invitation',
        targetId: before.email,
        customerId: before.customerId,
        before: { id, status: before.status },
        after: { id, status: after.status, revokedAt: after.revokedAt },
      },
      now,
    );
    return after;
  })();
}
