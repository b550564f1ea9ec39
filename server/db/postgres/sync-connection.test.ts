import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { postgresUnavailable, startPostgresCluster, type PostgresCluster } from '../../testing/postgres-cluster';
import { SyncConnection } from './sync-connection';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`Skipping the synchronous PostgreSQL connection tests: ${unavailable}`);

/** A thread that keeps waking whoever waits on the flag, as a worker's late notify does under load. */
const SPURIOUS_WAKER = String.raw`
const { workerData } = require('node:worker_threads');
const { flag, stop } = workerData;
while (Atomics.load(stop, 0) === 0) {
  Atomics.notify(flag, 0);
  Atomics.wait(stop, 0, 0, 0.02);
}
`;

(unavailable ? describe.skip : describe)('a synchronous PostgreSQL connection', () => {
  let cluster: PostgresCluster;
  let connection: SyncConnection;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    connection = new SyncConnection(cluster.url, () => undefined);
  }, 60_000);

  afterAll(() => {
    connection?.close();
    cluster?.stop();
  });

  it('gives each query its own answer even when the waiting thread is woken before the answer is there', async () => {
    const stop = new Int32Array(new SharedArrayBuffer(4));
    const flag = (connection as unknown as { flag: Int32Array }).flag;
    const waker = new Worker(SPURIOUS_WAKER, { eval: true, workerData: { flag, stop } });
    await new Promise((resolve) => waker.once('online', resolve));
    const wrong: string[] = [];
    try {
      for (let n = 1; n <= 2000; n++) {
        const [row] = connection.query('SELECT $1::int AS n', [n]).rows as { n: number }[];
        if (row?.n !== n) wrong.push(`query ${n} answered ${JSON.stringify(row)}`);
      }
    } finally {
      Atomics.store(stop, 0, 1);
      Atomics.notify(stop, 0);
      await waker.terminate();
    }
    expect(wrong).toEqual([]);
    expect(connection.query('SELECT 7 AS n').rows).toEqual([{ n: 7 }]);
  });
});

describe('a synchronous PostgreSQL connection without its driver', () => {
  it('fails the first query at once, saying that the package pg is missing and where it was looked for', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'portal-no-pg-'));
    const connection = new SyncConnection('postgres://portal@127.0.0.1:1/portal', () => undefined, [empty]);
    const started = Date.now();
    try {
      expect(() => connection.query('SELECT 1')).toThrow(
        `PostgreSQL (DATABASE_URL) needs the package pg, which could not be loaded from ${empty}: Cannot find module 'pg'`,
      );
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      connection.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
