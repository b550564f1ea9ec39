import type Database from 'better-sqlite3';
import type { SignOffStatus } from '../../core/contract';
import { statement } from '../db/statements';
import { isPlainObject, isStringArray, parseJson } from '../data/json';
import type { BilingualText } from '../plugin-api/extension-points';
import type { SignOffDetail, SignOffOutcome } from '../plugin-api/sign-offs';
import type { Signers } from './signers';

/** A stored request, its JSON columns read. */
export interface StoredRequest {
  id: number;
  customerId: string;
  kind: string;
  pluginId: string;
  requesterId: string;
  requesterName: string;
  summary: BilingualText;
  details: SignOffDetail[];
  payload: unknown;
  signers: Signers;
  status: SignOffStatus;
  createdAt: number;
  remindAt: number | null;
  expiresAt: number;
  decidedBy: string | null;
  decidedAt: number | null;
  reason: string | null;
  outcome: SignOffOutcome | null;
}

interface RequestRow {
  id: number;
  customer_id: string;
  kind: string;
  plugin_id: string;
  requester_id: string;
  requester_name: string;
  summary: string;
  details: string;
  payload: string;
  signer_group: Signers['group'];
  signers: string;
  status: SignOffStatus;
  created_at: number;
  remind_at: number | null;
  expires_at: number;
  decided_by: string | null;
  decided_at: number | null;
  reason: string | null;
  outcome: string | null;
}

const NO_TEXT = { en: '', nl: '' };
const toRequest = (row: RequestRow): StoredRequest => ({
  id: Number(row.id),
  customerId: row.customer_id,
  kind: row.kind,
  pluginId: row.plugin_id,
  requesterId: row.requester_id,
  requesterName: row.requester_name,
  summary: parseJson<BilingualText>(row.summary, NO_TEXT, isPlainObject),
  details: parseJson<SignOffDetail[]>(row.details, [], Array.isArray),
  payload: parseJson<unknown>(row.payload, null, () => true),
  signers: { group: row.signer_group, userIds: parseJson<string[]>(row.signers, [], isStringArray) },
  status: row.status,
  createdAt: Number(row.created_at),
  remindAt: row.remind_at === null ? null : Number(row.remind_at),
  expiresAt: Number(row.expires_at),
  decidedBy: row.decided_by,
  decidedAt: row.decided_at === null ? null : Number(row.decided_at),
  reason: row.reason,
  outcome: parseJson<SignOffOutcome | null>(row.outcome, null, isPlainObject),
});

export type NewRequest = Omit<StoredRequest, 'id' | 'status' | 'decidedBy' | 'decidedAt' | 'reason' | 'outcome'>;

export function insertRequest(db: Database.Database, request: NewRequest): number {
  const result = statement(
    db,
    `INSERT INTO sign_off_requests (customer_id, kind, plugin_id, requester_id, requester_name, summary, details, payload,
       signer_group, signers, status, created_at, remind_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'waiting', ?, ?, ?)`,
  ).run(
    request.customerId,
    request.kind,
    request.pluginId,
    request.requesterId,
    request.requesterName,
    JSON.stringify(request.summary),
    JSON.stringify(request.details),
    JSON.stringify(request.payload ?? null),
    request.signers.group,
    JSON.stringify(request.signers.userIds),
    request.createdAt,
    request.remindAt,
    request.expiresAt,
  );
  return Number(result.lastInsertRowid);
}

export function findRequest(db: Database.Database, id: number): StoredRequest | null {
  const row = statement(db, 'SELECT * FROM sign_off_requests WHERE id = ?').get(id) as RequestRow | undefined;
  return row ? toRequest(row) : null;
}

/** The newest requests (at most 200) that wait, or of this requester. */
export function waitingRequests(db: Database.Database): StoredRequest[] {
  return (
    statement(
      db,
      "SELECT * FROM sign_off_requests WHERE status = 'waiting' ORDER BY id DESC LIMIT 200",
    ).all() as RequestRow[]
  ).map(toRequest);
}

export function requestsOf(db: Database.Database, requesterId: string): StoredRequest[] {
  return (
    statement(db, 'SELECT * FROM sign_off_requests WHERE requester_id = ? ORDER BY id DESC LIMIT 200').all(
      requesterId,
    ) as RequestRow[]
  ).map(toRequest);
}

/**
 * Closes a waiting request, once: a conditional UPDATE, so of two decisions at the same moment (two signers, two
 * instances) exactly one changes the row; a request already decided, expired or withdrawn changes nothing.
 * A decision (not an expiry) also needs the request not to have passed its deadline.
 */
export function closeRequest(
  db: Database.Database,
  id: number,
  change: { status: Exclude<SignOffStatus, 'waiting'>; by: string | null; reason: string | null; now: number },
): boolean {
  const deadline = change.status === 'expired' ? 'expires_at <= ?' : 'expires_at > ?';
  return (
    statement(
      db,
      `UPDATE sign_off_requests SET status = ?, decided_by = ?, decided_at = ?, reason = ?
       WHERE id = ? AND status = 'waiting' AND ${deadline}`,
    ).run(change.status, change.by, change.now, change.reason, id, change.now).changes === 1
  );
}

export function recordOutcome(db: Database.Database, id: number, outcome: SignOffOutcome): void {
  statement(db, 'UPDATE sign_off_requests SET outcome = ? WHERE id = ?').run(JSON.stringify(outcome), id);
}

/** Claims the reminder of a waiting request whose time has come, once (the same conditional UPDATE). */
export function claimReminder(db: Database.Database, id: number, now: number): boolean {
  return (
    statement(
      db,
      "UPDATE sign_off_requests SET remind_at = NULL WHERE id = ? AND status = 'waiting' AND remind_at IS NOT NULL AND remind_at <= ?",
    ).run(id, now).changes === 1
  );
}

/** Waiting requests whose reminder or deadline has come. */
export function dueRequests(db: Database.Database, now: number): StoredRequest[] {
  return (
    statement(
      db,
      "SELECT * FROM sign_off_requests WHERE status = 'waiting' AND (expires_at <= ? OR (remind_at IS NOT NULL AND remind_at <= ?)) ORDER BY id LIMIT 500",
    ).all(now, now) as RequestRow[]
  ).map(toRequest);
}
