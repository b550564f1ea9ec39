import type { RequestUser, SignOffKindDeclaration, SignOffQuestion } from '../../../server/plugin-api';
import type { AzureSubscription, AzureSubscriptionRequest } from '../contract';

/** The sign-off kind of a request for a new Azure subscription (a customer's rule covers every request). */
export const AZURE_SUBSCRIPTION_REQUEST = 'azure-subscriptions.request';

const isRequest = (value: unknown): value is AzureSubscriptionRequest =>
  typeof value === 'object' &&
  value !== null &&
  ['name', 'tenantId', 'ownerUpn'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

export function azureRequestQuestion(body: AzureSubscriptionRequest, tenantName: string): SignOffQuestion {
  return {
    kind: AZURE_SUBSCRIPTION_REQUEST,
    summary: { en: `New Azure subscription "${body.name}"`, nl: `Nieuw Azure-abonnement "${body.name}"` },
    details: [
      { label: { en: 'Subscription name', nl: 'Naam van het abonnement' }, value: body.name },
      { label: { en: 'Owner', nl: 'Eigenaar' }, value: body.ownerUpn },
      { label: { en: 'Tenant', nl: 'Tenant' }, value: tenantName },
    ],
    payload: { name: body.name, tenantId: body.tenantId, ownerUpn: body.ownerUpn },
  };
}

/** Once signed off: the request is made as one without a rule is (its number, and Azure's work where connected). */
export function azureRequestKind(
  create: (requester: RequestUser, body: AzureSubscriptionRequest) => Promise<AzureSubscription>,
): SignOffKindDeclaration {
  return {
    kind: AZURE_SUBSCRIPTION_REQUEST,
    label: { en: 'Azure subscription requests', nl: 'Aanvragen van Azure-abonnementen' },
    async carryOut(request, requester) {
      if (!isRequest(request.payload)) throw new Error(`Sign-off ${request.id} carries no Azure subscription request.`);
      const created = await create(requester, request.payload);
      return {
        succeeded: true,
        text: {
          en: `The Azure subscription "${created.name}" is requested with number ${created.number ?? '-'}.`,
          nl: `Het Azure-abonnement "${created.name}" is aangevraagd met nummer ${created.number ?? '-'}.`,
        },
      };
    },
  };
}
