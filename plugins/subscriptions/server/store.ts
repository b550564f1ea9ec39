import {
  HttpError,
  type CustomerData,
  type MicrosoftTenantClient,
  type PluginAuditEntry,
  type RequestUser,
  type ServiceRequestIntake,
} from '../../../server/plugin-api';
import { changeAtMicrosoft } from './microsoft-change';
import type { MicrosoftLicence } from './microsoft-licences';
import { isLockedStatus, type QuantityChangeResult, type Subscription, type SubscriptionSource } from '../contract';

/** A stored subscription: Microsoft's columns (null on the provider's own rows where it has no value) and the provider's. */
export interface SubscriptionRow extends MicrosoftLicence {
  max_quantity: number;
  unit_price: number | null;
  currency: string | null;
  source: SubscriptionSource;
  microsoft_id: string | null;
}

const COLUMNS = [
  'id',
  'product_name',
  'status',
  'auto_renew_date',
  'end_date',
  'quantity',
  'max_quantity',
  'unit_price',
  'currency',
  'source',
  'assigned',
  'cancellation_allowed_until',
  'term_duration',
  'billing_cycle',
  'microsoft_id',
];

const toSubscription = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  productName: row.product_name,
  status: row.status,
  autoRenewDate: row.auto_renew_date,
  endDate: row.end_date,
  quantity: row.quantity,
  maxQuantity: row.max_quantity,
  // A price means something only with its currency: one without the other is left out.
  ...(row.unit_price !== null && row.currency !== null ? { unitPrice: row.unit_price, currency: row.currency } : {}),
  source: row.source,
  assigned: row.assigned,
  cancellationAllowedUntil: row.cancellation_allowed_until,
  termDuration: row.term_duration,
  billingCycle: row.billing_cycle,
});

/** The customer's Microsoft connection (null: not connected) and the audit log, for a change of a row from Microsoft. */
export interface MicrosoftSide {
  tenant: () => Promise<MicrosoftTenantClient | null>;
  audit: (entry: PluginAuditEntry) => void;
}

/** The number a service request is known by, from its row id: LIC-000042. */
export const serviceRequestNumber = (id: number) => `LIC-${String(id).padStart(6, '0')}`;

/**
 * Subscriptions per customer and their quantity changes. A change above the subscription's maximum is not
 * applied: a licence service request is stored instead. Every change is recorded in subscription_changes
 * (who, what, when), in the same transaction as the change itself.
 */
/** The licence subscriptions of the customer a data access is scoped to (null: the caller has no customer). */
export class SubscriptionStore {
  private change(
    data: CustomerData,
    row: SubscriptionRow,
    user: RequestUser,
    quantity: number,
    filedNumber: string | null,
  ): QuantityChangeResult {
    return data.transaction(() => {
      const now = new Date().toISOString();
      const audit = (outcome: QuantityChangeResult['outcome'], number: string | null) =>
        data.table('subscription_changes').insert({
          subscription_id: row.id,
          user_id: user.userId,
          user_name: user.userName,
          old_quantity: row.quantity,
          requested_quantity: quantity,
          outcome,
          service_request_number: number,
          changed_at: now,
        });
      if (quantity > row.max_quantity) {
        // Filed with the support desk already (its number), or kept here as the licences' own record.
        let number = filedNumber;
        if (number === null) {
          const requests = data.table('licence_service_requests');
          const requestId = requests.insert({
            subscription_id: row.id,
            user_id: user.userId,
            requested_quantity: quantity,
            created_at: now,
          });
          number = serviceRequestNumber(requestId);
          requests.update({ number }, { id: requestId });
        }
        audit('service-request', number);
        return { outcome: 'service-request', serviceRequestNumber: number };
      }
      data.table('subscriptions').update({ quantity }, { id: row.id });
      audit('updated', null);
      return { outcome: 'updated', subscription: toSubscription({ ...row, quantity }) };
    });
  }

  list(data: CustomerData): Subscription[] {
    return data
      .table('subscriptions')
      .find<SubscriptionRow>(undefined, { columns: COLUMNS, orderBy: ['sort_order', 'product_name'] })
      .map(toSubscription);
  }

  async changeQuantity(
    id: string,
    data: CustomerData | null,
    user: RequestUser,
    quantity: number,
    intake: ServiceRequestIntake | null = null,
    microsoft: MicrosoftSide | null = null,
  ): Promise<QuantityChangeResult> {
    const found = this.changeable(id, data);
    if (found.source === 'microsoft' && quantity <= found.max_quantity) {
      const tenant = microsoft && (await microsoft.tenant());
      const audit = microsoft?.audit ?? (() => undefined);
      const subscription = toSubscription(found);
      const microsoftId = found.microsoft_id ?? found.id;
      return changeAtMicrosoft({ tenant, data: data!, subscription, microsoftId, user, quantity, audit });
    }
    if (quantity <= found.max_quantity || !intake) return this.change(data!, found, user, quantity, null);
    const { number } = await intake.file({
      customerId: data!.customerId,
      user,
      category: 'licences',
      source: 'subscriptions',
      name: `More ${found.product_name} licences: ${quantity} (maximum ${found.max_quantity})`,
      description:
        `Please change the number of ${found.product_name} licences (subscription ${found.id}) from ${found.quantity} to ${quantity}. ` +
        `The portal does not apply changes above the subscription's maximum of ${found.max_quantity} licences by itself.`,
    });
    // Read again: the row may have changed while the request was being filed.
    return this.change(data!, this.changeable(id, data), user, quantity, number);
  }

  /** The subscription of the customer whose licences may change now (404 unknown, 409 suspended or disabled). */
  changeable(id: string, data: CustomerData | null): SubscriptionRow {
    const row = data?.table('subscriptions').first<SubscriptionRow>({ id }, { columns: COLUMNS });
    if (!row) throw new HttpError(404, 'No such subscription for the active customer.');
    if (isLockedStatus(row.status)) {
      throw new HttpError(
        409,
        `Licence update failed for ${row.product_name}: the subscription is ${row.status}, so its licences cannot be changed.`,
      );
    }
    return row;
  }
}
