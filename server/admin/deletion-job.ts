import type Database from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { forgetUserViews } from '../data/user-views';
import { statement } from '../db/statements';
import { writeAudit, type AdminActor } from './audit';
import { providerAdminCount } from './user-admin';
import { membershipsOf } from './user-records';

/** How often the job looks for accounts whose deletion date has come (it also runs once at start). */
export const DELETION_JOB_INTERVAL_MS = 60 * 60_000;

/** The actor of the job's audit rows. */
export const SYSTEM_ACTOR: AdminActor = Object.freeze({ userId: null, name: 'system' });

type JobLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

interface DueRow {
  id: string;
  account_deletion_request_date: string | null;
  account_deletion_date: string;
  is_provider_admin: number;
  disabled_at: string | null;
}

/**
 * Deletes one account in a transaction with its audit row. The foreign keys take the rest: memberships,
 * tenants, sessions, sign-in links and access requests go with the user; invitations they used forget them.
 * The core's report log has no foreign key, so its rows go here.
 */
function deleteAccount(db: Database.Database, row: DueRow, now: number): void {
  db.transaction(() => {
    const customers = membershipsOf(db, row.id).map((m) => m.customerId);
    statement(db, 'DELETE FROM report_log WHERE user_id = ?').run(row.id);
    statement(db, 'DELETE FROM users WHERE id = ?').run(row.id);
    writeAudit(
      db,
      SYSTEM_ACTOR,
      {
        action: 'user.delete',
        targetType: 'user',
        targetId: row.id,
        customerId: customers.length === 1 ? customers[0]! : null,
        before: {
          accountDeletionRequestDate: row.account_deletion_request_date,
          accountDeletionDate: row.account_deletion_date,
          customers,
        },
        after: null,
      },
      now,
    );
  })();
}

/**
 * Deletes every account whose deletion date (the spec's accountDeletionDate) has come; returns their ids. The
 * last enabled provider administrator is kept (and a warning logged): deleting them would lock everyone out of
 * the administration.
 */
export function deleteDueAccounts(db: Database.Database, now: number, log?: JobLog): string[] {
  const scheduled = statement(
    db,
    'SELECT id, account_deletion_request_date, account_deletion_date, is_provider_admin, disabled_at FROM users WHERE account_deletion_date IS NOT NULL',
  ).all() as DueRow[];
  const deleted: string[] = [];
  for (const row of scheduled) {
    const date = Date.parse(row.account_deletion_date);
    if (Number.isNaN(date) || date > now) continue;
    if (row.is_provider_admin === 1 && row.disabled_at === null && providerAdminCount(db) <= 1) {
      log?.warn(
        { event: 'account-deletion-skipped', userId: row.id, reason: 'last-provider-admin' },
        'account deletion: kept the last provider administrator',
      );
      continue;
    }
    deleteAccount(db, row, now);
    deleted.push(row.id);
    // Warn, like the security log: the default LOG_LEVEL shows it, and a deletion cannot be undone.
    log?.warn(
      { event: 'account-deleted', userId: row.id },
      'account deletion: deleted an account whose deletion date has come',
    );
  }
  if (deleted.length > 0) forgetUserViews(db);
  return deleted;
}

export interface DeletionJobOptions {
  /** The clock (epoch ms); tests fix it. */
  now?: () => number;
  log?: JobLog;
}

/** Runs deleteDueAccounts at start and then every `intervalMs` until stop(); the timer does not keep the process alive. */
export class AccountDeletionJob {
  private readonly now: () => number;
  private readonly log: JobLog | undefined;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database.Database,
    options: DeletionJobOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.log = options.log;
  }

  /** One pass; a failure is logged, never thrown (the next pass tries again). */
  run(): string[] {
    try {
      return deleteDueAccounts(this.db, this.now(), this.log);
    } catch (error) {
      this.log?.error({ err: error, event: 'account-deletion-failed' }, 'account deletion: the pass failed');
      return [];
    }
  }

  start(intervalMs = DELETION_JOB_INTERVAL_MS): void {
    if (this.timer) return;
    this.run();
    this.timer = setInterval(() => this.run(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
