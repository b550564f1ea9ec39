import type Database from 'better-sqlite3';
import * as z from 'zod/mini';
import {
  QuantityChangeRequest, QuantityChangeResult, SubscriptionList, SubscriptionPaths, type Subscription,
} from '../../core/contract';
import { hasPermission } from '../data/users';
import { seedSubscriptions } from '../demo/subscriptions';
import { HttpError } from '../http/errors';
import type { RequestUser, ServerFeature } from './types';
import { statement } from '../db/statements';

export const LICENCES_PERMISSION = 'licences';

const IdParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

interface SubscriptionRow {
  id: string;
  product_name: string;
  status: string;
  auto_renew_date: string | null;
  end_date: string | null;
  quantity: number;
  max_quantity: number;
}

const toSubscription = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  productName: row.product_name,
  status: row.status,
  autoRenewDate: row.auto_renew_date,
  endDate: row.end_date,
  quantity: row.quantity,
  maxQuantity: row.max_quantity,
});

const COLUMNS = 'id, product_name, status, auto_renew_date, end_date, quantity, max_quantity';

/** The caller's active customer, when the caller may manage licences. */
function customerOf(user: RequestUser | null): string | null {
  if (!user || !hasPermission(user, LICENCES_PERMISSION)) throw new HttpError(403, 'Not allowed to manage licences.');
  return user.activeCustomerId;
}

function findSubscription(db: Database.Database, id: string, customerId: string | null): SubscriptionRow {
  const row = customerId === null ? undefined : statement(db, `SELECT ${COLUMNS} FROM subscriptions WHERE id = ? AND customer_id = ?`)
    .get(id, customerId) as SubscriptionRow | undefined;
  if (!row) throw new HttpError(404, 'No such subscription for the active customer.');
  return row;
}

/**
 * Office 365 licence subscriptions of the active customer. A quantity change above the subscription's
 * maximum is not applied: a service request is stored instead. Every change is recorded in
 * subscription_changes (who, what, when).
 */
export const subscriptionsFeature: ServerFeature = {
  name: 'subscriptions',
  migrations: [
    {
      id: 'subscriptions-001',
      sql: `
CREATE TABLE subscriptions (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL,
  product_name TEXT NOT NULL,
  status TEXT NOT NULL,
  auto_renew_date TEXT,
  end_date TEXT,
  quantity INTEGER NOT NULL CHECK (quantity >= 0),
  max_quantity INTEGER NOT NULL CHECK (max_quantity >= 0),
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX subscriptions_customer ON subscriptions(customer_id, sort_order);
CREATE TABLE licence_service_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  number TEXT UNIQUE,
  subscription_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  requested_quantity INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE subscription_changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  subscription_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  user_name TEXT NOT NULL,
  old_quantity INTEGER NOT NULL,
  requested_quantity INTEGER NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('updated', 'service-request')),
  service_request_number TEXT,
  changed_at TEXT NOT NULL
);
CREATE INDEX subscription_changes_subscription ON subscription_changes(subscription_id, changed_at);
`,
    },
  ],
  seed(db) {
    seedSubscriptions(db);
  },
  routes(_app, deps) {
    const { db } = deps;

    deps.route({
      method: 'GET',
      url: SubscriptionPaths.list,
      summary: "The active customer's Office 365 licence subscriptions",
      tags: ['subscriptions'],
      response: SubscriptionList,
      errors: { 403: 'The user lacks the licences permission' },
      handler: ({ user }) => {
        const customerId = customerOf(user);
        if (customerId === null) return [];
        const rows = statement(db, `SELECT ${COLUMNS} FROM subscriptions WHERE customer_id = ? ORDER BY sort_order, product_name`)
          .all(customerId) as SubscriptionRow[];
        return rows.map(toSubscription);
      },
    });

    const insertRequest = statement(db, 
      `INSERT INTO licence_service_requests (subscription_id, customer_id, user_id, requested_quantity, created_at)
       VALUES (?, ?, ?, ?, ?)`,
    );
    const numberRequest = statement(db, 'UPDATE licence_service_requests SET number = ? WHERE id = ?');
    const updateQuantity = statement(db, 'UPDATE subscriptions SET quantity = ? WHERE id = ?');
    const audit = statement(db, 
      `INSERT INTO subscription_changes (subscription_id, customer_id, user_id, user_name, old_quantity,
         requested_quantity, outcome, service_request_number, changed_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );

    const change = db.transaction((row: SubscriptionRow, customerId: string, user: RequestUser, quantity: number): QuantityChangeResult => {
      const now = new Date().toISOString();
      if (quantity > row.max_quantity) {
        const id = Number(insertRequest.run(row.id, customerId, user.userId, quantity, now).lastInsertRowid);
        const serviceRequestNumber = `LIC-${String(id).padStart(6, '0')}`;
        numberRequest.run(serviceRequestNumber, id);
        audit.run(row.id, customerId, user.userId, user.userName, row.quantity, quantity, 'service-request', serviceRequestNumber, now);
        return { outcome: 'service-request', serviceRequestNumber };
      }
      updateQuantity.run(quantity, row.id);
      audit.run(row.id, customerId, user.userId, user.userName, row.quantity, quantity, 'updated', null, now);
      return { outcome: 'updated', subscription: toSubscription({ ...row, quantity }) };
    });

    deps.route({
      method: 'PUT',
      url: '/api/subscriptions/:id/quantity',
      summary: 'Changes the licence quantity; above the maximum a service request is created instead (202)',
      tags: ['subscriptions'],
      params: IdParams,
      body: QuantityChangeRequest,
      response: QuantityChangeResult,
      errors: { 202: 'Quantity above the maximum: not applied, service request created', 403: 'No licences permission', 404: 'Not a subscription of the active customer' },
      handler: ({ user, params, body, reply }) => {
        const customerId = customerOf(user);
        const row = findSubscription(db, params.id, customerId);
        const result = change(row, customerId!, user!, body.quantity);
        return reply.code(result.outcome === 'service-request' ? 202 : 200).send(result);
      },
    });
  },
};
