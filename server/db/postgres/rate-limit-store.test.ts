import fastifyRateLimit from '@fastify/rate-limit';
import Database from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase } from '../open';
import { postgresUnavailable, startPostgresCluster, type PostgresCluster } from '../../testing/postgres-cluster';
import { sharedRateLimitStore } from './rate-limit-store';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`Skipping the shared rate-limit tests: ${unavailable}`);

/** A server whose GET `path` allows `max` requests per minute per address, counting in db's shared store. */
async function instance(db: Database.Database, max: number, chunk = 1, path = '/x'): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyRateLimit, { global: false, store: sharedRateLimitStore(db, () => chunk) ?? undefined });
  app.get(path, { config: { rateLimit: { max, timeWindow: 60_000 } } }, async () => 'ok');
  await app.ready();
  return app;
}

(unavailable ? describe.skip : describe)('rate-limit counters shared through PostgreSQL', () => {
  let cluster: PostgresCluster;
  let dbs: Database.Database[];

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    dbs = [openDatabase(cluster.url), openDatabase(cluster.url)];
  }, 60_000);

  afterAll(() => {
    for (const db of dbs ?? []) db.close();
    cluster?.stop();
  });

  it('count the requests of two instances together', async () => {
    const [one, two] = await Promise.all(dbs.map((db) => instance(db, 3)));
    const statuses = [];
    for (const app of [one, two, one, two]) statuses.push((await app!.inject({ url: '/x' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await one!.inject({ url: '/x' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    await Promise.all([one!.close(), two!.close()]);
  });

  it('reserving counts a chunk at a time never lets more through than the limit, and refuses at most (chunk - 1) x (instances - 1) early', async () => {
    const MAX = 12;
    const CHUNK = 5;
    const [one, two] = await Promise.all(dbs.map((db) => instance(db, MAX, CHUNK, '/chunked')));
    const statuses: number[] = [];
    for (let i = 0; i < 24; i += 1)
      statuses.push((await (i % 2 === 0 ? one! : two!).inject({ url: '/chunked' })).statusCode);
    const allowed = statuses.filter((status) => status === 200).length;
    expect(allowed).toBeLessThanOrEqual(MAX);
    expect(allowed).toBeGreaterThanOrEqual(MAX - (CHUNK - 1));
    expect(statuses.slice(-4)).toEqual([429, 429, 429, 429]);
    await Promise.all([one!.close(), two!.close()]);
  });

  it('is not used on SQLite: the in-memory store serves the one instance', () => {
    const sqlite = new Database(':memory:');
    expect(sharedRateLimitStore(sqlite)).toBeNull();
    sqlite.close();
  });
});
