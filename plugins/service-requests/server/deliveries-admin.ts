import type { FastifyRequest } from 'fastify';
import { HttpError, sql, type RequestUser, type ServerPluginApi } from '../../../server/plugin-api';
import { DeliveryParams, PendingDeliveries, PendingDelivery, ServiceDeskAdminPaths } from '../contract';
import { OUTBOX, type OutboxKind } from './connected-ticket-system';
import { deliveryProblemOf } from './delivery-problem';
import type { DeliveryQueue } from './delivery-queue';

interface OutboxRow {
  id: number;
  customer_id: string;
  request_number: string;
  kind: OutboxKind;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  claimed_until: string | null;
  created_at: string;
}

const tags = ['service-requests', 'admin'];
const LIST_LIMIT = 500;
/** How long "Retry now" waits for the delivery before it answers (the queue goes on after that). */
const RETRY_WAIT_MS = 10_000;
const REFUSALS = { 401: 'Not signed in', 403: 'Not a provider administrator' };

function requireProviderAdmin(user: RequestUser | null): RequestUser {
  if (!user) throw new HttpError(401, 'Not signed in.');
  if (!user.isProviderAdmin) throw new HttpError(403, 'Provider administrators only.');
  return user;
}

/**
 * The provider administration's view of the delivery queue to the connected ticket system: what is waiting or
 * failing (request number, customer, attempts, the last failure, the next attempt), and "Retry now", audited for
 * the request's customer. Provider administrators only: the list spans every customer. With the portal's own desk
 * (no connector) the list is empty.
 */
export function deliveriesAdminRoutes(
  api: ServerPluginApi,
  connected: { connector: string; queue: DeliveryQueue } | null,
  now: () => number = Date.now,
): void {
  const data = api.crossCustomerData();
  const guard = (request: FastifyRequest) => void requireProviderAdmin(api.currentUser(request));
  const outbox = () => data.table(OUTBOX);
  const describe = (rows: OutboxRow[]): PendingDelivery[] => {
    const names = new Map(
      api
        .customerDirectory()
        .customers([...new Set(rows.map((row) => row.customer_id))])
        .map((customer) => [customer.id, customer.name]),
    );
    return rows.map((row) => ({
      id: row.id,
      requestNumber: row.request_number,
      customerId: row.customer_id,
      customerName: names.get(row.customer_id) ?? row.customer_id,
      kind: row.kind,
      attempts: row.attempts,
      problem: deliveryProblemOf(row.last_error, row.attempts),
      lastError: row.last_error,
      nextAttemptAt: row.next_attempt_at,
      createdAt: row.created_at,
    }));
  };
  const pending = (id: number) => outbox().first<OutboxRow>(sql('id = ? AND delivered_at IS NULL', id));

  api.route({
    method: 'GET',
    url: ServiceDeskAdminPaths.deliveries,
    tags,
    guard,
    summary:
      'Requests, replies and ratings waiting for or failing delivery to the connected ticket system, oldest first; provider administrators only',
    response: PendingDeliveries,
    errors: REFUSALS,
    handler: ({ reply }) => {
      reply.header('Cache-Control', 'no-store');
      const rows = outbox().find<OutboxRow>(sql('delivered_at IS NULL'), { orderBy: ['id'], limit: LIST_LIMIT });
      return { connector: connected?.connector ?? null, items: describe(rows) };
    },
  });

  api.route({
    method: 'POST',
    url: '/api/admin/service-desk/deliveries/:id/retry',
    tags,
    guard,
    summary:
      'Delivers one waiting item now instead of at its next attempt (audited); answers it as it stands after the try, or null once delivered',
    params: DeliveryParams,
    response: PendingDeliveries,
    errors: {
      ...REFUSALS,
      404: 'No such item waiting for delivery',
      409: 'The item is being delivered at this moment',
    },
    handler: async ({ params, request }) => {
      const user = requireProviderAdmin(api.currentUser(request));
      const id = Number(params.id);
      const row = connected ? pending(id) : undefined;
      if (!row || !connected) throw new HttpError(404, 'No such item waiting for delivery.');
      const at = new Date(now()).toISOString();
      if (row.claimed_until && row.claimed_until > at)
        throw new HttpError(409, 'This item is being delivered at this moment.');
      data.forCustomer(row.customer_id).table(OUTBOX).update({ next_attempt_at: at }, { id });
      api.auditCustomer(
        row.customer_id,
        { userId: user.userId, name: user.userName },
        {
          action: 'delivery-retried',
          targetType: 'service-request',
          targetId: row.request_number,
          before: {
            kind: row.kind,
            attempts: row.attempts,
            lastError: row.last_error,
            nextAttemptAt: row.next_attempt_at,
          },
        },
      );
      await Promise.race([
        connected.queue.run().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, RETRY_WAIT_MS).unref()),
      ]);
      const after = pending(id);
      return { connector: connected.connector, items: after ? describe([after]) : [] };
    },
  });
}
