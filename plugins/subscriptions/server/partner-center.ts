import { MicrosoftCloudError, type MicrosoftResponse, type MicrosoftTenantClient } from '../../../server/plugin-api';
import {
  microsoftLicences,
  type MicrosoftLicence,
  type PartnerCenterSubscription,
  type SubscribedSku,
} from './microsoft-licences';

/** Partner Center's documented error shape: { code, description, data, source }. */
interface PartnerCenterError {
  code?: unknown;
  description?: unknown;
}

const subscriptionsPath = (tenant: MicrosoftTenantClient) =>
  `/v1/customers/${encodeURIComponent(tenant.tenantId)}/subscriptions`;
export const subscriptionPath = (tenant: MicrosoftTenantClient, id: string) =>
  `${subscriptionsPath(tenant)}/${encodeURIComponent(id)}`;

/** Microsoft's refusal of a call as the plugin keeps it: its code and its (English) reason. */
export function refusalOf(answer: MicrosoftResponse<unknown>): { code: string | null; reason: string } {
  const body = (answer.body ?? {}) as PartnerCenterError & { error?: { code?: unknown; message?: unknown } };
  const code = body.code ?? body.error?.code;
  const reason = body.description ?? body.error?.message;
  return {
    code: typeof code === 'string' || typeof code === 'number' ? String(code) : null,
    reason: typeof reason === 'string' ? reason : `HTTP ${answer.status}`,
  };
}

/** A read that Microsoft refused with a 4xx: a failed sync, with Microsoft's code and reason kept. */
function readOrThrow<T>(answer: MicrosoftResponse<T>, what: string): T {
  if (answer.status >= 200 && answer.status < 300) return answer.body;
  const { code, reason } = refusalOf(answer);
  throw new MicrosoftCloudError('refused', `${what}: ${reason}`, {
    status: answer.status,
    code: code ?? undefined,
    detail: reason,
  });
}

/** The customer's licences at Microsoft: Partner Center's subscriptions joined with Graph's seats in use. */
export async function fetchMicrosoftLicences(tenant: MicrosoftTenantClient): Promise<MicrosoftLicence[]> {
  const subscriptions = readOrThrow(
    await tenant.call<{ items?: PartnerCenterSubscription[] }>('partnerCenter', { path: subscriptionsPath(tenant) }),
    'Partner Center subscriptions',
  );
  const skus = readOrThrow(
    await tenant.call<{ value?: SubscribedSku[] }>('graph', { path: '/v1.0/subscribedSkus' }),
    'Graph subscribedSkus',
  );
  return microsoftLicences(subscriptions.items ?? [], skus.value ?? []);
}

export type QuantityAnswer =
  { accepted: true; quantity: number } | { accepted: false; code: string | null; reason: string };

/**
 * Sends one quantity change under its MS-RequestId (the same on every retry: Partner Center carries one id out
 * once and answers a retry with the first outcome), then reads the subscription back: accepted only when
 * Microsoft now has the quantity asked. A timeout, 5xx or throttling throws (MicrosoftCloudError): the change
 * is then unconfirmed and a retry sends it again under the same id.
 */
export async function sendQuantity(
  tenant: MicrosoftTenantClient,
  subscriptionId: string,
  quantity: number,
  requestId: string,
): Promise<QuantityAnswer> {
  const path = subscriptionPath(tenant, subscriptionId);
  // The documented request is the subscription resource with its new quantity: read it from the customer's list.
  const list = await tenant.call<{ items?: Record<string, unknown>[] }>('partnerCenter', {
    path: subscriptionsPath(tenant),
  });
  if (list.status >= 300) return { accepted: false, ...refusalOf(list) };
  const current = (list.body.items ?? []).find((s) => String(s.id).toLowerCase() === subscriptionId.toLowerCase());
  if (!current) return { accepted: false, code: '20003', reason: `Subscription ${subscriptionId} not found.` };
  const answer = await tenant.call('partnerCenter', {
    method: 'PATCH',
    path,
    // The documented request is the subscription resource with its new quantity.
    body: { ...current, quantity },
    headers: { 'MS-RequestId': requestId, 'MS-CorrelationId': requestId },
  });
  if (answer.status >= 300) return { accepted: false, ...refusalOf(answer) };
  const readBack = await tenant.call<{ quantity?: unknown }>('partnerCenter', { path });
  const now = readOrThrow(readBack, 'Partner Center subscription').quantity;
  if (now !== quantity)
    throw new MicrosoftCloudError('unavailable', 'Partner Center accepted the change but does not show it yet.', {
      detail: `quantity read back: ${String(now)}, asked: ${quantity}`,
    });
  return { accepted: true, quantity };
}
