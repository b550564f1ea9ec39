import { randomUUID } from 'node:crypto';
import {
  HttpError,
  MicrosoftCloudError,
  type CustomerData,
  type MicrosoftTenantClient,
  type PluginAuditEntry,
  type RequestUser,
} from '../../../server/plugin-api';
import { decreaseRule, type QuantityChangeResult, type Subscription } from '../contract';
import { sendQuantity, type QuantityAnswer } from './partner-center';

interface OpenOrder {
  request_id: string;
}

export interface MicrosoftChange {
  tenant: MicrosoftTenantClient | null;
  data: CustomerData;
  /** The subscription as stored now, and as the browser reads it. */
  subscription: Subscription;
  /** Partner Center's id of the subscription. */
  microsoftId: string;
  user: RequestUser;
  quantity: number;
  audit: (entry: PluginAuditEntry) => void;
}

/**
 * The order for this intended change (subscription, from, to): the open one when a click, a retry or another
 * instance stored it already, else a new one with a new MS-RequestId, stored before anything is sent.
 */
function openOrder({ data, subscription, user, quantity }: MicrosoftChange): string {
  const orders = data.table('licence_orders');
  const intended = {
    subscription_id: subscription.id,
    from_quantity: subscription.quantity,
    requested_quantity: quantity,
  };
  const find = () => orders.first<OpenOrder>({ ...intended, state: 'sending' }, { columns: ['request_id'] });
  const open = find();
  if (open) return open.request_id;
  const requestId = randomUUID();
  try {
    orders.insert({
      ...intended,
      request_id: requestId,
      user_id: user.userId,
      user_name: user.userName,
      state: 'sending',
      created_at: new Date().toISOString(),
    });
    return requestId;
  } catch (error) {
    // Another instance stored the same intended change a moment ago (the unique open-order index): send that one.
    const stored = find();
    if (stored) return stored.request_id;
    throw error;
  }
}

/** Records Microsoft's answer once (the first answer to close the order audits it); the result for the caller. */
function settle(change: MicrosoftChange, requestId: string, answer: QuantityAnswer): QuantityChangeResult {
  const { data, subscription, quantity, audit } = change;
  return data.transaction(() => {
    const closed = data.table('licence_orders').update(
      {
        state: answer.accepted ? 'accepted' : 'refused',
        error_code: answer.accepted ? null : answer.code,
        error_detail: answer.accepted ? null : answer.reason,
        finished_at: new Date().toISOString(),
      },
      { request_id: requestId, state: 'sending' },
    );
    if (answer.accepted) data.table('subscriptions').update({ quantity: answer.quantity }, { id: subscription.id });
    if (closed === 1) {
      audit({
        action: answer.accepted ? 'licence-quantity-changed' : 'licence-quantity-refused',
        targetType: 'subscription',
        targetId: subscription.id,
        before: { quantity: subscription.quantity },
        after: {
          quantity: answer.accepted ? answer.quantity : subscription.quantity,
          requested: quantity,
          msRequestId: requestId,
          ...(answer.accepted ? {} : { code: answer.code, reason: answer.reason }),
        },
      });
      if (answer.accepted)
        data.table('subscription_changes').insert({
          subscription_id: subscription.id,
          user_id: change.user.userId,
          user_name: change.user.userName,
          old_quantity: subscription.quantity,
          requested_quantity: quantity,
          outcome: 'updated',
          service_request_number: null,
          changed_at: new Date().toISOString(),
        });
    }
    return answer.accepted
      ? { outcome: 'updated', subscription: { ...subscription, quantity: answer.quantity } }
      : { outcome: 'refused', code: answer.code, reason: answer.reason };
  });
}

/**
 * A quantity change of a subscription from Microsoft, sent to Partner Center at most once: a decrease after the
 * cancellation window is refused here (422, nothing sent); otherwise the change is stored with its MS-RequestId,
 * sent, and shown as done only once Microsoft accepted it and the quantity reads back.
 */
export async function changeAtMicrosoft(change: MicrosoftChange): Promise<QuantityChangeResult> {
  const { tenant, subscription, quantity } = change;
  const product = subscription.productName;
  const rule = decreaseRule(subscription);
  if (quantity < subscription.quantity && rule.kind === 'passed') {
    throw new HttpError(
      422,
      `Licence update failed for ${product}: under Microsoft's rules a decrease was possible until ${rule.since}; nothing was sent.`,
    );
  }
  // Already so (a retry of a change another click carried out): nothing to send.
  if (quantity === subscription.quantity) return { outcome: 'updated', subscription };
  if (!tenant)
    throw new HttpError(503, `Licence update failed for ${product}: the connection to Microsoft is not available now.`);
  const requestId = openOrder(change);
  let answer: QuantityAnswer;
  try {
    answer = await sendQuantity(tenant, change.microsoftId, quantity, requestId);
  } catch (error) {
    if (!(error instanceof MicrosoftCloudError)) throw error;
    throw new HttpError(
      503,
      `Licence update failed for ${product}: Microsoft did not confirm the change (${error.kind}). ` +
        'Try again: the same change is sent, and Microsoft carries it out at most once.',
    );
  }
  return settle(change, requestId, answer);
}
