import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import { userHeaders } from '../../../server/plugin-api/testing';

export type RequestHeaders = Record<string, string>;

/** A request as a caller: their cookie and CSRF headers (a signed-out caller's carry the CSRF cookie and header, no session). */
export async function call(
  app: FastifyInstance,
  headers: RequestHeaders,
  method: string,
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/**
 * Makes sure anna is a customer admin of Contoso (her active customer; the demo makes her one) and makes bram one
 * of Northwind, through the API as petra.
 */
export async function appointCustomerAdmins(app: FastifyInstance): Promise<void> {
  const petra = await userHeaders(app, DemoUsers.petra);
  for (const [userId, customerId] of [
    [DemoUsers.anna, DemoCustomers.contoso],
    [DemoUsers.bram, DemoCustomers.northwind],
  ] as const) {
    const response = await call(app, petra, 'PUT', `/api/admin/users/${userId}/memberships/${customerId}`, {
      role: 'customer-admin',
    });
    if (response.statusCode !== 200) throw new Error(`appointing ${userId}: ${response.statusCode} ${response.body}`);
  }
}

/** Every row of every table, hashed: "nothing was written" for the whole database at once. */
export function databaseChecksum(app: FastifyInstance): string {
  const db = app.portal.db;
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  const hash = createHash('sha256');
  for (const table of tables)
    hash.update(`${table}:${JSON.stringify(db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).raw().all())}\n`);
  return hash.digest('hex');
}
