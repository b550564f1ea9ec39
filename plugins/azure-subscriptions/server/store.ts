import type Database from 'better-sqlite3';
import { HttpError, type RequestUser } from '../../../server/plugin-api';
import { statement } from '../../../server/plugin-api/raw-database';
import {
  NAME_HOLDING_STATES, type AzureSubscription, type AzureSubscriptionRequest, type AzureSubscriptionState, type ProvisioningUpdate,
} from '../contract';

interface Row {
  id: number;
  number: string | null;
  name: string;
  subscription_id: string | null;
  tenant_id: string;
  tenant_name: string;
  owner_upn: string;
  state: AzureSubscriptionState;
  requested_at: string | null;
  requested_by: string | null;
  failure_reason: string | null;
}

const COLUMNS = 'id, number, name, subscription_id, tenant_id, tenant_name, owner_upn, state, requested_at, requested_by, failure_reason';

const toSubscription = (row: Row): AzureSubscription => ({
  id: String(row.id),
  number: row.number,
  name: row.name,
  subscriptionId: row.subscription_id,
  tenantId: row.tenant_id,
  tenantName: row.tenant_name,
  ownerUpn: row.owner_upn,
  state: row.state,
  requestedAt: row.requested_at,
  requestedBy: row.requested_by,
  failureReason: row.failure_reason,
});

/** The number a request is known by, from its row id: AZ-000042. */
export const requestNumber = (id: number) => `AZ-${String(id).padStart(6, '0')}`;

/** Where provisioning may take a request: a finished one (active, failed) stays as it is. */
const NEXT_STATES: Record<AzureSubscriptionState, readonly AzureSubscriptionState[]> = {
  requested: ['being-created', 'active', 'failed'],
  'being-created': ['active', 'failed'],
  active: [],
  failed: [],
};

const holding = NAME_HOLDING_STATES.map((state) => `'${state}'`).join(', ');

/** The customers' Azure subscriptions and the requests for new ones. */
export class AzureSubscriptionStore {
  private readonly create: (customerId: string, user: RequestUser, body: AzureSubscriptionRequest, tenantName: string) => AzureSubscription;

  constructor(private readonly db: Database.Database) {
    const insert = statement(db,
      `INSERT INTO azure_subscriptions (customer_id, name, tenant_id, tenant_name, owner_upn, state, requested_at, requested_by,
         requested_by_user_id, updated_at)
       VALUES (?, ?, ?, ?, ?, 'requested', ?, ?, ?, ?)`,
    );
    const setNumber = statement(db, 'UPDATE azure_subscriptions SET number = ? WHERE id = ?');
    const taken = statement(db,
      `SELECT 1 FROM azure_subscriptions WHERE tenant_id = ? AND lower(name) = lower(?) AND state IN (${holding}) LIMIT 1`,
    );
    // Check and insert in one transaction: two requests racing for the same name cannot both pass.
    this.create = db.transaction((customerId: string, user: RequestUser, body: AzureSubscriptionRequest, tenantName: string) => {
      if (taken.get(body.tenantId, body.name)) {
        throw new HttpError(409, `An Azure subscription named "${body.name}" is already requested or active in this tenant.`);
      }
      const now = new Date().toISOString();
      const id = Number(insert.run(customerId, body.name, body.tenantId, tenantName, body.ownerUpn, now, user.userName, user.userId, now).lastInsertRowid);
      setNumber.run(requestNumber(id), id);
      return this.byId(id)!;
    });
  }

  /** The customer's subscriptions, newest request first, then by name. */
  list(customerId: string): AzureSubscription[] {
    const rows = statement(this.db,
      `SELECT ${COLUMNS} FROM azure_subscriptions WHERE customer_id = ? ORDER BY coalesce(requested_at, '') DESC, name`,
    ).all(customerId) as Row[];
    return rows.map(toSubscription);
  }

  /**
   * Records a request for a tenant of the user (404 for a tenant that is not theirs, 409 for a name the tenant
   * already holds). The caller has validated name and owner.
   */
  request(customerId: string, user: RequestUser, body: AzureSubscriptionRequest): AzureSubscription {
    const tenant = statement(this.db, 'SELECT tenant_name AS name FROM tenants WHERE user_id = ? AND tenant_id = ?')
      .get(user.userId, body.tenantId) as { name: string } | undefined;
    if (!tenant) throw new HttpError(404, 'No such tenant for this account: choose one of the tenants of GET /api/account/tenants.');
    return this.create(customerId, user, body, tenant.name);
  }

  /** Applies the provisioning's report on request `number` (404 unknown, 409 when the state cannot follow). */
  provision(number: string, update: ProvisioningUpdate): AzureSubscription {
    const row = statement(this.db, `SELECT ${COLUMNS} FROM azure_subscriptions WHERE number = ?`).get(number) as Row | undefined;
    if (!row) throw new HttpError(404, `No Azure subscription request with number ${number}.`);
    const subscriptionId = update.state === 'active' ? update.subscriptionId.toLowerCase() : null;
    // A repeated report (a retry of the provisioning's call) changes nothing and succeeds.
    if (row.state === update.state && (update.state !== 'active' || row.subscription_id === subscriptionId)) return toSubscription(row);
    if (!NEXT_STATES[row.state].includes(update.state)) {
      throw new HttpError(409, `Request ${number} is ${row.state}: it cannot become ${update.state}.`);
    }
    if (subscriptionId) {
      const other = statement(this.db, 'SELECT number FROM azure_subscriptions WHERE subscription_id = ?').get(subscriptionId);
      if (other) throw new HttpError(409, `Subscription id ${subscriptionId} already belongs to another Azure subscription.`);
    }
    const reason = update.state === 'failed' ? update.reason?.trim() || null : null;
    statement(this.db, 'UPDATE azure_subscriptions SET state = ?, subscription_id = ?, failure_reason = ?, updated_at = ? WHERE id = ?')
      .run(update.state, subscriptionId ?? row.subscription_id, reason, new Date().toISOString(), row.id);
    return this.byId(row.id)!;
  }

  private byId(id: number): AzureSubscription | null {
    const row = statement(this.db, `SELECT ${COLUMNS} FROM azure_subscriptions WHERE id = ?`).get(id) as Row | undefined;
    return row ? toSubscription(row) : null;
  }
}
