import Database from 'better-sqlite3';
import { openDatabase } from '../open';
import { postgresUnavailable, startPostgresCluster, type PostgresCluster } from '../../testing/postgres-cluster';
import { onInvalidation, publishInvalidation } from './invalidations';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`Skipping the PostgreSQL invalidation tests: ${unavailable}`);

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

(unavailable ? describe.skip : describe)('cache invalidations between two instances on one PostgreSQL database', () => {
  let cluster: PostgresCluster;
  let one: Database.Database;
  let two: Database.Database;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    one = openDatabase(cluster.url);
    two = openDatabase(cluster.url);
  }, 60_000);

  afterAll(() => {
    one?.close();
    two?.close();
    cluster?.stop();
  });

  it('reach the other instance, and only when their transaction commits', async () => {
    const seen: string[] = [];
    const stop = onInvalidation(two, 'session', (key) => seen.push(key));
    publishInvalidation(one, 'session', 'a');
    expect(() =>
      one.transaction(() => {
        publishInvalidation(one, 'session', 'rolled back');
        throw new Error('no');
      })(),
    ).toThrow('no');
    one.transaction(() => publishInvalidation(one, 'session', 'b'))();
    await until(() => seen.length >= 2);
    expect(seen).toEqual(['a', 'b']);
    stop();
    publishInvalidation(one, 'session', 'c');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual(['a', 'b']);
  });

  it('do nothing on SQLite, where there is one instance', () => {
    const sqlite = new Database(':memory:');
    expect(() => publishInvalidation(sqlite, 'session', 'a')).not.toThrow();
    onInvalidation(sqlite, 'session', () => undefined)();
    sqlite.close();
  });
});
