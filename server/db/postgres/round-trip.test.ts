import Database from 'better-sqlite3';
import { postgresUnavailable, startPostgresCluster, type PostgresCluster } from '../../testing/postgres-cluster';
import { PostgresDatabase } from './database';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`Skipping the PostgreSQL round-trip measurement: ${unavailable}`);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The median time of one call, in microseconds, over `times` calls after a warm-up. */
function medianMicros(times: number, call: () => unknown): number {
  for (let i = 0; i < 50; i++) call();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = process.hrtime.bigint();
    call();
    samples.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  return median(samples);
}

(unavailable ? describe.skip : describe)('one synchronous round trip', () => {
  let cluster: PostgresCluster;
  let postgres: PostgresDatabase;
  const sqlite = new Database(':memory:');

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    postgres = new PostgresDatabase(cluster.url);
    for (const db of [sqlite, postgres]) {
      db.exec(
        "CREATE TABLE users (id TEXT PRIMARY KEY, name TEXT NOT NULL); INSERT INTO users VALUES ('anna', 'Anna')",
      );
    }
  }, 60_000);

  afterAll(() => {
    postgres?.close();
    sqlite.close();
    cluster?.stop();
  });

  it('costs a fraction of a millisecond for a simple SELECT by key (median of 1,000; printed for the record)', () => {
    const onSqlite = sqlite.prepare('SELECT name FROM users WHERE id = ?');
    const onPostgres = postgres.prepare('SELECT name FROM users WHERE id = ?');
    expect(onPostgres.get('anna')).toEqual(onSqlite.get('anna'));
    const sqliteMicros = medianMicros(1000, () => onSqlite.get('anna'));
    const postgresMicros = medianMicros(1000, () => onPostgres.get('anna'));
    console.log(
      `median of 1,000 SELECTs by key: better-sqlite3 ${sqliteMicros.toFixed(1)} µs, PostgreSQL facade ${postgresMicros.toFixed(1)} µs`,
    );
    expect(postgresMicros).toBeLessThan(5000);
  });
});
