import type Database from 'better-sqlite3';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { statement } from '../db/statements';
import type { RequestUser } from '../data/request-user';

export type SecurityEventKind =
  | 'sign_in_failed'
  | 'sign_in_refused'
  | 'csrf_refused'
  | 'cross_site_refused'
  | 'rate_limited'
  | 'permission_denied'
  | 'admin_change';

/** Events of the server's own work, with no request: a synced source starting to fail for a customer, and recovering. */
export type OperationEventKind = 'sync_failing' | 'sync_recovered';

/** Fields an event may add: fixed words and numbers chosen by the server, never the caller's input. */
export type SecurityEventDetails = Record<string, string | number | null>;

/** Admin changes are already rows of the administration's audit log: they get the log line only. */
const AUDITED_ELSEWHERE = new Set<SecurityEventKind>(['admin_change']);

/**
 * The security log: one structured line per event through the server's logger (level warn, so the default
 * LOG_LEVEL shows it) and a row in audit_log (target type 'security'). A line holds the event, the route's
 * pattern (never the address asked for: an e-mail link's path carries its token), the method, the status,
 * the client address and the user, if any; never a cookie, token, header or body.
 */
export class SecurityLog {
  /** Requests already recorded, so that the answer's own 403 does not count twice. */
  private readonly recorded = new WeakSet<FastifyRequest>();

  constructor(
    private readonly db: Database.Database,
    private readonly log: FastifyBaseLogger,
    private readonly currentUser: (request: FastifyRequest) => RequestUser | null,
    private readonly audit = true,
  ) {}

  wasRecorded(request: FastifyRequest): boolean {
    return this.recorded.has(request);
  }

  record(kind: SecurityEventKind, request: FastifyRequest, details: SecurityEventDetails = {}, now = Date.now()): void {
    this.recorded.add(request);
    const user = this.currentUser(request);
    const entry = {
      securityEvent: kind,
      method: request.method,
      route: request.routeOptions.url ?? null,
      ip: request.ip,
      userId: user?.userId ?? null,
      ...details,
    };
    this.log.warn(entry, `security: ${kind}`);
    if (!this.audit || AUDITED_ELSEWHERE.has(kind)) return;
    this.insert(now, user?.userId ?? null, user?.userName ?? 'anonymous', kind, entry.route ?? '-', entry);
  }

  /** An event of the server's own work (actor 'portal'); `target` names what it concerns, e.g. "subscriptions.licences". */
  recordOperation(kind: OperationEventKind, target: string, details: SecurityEventDetails, now = Date.now()): void {
    const entry = { securityEvent: kind, target, ...details };
    this.log.warn(entry, `security: ${kind}`);
    if (this.audit) this.insert(now, null, 'portal', kind, target, entry);
  }

  private insert(now: number, userId: string | null, actor: string, kind: string, target: string, entry: object) {
    statement(
      this.db,
      `INSERT INTO audit_log (at, actor_user_id, actor, action, target_type, target_id, customer_id, before, after)
       VALUES (?, ?, ?, ?, 'security', ?, NULL, NULL, ?)`,
    ).run(new Date(now).toISOString(), userId, actor, `security.${kind}`, target, JSON.stringify(entry));
  }
}
