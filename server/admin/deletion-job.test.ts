import type Database from 'better-sqlite3';
import { DemoCustomers, DemoUsers } from '../demo/demo-ids';
import { createTestPortal, makeTempDir, signIn, type TestPortal } from '../plugin-api/testing';
import { COMMAND_LINE } from './audit';
import { AccountDeletionJob, deleteDueAccounts } from './deletion-job';
import { scheduleUserRemoval } from './user-admin';

const DAY_MS = 86_400_000;
const T0 = Date.UTC(2026, 5, 1, 9, 0, 0);
const { dirk, petra } = DemoUsers;

const log = () => ({ warn: jest.fn(), error: jest.fn() });
const exists = (db: Database.Database, sql: string, ...params: unknown[]) =>
  db.prepare(sql).get(...params) !== undefined;

/** Dirk with traces in the tables that point at a user: a session, a tenant, a used invitation, a report log line, an access request. */
async function dirkWithTraces(portal: TestPortal): Promise<void> {
  const db = portal.app.portal.db;
  await signIn(portal.app, dirk);
  db.prepare("INSERT INTO tenants (user_id, tenant_id, tenant_name) VALUES (?, 't-1', 'Tenant')").run(dirk);
  db.prepare(
    `INSERT INTO invitations (token_hash, email, customer_id, invited_by, created_at, expires_at, used_at, used_by_user_id)
              VALUES ('h1', 'dirk@contoso.example', ?, 'petra', ?, 0, ?, ?)`,
  ).run(DemoCustomers.contoso, new Date(T0).toISOString(), new Date(T0).toISOString(), dirk);
  db.prepare(
    "INSERT INTO report_log (user_id, customer_id, action_id, event, page, created_at) VALUES (?, ?, 1, 'page-change', 'p', ?)",
  ).run(dirk, DemoCustomers.contoso, new Date(T0).toISOString());
  db.prepare('INSERT OR IGNORE INTO access_requests (user_id, requested_at) VALUES (?, ?)').run(
    dirk,
    new Date(T0).toISOString(),
  );
}

describe('the account deletion job', () => {
  let portal: TestPortal;
  beforeEach(async () => {
    portal = await createTestPortal();
  });
  afterEach(() => portal.close());

  test('deletes an account on its deletion date, not before, with everything that points at it; audited by "system"', async () => {
    const db = portal.app.portal.db;
    await dirkWithTraces(portal);
    scheduleUserRemoval(db, COMMAND_LINE, dirk, null, T0);

    expect(deleteDueAccounts(db, T0 + 30 * DAY_MS - 1)).toEqual([]);
    expect(exists(db, 'SELECT 1 FROM users WHERE id = ?', dirk)).toBe(true);

    const person = db.prepare('SELECT email, first_name, last_name FROM users WHERE id = ?').get(dirk) as Record<
      string,
      string
    >;
    const lines = log();
    expect(deleteDueAccounts(db, T0 + 30 * DAY_MS, lines)).toEqual([dirk]);
    for (const sql of [
      'SELECT 1 FROM users WHERE id = ?',
      'SELECT 1 FROM user_customers WHERE user_id = ?',
      'SELECT 1 FROM sessions WHERE user_id = ?',
      'SELECT 1 FROM tenants WHERE user_id = ?',
      'SELECT 1 FROM report_log WHERE user_id = ?',
      'SELECT 1 FROM access_requests WHERE user_id = ?',
      'SELECT 1 FROM invitations WHERE used_by_user_id = ?',
    ])
      expect({ sql, found: exists(db, sql, dirk) }).toEqual({ sql, found: false });
    expect(exists(db, "SELECT 1 FROM invitations WHERE token_hash = 'h1' AND used_at IS NOT NULL")).toBe(true);

    const audit = db.prepare("SELECT * FROM audit_log WHERE action = 'user.delete'").all() as Record<
      string,
      string | null
    >[];
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_user_id: null,
      actor: 'system',
      target_type: 'user',
      target_id: dirk,
      customer_id: DemoCustomers.contoso,
      after: null,
      at: new Date(T0 + 30 * DAY_MS).toISOString(),
    });
    expect(JSON.parse(audit[0]!.before!)).toEqual({
      accountDeletionRequestDate: new Date(T0).toISOString(),
      accountDeletionDate: new Date(T0 + 30 * DAY_MS).toISOString(),
      customers: [DemoCustomers.contoso],
    });
    // One structured line, with the id and no personal data.
    expect(lines.warn).toHaveBeenCalledTimes(1);
    expect(lines.warn.mock.calls[0]![0]).toEqual({ event: 'account-deleted', userId: dirk });
    for (const value of Object.values(person)) expect(JSON.stringify(lines.warn.mock.calls)).not.toContain(value);

    // A second pass finds nothing more.
    expect(deleteDueAccounts(db, T0 + 31 * DAY_MS)).toEqual([]);
  });

  test('an account without a deletion date, or with one in the future, stays', () => {
    const db = portal.app.portal.db;
    const users = db.prepare('SELECT COUNT(*) FROM users').pluck().get();
    // Anna's demo deletion date is in 2027.
    expect(deleteDueAccounts(db, Date.UTC(2026, 11, 31))).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(users);
  });

  test('keeps the last enabled provider administrator, with a warning', () => {
    const db = portal.app.portal.db;
    scheduleUserRemoval(db, COMMAND_LINE, petra, null, T0);
    const lines = log();
    expect(deleteDueAccounts(db, T0 + 31 * DAY_MS, lines)).toEqual([]);
    expect(exists(db, 'SELECT 1 FROM users WHERE id = ?', petra)).toBe(true);
    expect(lines.warn.mock.calls[0]![0]).toEqual({
      event: 'account-deletion-skipped',
      userId: petra,
      reason: 'last-provider-admin',
    });
  });

  test('runs every interval until stopped, on a timer that keeps no process alive', () => {
    const db = portal.app.portal.db;
    let now = T0;
    jest.useFakeTimers();
    try {
      const job = new AccountDeletionJob(db, { now: () => now });
      job.start(1_000);
      expect((job as unknown as { timer: NodeJS.Timeout }).timer.hasRef()).toBe(false);
      scheduleUserRemoval(db, COMMAND_LINE, dirk, null, T0);
      now = T0 + 30 * DAY_MS;
      jest.advanceTimersByTime(1_000);
      expect(exists(db, 'SELECT 1 FROM users WHERE id = ?', dirk)).toBe(false);
      job.stop();
      scheduleUserRemoval(db, COMMAND_LINE, DemoUsers.bram, null, T0);
      jest.advanceTimersByTime(10_000);
      expect(exists(db, 'SELECT 1 FROM users WHERE id = ?', DemoUsers.bram)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  test('a failing pass is logged and the job goes on', () => {
    const lines = log();
    const job = new AccountDeletionJob(
      {
        prepare: () => {
          throw new Error('database is locked');
        },
      } as unknown as Database.Database,
      { now: () => T0, log: lines },
    );
    expect(job.run()).toEqual([]);
    expect(lines.error).toHaveBeenCalledTimes(1);
  });
});

describe('the account deletion job in the server', () => {
  test('runs at start (outside demo mode by default; here forced on with a fixed clock) and stops on close', async () => {
    const dir = makeTempDir();
    try {
      const first = await createTestPortal({ dir });
      scheduleUserRemoval(first.app.portal.db, COMMAND_LINE, dirk, null, T0);
      await first.close();

      const second = await createTestPortal({ dir, accountDeletionJob: { now: () => T0 + 30 * DAY_MS } });
      try {
        expect(exists(second.app.portal.db, 'SELECT 1 FROM users WHERE id = ?', dirk)).toBe(false);
      } finally {
        await second.close();
      }

      const production = await createTestPortal({ dir, config: { demoMode: false } });
      await production.close();
    } finally {
      dir.cleanup();
    }
  });
});
