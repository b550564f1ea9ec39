import { DemoUsers } from '../../../server/plugin-api';
import { createTestPortal, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';
import { call, type RequestHeaders } from './test-helpers';

const CUSTOMERS = 10_000;
const USERS = 100_000;
/**
 * The customer and user lists at the scale: 10,000 customers and 100,000 users (10 per customer).
 * Correctness and query plans only: the timings are measured in `npm run bench -- --only admin-lists`.
 */
describe('the admin lists at 10,000 customers and 100,000 users', () => {
  let portal: TestPortal;
  let petra: RequestHeaders;
  beforeAll(async () => {
    portal = await createTestPortal({ seedDemo: true });
    const db = portal.app.portal.db;
    db.transaction(() => {
      const customer = db.prepare('INSERT INTO customers (id, name) VALUES (?, ?)');
      for (let i = 0; i < CUSTOMERS; i++) customer.run(`scale-${i}`, `Scale customer ${String(i).padStart(5, '0')}`);
      const user = db.prepare(
        "INSERT INTO users (id, user_name, email, first_name, last_name, oid) VALUES (?, ?, ?, ?, ?, '')",
      );
      const membership = db.prepare('INSERT INTO user_customers (user_id, customer_id) VALUES (?, ?)');
      for (let i = 0; i < USERS; i++) {
        const email = `person${i}@scale${i % CUSTOMERS}.example`;
        user.run(`scale-user-${i}`, email, email, `First${i}`, `Last${String(i).padStart(6, '0')}`);
        membership.run(`scale-user-${i}`, `scale-${i % CUSTOMERS}`);
      }
    })();
    db.exec('ANALYZE');
    petra = await userHeaders(portal.app, DemoUsers.petra);
  }, 120_000);
  afterAll(() => portal.close());

  test.each([
    ['/api/admin/customers', CUSTOMERS + 3],
    ['/api/admin/customers?sort=id&order=desc&pageSize=200&page=40', CUSTOMERS + 3],
    ['/api/admin/customers?search=customer%2009', 1000],
    ['/api/admin/users', USERS + 5],
    ['/api/admin/users?sort=email&pageSize=200&page=400', USERS + 5],
    ['/api/admin/users?search=person4242%40', 1],
    ['/api/admin/users?customerId=scale-4242&sort=lastSignIn', 10],
  ])('GET %s answers with the full total', async (url, total) => {
    const response = await call(portal.app, petra, 'GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(total);
  });

  test('the default sorts read an index instead of sorting the whole table', () => {
    const plan = (sql: string) =>
      (portal.app.portal.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[])
        .map((r) => r.detail)
        .join('; ');
    expect(
      plan(
        'SELECT id FROM customers c WHERE c.deactivated_at IS NULL ORDER BY c.name COLLATE NOCASE ASC, c.id ASC LIMIT 50',
      ),
    ).not.toMatch(/TEMP B-TREE/);
    expect(
      plan(
        'SELECT id FROM users u ORDER BY u.last_name COLLATE NOCASE ASC, u.first_name COLLATE NOCASE ASC, u.id ASC LIMIT 50',
      ),
    ).not.toMatch(/TEMP B-TREE/);
    expect(plan('SELECT id FROM users u ORDER BY u.email COLLATE NOCASE ASC, u.id ASC LIMIT 50')).not.toMatch(
      /TEMP B-TREE/,
    );
  });
});
