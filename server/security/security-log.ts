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
    statement(
      this.db,
      `INSERT INTO audit_log (at, actor_user_id, actor, action, target_type, target_id, customer_id, before, after)
       VALUES (?, ?, ?, ?, 'security', ?, NULL, NULL, ?)`,
    ).run(
      new Date(now).toISOString(),
      user?.userId ?? null,
      user?.userName ?? 'anonymous',
      `security.${kind}`,
      entry.route ?? '-',
      JSON.stringify(entry),
    );
  }
}
