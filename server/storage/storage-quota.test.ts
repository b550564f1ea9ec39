import type Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { postgresUnavailable, startPostgresCluster, type PostgresCluster } from '../testing/postgres-cluster';
import { storageMigrations } from './migrations';
import { QUOTA_LOCK_SQL, RESERVATION_TTL_MS, StorageQuota, StorageQuotaExceeded } from './storage-quota';

const MB = 1024 * 1024;
const LIMITS = { customerBytes: 10 * MB, userBytes: 6 * MB };
const piece = (id: string, bytes: number, userId = 'anna', customerId = 'contoso') => ({
  id,
  customerId,
  userId,
  owner: 'files',
  bytes,
});

function behavesAsAQuota(open: () => Database.Database) {
  let db: Database.Database;
  let now: number;
  let quota: StorageQuota;
  beforeEach(() => {
    db = open();
    db.exec('DELETE FROM storage_allocations; DELETE FROM storage_quota_locks');
    now = 1_800_000_000_000;
    quota = new StorageQuota(db, LIMITS, () => now);
  });

  it('counts reserved and stored bytes per customer and per user, and frees them on release', () => {
    quota.reserve(piece('a', 2 * MB));
    quota.confirm('a');
    quota.reserve(piece('b', 3 * MB, 'dirk'));
    quota.reserve(piece('c', 1 * MB, 'anna', 'fabrikam'));
    expect(quota.usage('contoso', 'anna')).toEqual({
      customer: { usedBytes: 5 * MB, limitBytes: 10 * MB },
      user: { usedBytes: 3 * MB, limitBytes: 6 * MB },
    });
    quota.release('a');
    quota.release('b');
    expect(quota.usage('contoso', 'anna')).toEqual({
      customer: { usedBytes: 0, limitBytes: 10 * MB },
      user: { usedBytes: 1 * MB, limitBytes: 6 * MB },
    });
  });

  it("refuses (413) what would cross the user's or the customer's limit, naming limit and usage, and reserves nothing", () => {
    quota.reserve(piece('a', 5 * MB));
    const overUser = () => quota.reserve(piece('b', 1 * MB + 1));
    expect(overUser).toThrow(StorageQuotaExceeded);
    expect(overUser).toThrow('Your storage quota is reached: 5 MB of 6 MB used, and this upload (1 MB) does not fit.');
    quota.reserve(piece('b', 1 * MB));
    quota.reserve(piece('c', 4 * MB, 'dirk'));
    let refusal: unknown;
    try {
      quota.reserve(piece('d', 1, 'bram'));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({
      statusCode: 413,
      scope: 'customer',
      use: { usedBytes: 10 * MB, limitBytes: 10 * MB },
    });
    expect((refusal as Error).message).toMatch(/^Your organisation's storage quota is reached: 10 MB of 10 MB used/);
    expect(db.prepare('SELECT id FROM storage_allocations ORDER BY id').pluck().all()).toEqual(['a', 'b', 'c']);
  });

  it('forgets a reservation neither confirmed nor released (a crash) after its time', () => {
    quota.reserve(piece('left-behind', 6 * MB));
    expect(() => quota.reserve(piece('next', 1))).toThrow(StorageQuotaExceeded);
    now += RESERVATION_TTL_MS + 1;
    quota.reserve(piece('next', 1));
    expect(db.prepare('SELECT id FROM storage_allocations').pluck().all()).toEqual(['next']);
    expect(() => quota.confirm('left-behind')).toThrow(/No storage reservation/);
  });

  it("rolls a refused reservation back inside the caller's transaction too", () => {
    expect(() =>
      db.transaction(() => {
        quota.reserve(piece('a', 1 * MB));
        quota.reserve(piece('b', 6 * MB));
      })(),
    ).toThrow(StorageQuotaExceeded);
    expect(quota.usage('contoso', 'anna').user.usedBytes).toBe(0);
  });
}

describe('storage quota on SQLite', () => {
  behavesAsAQuota(() => {
    const db = openDatabase(':memory:');
    migrate(db, [{ name: 'storage', migrations: storageMigrations }]);
    return db;
  });
});

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`Skipping the storage quota's PostgreSQL tests: ${unavailable}`);

(unavailable ? describe.skip : describe)('storage quota on PostgreSQL', () => {
  let cluster: PostgresCluster;
  let db: Database.Database;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
    db = openDatabase(cluster.url);
    migrate(db, [{ name: 'storage', migrations: storageMigrations }]);
  }, 60_000);
  afterAll(() => {
    db?.close();
    cluster?.stop();
  });

  behavesAsAQuota(() => db);

  /**
   * Another instance is in the middle of a reservation: it holds the customer's lock and has reserved 8 MB, not
   * yet committed. This instance's reservation must wait for it and then see those 8 MB; without the lock it would
   * read the total without them, and both would pass.
   */
  it("lets no two instances both pass the quota: a reservation waits for the other one's to commit", async () => {
    db.exec('DELETE FROM storage_allocations; DELETE FROM storage_quota_locks');
    const otherInstance = spawn(
      process.execPath,
      [
        '-e',
        `
      const pg = require('pg');
      const toPg = (sql) => { let n = 0; return sql.replace(/\\?/g, () => '$' + ++n); };
      (async () => {
        const client = new pg.Client({ connectionString: process.env.URL });
        await client.connect();
        await client.query('BEGIN');
        await client.query(toPg(process.env.LOCK), ['customer', 'contoso', Date.now()]);
        await client.query("INSERT INTO storage_allocations (id, customer_id, user_id, owner, bytes, state, reserved_at) VALUES ('other', 'contoso', 'dirk', 'files', 8388608, 'reserved', $1)", [Date.now()]);
        console.log('locked');
        await new Promise((resolve) => setTimeout(resolve, 700));
        await client.query('COMMIT');
        await client.end();
      })().catch((error) => { console.error(error); process.exit(1); });
    `,
      ],
      { env: { ...process.env, URL: cluster.url, LOCK: QUOTA_LOCK_SQL }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => otherInstance.on('exit', resolve));
    await new Promise<void>((resolve) =>
      otherInstance.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('locked')) resolve();
      }),
    );
    const quota = new StorageQuota(db, LIMITS);
    const started = Date.now();
    expect(() => quota.reserve(piece('mine', 4 * MB))).toThrow(
      "Your organisation's storage quota is reached: 8 MB of 10 MB used",
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(await exited).toBe(0);
    expect(db.prepare('SELECT id FROM storage_allocations').pluck().all()).toEqual(['other']);
  }, 30_000);
});
