import { randomUUID } from 'node:crypto';
import {
  HttpError,
  sql,
  type CrossCustomerData,
  type RequestUser,
  type ServerPluginApi,
} from '../../../server/plugin-api';
import {
  NAME_HOLDING_STATES,
  type AzureSubscription,
  type AzureSubscriptionRequest,
  type AzureSubscriptionState,
  type ProvisioningUpdate,
} from '../contract';

interface Row {
  id: number;
  customer_id: string;
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

const COLUMNS = [
  'id',
  'customer_id',
  'number',
  'name',
  'subscription_id',
  'tenant_id',
  'tenant_name',
  'owner_upn',
  'state',
  'requested_at',
  'requested_by',
  'failure_reason',
];
const TABLE = 'azure_subscriptions';

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

const holding = sql(`state IN (${NAME_HOLDING_STATES.map(() => '?').join(', ')})`, ...NAME_HOLDING_STATES);

/**
 * The customers' Azure subscriptions and the requests for new ones. A customer's list and requests go through
 * the caller's customer; a name is unique in a tenant and a subscription id in the provider's whole estate, and
 * the provisioning names a request by number only, so those checks read every customer's rows (crossCustomerData).
 */
export class AzureSubscriptionStore {
  private readonly all: CrossCustomerData;

  constructor(private readonly api: ServerPluginApi) {
    this.all = api.crossCustomerData();
  }

  /** The active customer's subscriptions, newest request first, then by name (the ones never requested last). */
  list(user: RequestUser): AzureSubscription[] {
    const rows = this.api
      .data(user)
      .table(TABLE)
      .find<Row>(undefined, { columns: COLUMNS, orderBy: ['requested_at DESC', 'name'] });
    // Both dialects: PostgreSQL would put the never-requested (null) rows first.
    return [...rows.filter((row) => row.requested_at !== null), ...rows.filter((row) => row.requested_at === null)].map(
      toSubscription,
    );
  }

  /**
   * Records a request for a tenant of the user (404 for a tenant that is not theirs, 409 for a name the tenant
   * already holds). The caller has validated name and owner. With a billing scope, the background job creates it
   * through Azure's alias API, under names fixed here so that a repeated call to Azure creates nothing twice.
   */
  request(
    user: RequestUser,
    body: AzureSubscriptionRequest,
    azure: { billingScope: string } | null = null,
  ): AzureSubscription {
    const tenant = this.api.accountTenants(user).find((t) => t.tenantId === body.tenantId);
    if (!tenant)
      throw new HttpError(
        404,
        'No such tenant for this account: choose one of the tenants of GET /api/account/tenants.',
      );
    const table = this.api.data(user).table(TABLE);
    // Check and insert in one transaction: two requests racing for the same name cannot both pass.
    const id = this.all.transaction(() => {
      const taken = sql(
        `tenant_id = ? AND lower(name) = lower(?) AND ${holding.sql}`,
        body.tenantId,
        body.name,
        ...holding.params,
      );
      if (this.all.table(TABLE).first(taken, { columns: ['id'] })) {
        throw new HttpError(
          409,
          `An Azure subscription named "${body.name}" is already requested or active in this tenant.`,
        );
      }
      const now = new Date().toISOString();
      const inserted = table.insert({
        name: body.name,
        tenant_id: body.tenantId,
        tenant_name: tenant.tenantName,
        owner_upn: body.ownerUpn,
        state: 'requested',
        requested_at: now,
        requested_by: user.userName,
        requested_by_user_id: user.userId,
        updated_at: now,
        ...(azure
          ? {
              provisioning_step: 'create-alias',
              alias_name: randomUUID(),
              role_assignment_name: randomUUID(),
              billing_scope: azure.billingScope,
            }
          : {}),
      });
      table.update({ number: requestNumber(inserted) }, { id: inserted });
      return inserted;
    });
    return this.byId(id)!;
  }

  /** Applies the provisioning's report on request `number` (404 unknown, 409 when the state cannot follow). */
  /** `mayReach` throws when the caller may not touch the request's customer (an API key limited to another). */
  provision(number: string, update: ProvisioningUpdate, mayReach: (customerId: string) => void): AzureSubscription {
    const table = this.all.table(TABLE);
    const row = table.first<Row>({ number }, { columns: COLUMNS });
    if (!row) throw new HttpError(404, `No Azure subscription request with number ${number}.`);
    mayReach(row.customer_id);
    const subscriptionId = update.state === 'active' ? update.subscriptionId.toLowerCase() : null;
    // A repeated report (a retry of the provisioning's call) changes nothing and succeeds.
    if (row.state === update.state && (update.state !== 'active' || row.subscription_id === subscriptionId))
      return toSubscription(row);
    if (!NEXT_STATES[row.state].includes(update.state)) {
      throw new HttpError(409, `Request ${number} is ${row.state}: it cannot become ${update.state}.`);
    }
    if (subscriptionId && table.first({ subscription_id: subscriptionId }, { columns: ['id'] })) {
      throw new HttpError(409, `Subscription id ${subscriptionId} already belongs to another Azure subscription.`);
    }
    const reason = update.state === 'failed' ? update.reason?.trim() || null : null;
    table.update(
      {
        state: update.state,
        subscription_id: subscriptionId ?? row.subscription_id,
        failure_reason: reason,
        updated_at: new Date().toISOString(),
        // The provider's own provisioning reported: it takes over, the background job leaves the request alone.
        provisioning_step: null,
      },
      { id: row.id },
    );
    return this.byId(row.id)!;
  }

  private byId(id: number): AzureSubscription | null {
    const row = this.all.table(TABLE).first<Row>({ id }, { columns: COLUMNS });
    return row ? toSubscription(row) : null;
  }
}
