import type { RequestUser, SignOffKindDeclaration, SignOffOutcome, SignOffQuestion } from '../../../server/plugin-api';
import type { QuantityChangeResult } from '../contract';
import type { SubscriptionRow } from './store';

/** The sign-off kind of a licence increase (a customer's rule may cover increases above a number or a monthly cost). */
export const LICENCE_INCREASE = 'subscriptions.licence-increase';

/** What a signed-off increase hands back to the plugin. */
interface IncreasePayload {
  subscriptionId: string;
  quantity: number;
}

const isPayload = (value: unknown): value is IncreasePayload =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as IncreasePayload).subscriptionId === 'string' &&
  Number.isInteger((value as IncreasePayload).quantity);

/** The question for an increase of a subscription's licences from its quantity to `quantity`. */
export function increaseQuestion(row: SubscriptionRow, quantity: number): SignOffQuestion {
  const added = quantity - row.quantity;
  const price =
    row.unit_price !== null && row.currency !== null ? { unit: row.unit_price, currency: row.currency } : null;
  const monthly = price ? Math.round(added * price.unit * 100) / 100 : null;
  return {
    kind: LICENCE_INCREASE,
    summary: {
      en: `${row.product_name}: from ${row.quantity} to ${quantity} licences`,
      nl: `${row.product_name}: van ${row.quantity} naar ${quantity} licenties`,
    },
    details: [
      { label: { en: 'Product', nl: 'Product' }, value: row.product_name },
      { label: { en: 'Current quantity', nl: 'Huidig aantal' }, value: String(row.quantity) },
      { label: { en: 'Requested quantity', nl: 'Gevraagd aantal' }, value: String(quantity) },
      ...(price && monthly !== null
        ? [
            {
              label: { en: 'Added cost per month', nl: 'Extra kosten per maand' },
              value: `${price.currency} ${monthly.toFixed(2)}`,
            },
          ]
        : []),
    ],
    measures: { quantityIncrease: added, ...(monthly !== null ? { monthlyCost: monthly } : {}) },
    payload: { subscriptionId: row.id, quantity } satisfies IncreasePayload,
  };
}

/** What the requester is told once the signed-off change was made: the spec's outcome texts. */
function outcomeOf(productName: string, quantity: number, result: QuantityChangeResult): SignOffOutcome {
  switch (result.outcome) {
    case 'updated':
      return {
        succeeded: true,
        text: {
          en: `The number of licences of ${productName} is now ${result.subscription.quantity}.`,
          nl: `Het aantal licenties van ${productName} is nu ${result.subscription.quantity}.`,
        },
      };
    case 'service-request':
      return {
        succeeded: true,
        text: {
          en: `The quantity ${quantity} for ${productName} is too high to be applied directly, so it was not applied. A service request has been created instead with number: ${result.serviceRequestNumber}.`,
          nl: `Het aantal ${quantity} voor ${productName} is te hoog om direct te verwerken en is daarom niet doorgevoerd. In plaats daarvan is een serviceverzoek aangemaakt met nummer: ${result.serviceRequestNumber}.`,
        },
      };
    default:
      return {
        succeeded: false,
        text: {
          en: `Licence update failed for ${productName}.`,
          nl: `Het bijwerken van de licenties is mislukt voor ${productName}.`,
        },
      };
  }
}

/** The kind's declaration: once signed off, the change is made exactly as an unruled request makes it. */
export function licenceIncreaseKind(
  change: (
    requester: RequestUser,
    subscriptionId: string,
    quantity: number,
  ) => Promise<{ productName: string; result: QuantityChangeResult }>,
): SignOffKindDeclaration {
  return {
    kind: LICENCE_INCREASE,
    label: { en: 'Licence increases', nl: 'Uitbreiding van licenties' },
    measures: [
      { id: 'quantityIncrease', label: { en: 'Licences added', nl: 'Extra licenties' } },
      { id: 'monthlyCost', label: { en: 'Added cost per month', nl: 'Extra kosten per maand' } },
    ],
    async carryOut(request, requester) {
      if (!isPayload(request.payload)) throw new Error(`Sign-off ${request.id} carries no licence change.`);
      const { productName, result } = await change(requester, request.payload.subscriptionId, request.payload.quantity);
      return outcomeOf(productName, request.payload.quantity, result);
    },
  };
}
