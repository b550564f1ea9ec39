import { randomBytes } from 'node:crypto';
import { DemoUsers } from '../../plugin-api';
import { createTestPortal, signIn, type TestPortal } from '../../plugin-api/testing';
import { DEFAULT_RATE_LIMITS } from '../../security/rate-limit-config';
import { postgresUnavailable, startPostgresCluster, type PostgresCluster } from '../../testing/postgres-cluster';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`Skipping the shared rate-limit tests: ${unavailable}`);

const WRITES = 6;

(unavailable ? describe.skip : describe)(
  'two instances on one PostgreSQL database count the rate limits together',
  () => {
    let cluster: PostgresCluster;
    let one: TestPortal;
    let two: TestPortal;

    beforeAll(async () => {
      cluster = await startPostgresCluster();
      const config = {
        databaseFile: cluster.url,
        secret: randomBytes(32).toString('base64url'),
        rateLimits: { ...DEFAULT_RATE_LIMITS, writes: WRITES },
      };
      one = await createTestPortal({ config });
      two = await createTestPortal({ config });
    }, 120_000);

    afterAll(async () => {
      await one?.close();
      await two?.close();
      cluster?.stop();
    });

    it(`refuses the write past ${WRITES} a window whichever instance gets it, with Retry-After; another session still writes`, async () => {
      const anna = await signIn(one.app, DemoUsers.anna);
      const write = (portal: TestPortal, headers = anna.headers()) =>
        portal.app.inject({
          method: 'POST',
          url: '/api/account/activecustomer',
          headers,
          payload: { customerId: 'contoso' },
        });
      const statuses: number[] = [];
      for (let i = 0; i < WRITES; i += 1) statuses.push((await write(i % 2 === 0 ? one : two)).statusCode);
      expect(statuses.every((status) => status < 300)).toBe(true);
      for (const portal of [one, two]) {
        const refused = await write(portal);
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      const bram = await signIn(two.app, DemoUsers.bram);
      expect(
        (
          await two.app.inject({
            method: 'POST',
            url: '/api/account/activecustomer',
            headers: bram.headers(),
            payload: { customerId: 'northwind' },
          })
        ).statusCode,
      ).toBeLessThan(300);
    });
  },
);
