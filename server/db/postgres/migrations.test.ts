import type Database from 'better-sqlite3';
import { migrate } from '../migrate';
import { createTestPortal, type TestPortal } from '../../plugin-api/testing';
import { postgresUnavailable, startPostgresCluster, type PostgresCluster } from '../../testing/postgres-cluster';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`Skipping the PostgreSQL migration tests: ${unavailable}`);

const sqliteTables = (db: Database.Database) =>
  db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
const sqliteColumns = (db: Database.Database, table: string) =>
  (db.prepare(`SELECT name FROM pragma_table_info('${table}') ORDER BY name`).pluck().all() as string[]).filter(
    (c) => c !== 'rowid',
  );
const postgresColumns = (db: Database.Database, table: string) =>
  (
    db
      .prepare(
        'SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? ORDER BY column_name',
      )
      .pluck()
      .all(table) as string[]
  ).filter((c) => c !== 'rowid');
const rowCount = (db: Database.Database, table: string) =>
  db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

(unavailable ? describe.skip : describe)('every migration of the core and the bundled plugins on PostgreSQL', () => {
  let cluster: PostgresCluster;
  let postgres: TestPortal;
  let sqlite: TestPortal;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    postgres = await createTestPortal({ config: { databaseFile: cluster.url } });
    sqlite = await createTestPortal();
  }, 120_000);

  afterAll(async () => {
    await postgres?.close();
    await sqlite?.close();
    cluster?.stop();
  });

  it('applies them all, in order, once', () => {
    const { db, features } = postgres.app.portal;
    const ids = features.flatMap((f) => (f.migrations ?? []).map((m) => m.id));
    expect(ids.length).toBeGreaterThan(20);
    expect(db.prepare('SELECT id FROM schema_migrations ORDER BY applied_at, id').pluck().all()).toEqual(
      expect.arrayContaining(ids),
    );
    expect(migrate(db, features)).toEqual([]);
  });

  it('gives every table the columns it has on SQLite', () => {
    const tables = sqliteTables(sqlite.app.portal.db);
    expect(tables).toContain('sessions');
    for (const table of tables) {
      expect({ table, columns: postgresColumns(postgres.app.portal.db, table) }).toEqual({
        table,
        columns: sqliteColumns(sqlite.app.portal.db, table),
      });
    }
  });

  it('seeds the same demo data as on SQLite', () => {
    for (const table of sqliteTables(sqlite.app.portal.db).filter((t) => t !== 'schema_migrations')) {
      expect({ table, rows: rowCount(postgres.app.portal.db, table) }).toEqual({
        table,
        rows: rowCount(sqlite.app.portal.db, table),
      });
    }
  });

  it('rebuilt the sessions table (core-006) with its index and the email kind', () => {
    const db = postgres.app.portal.db;
    expect(
      db.prepare("SELECT indexname FROM pg_indexes WHERE tablename = 'sessions' ORDER BY indexname").pluck().all(),
    ).toEqual(['sessions_next_pkey', 'sessions_public_id', 'sessions_user']);
    expect(() =>
      db
        .prepare(
          "INSERT INTO sessions (token_hash, user_id, created_at, expires_at, kind) VALUES ('h', 'anna', 'now', ?, 'email')",
        )
        .run(Date.now()),
    ).not.toThrow();
  });

  it('keeps an Azure cost below zero, a credit or refund (azure-services-003), on both databases', () => {
    for (const { db } of [postgres.app.portal, sqlite.app.portal]) {
      const service = db.prepare('SELECT id FROM azure_services ORDER BY id LIMIT 1').pluck().get();
      const credit = "SELECT amount_cents FROM azure_service_costs WHERE service_id = ? AND month = '1999-12'";
      db.prepare("INSERT INTO azure_service_costs (service_id, month, amount_cents) VALUES (?, '1999-12', -12540)").run(
        service,
      );
      expect(db.prepare(credit).pluck().get(service)).toBe(-12540);
    }
  });
});
