import type { RequestUser, SignOffKindDeclaration, SignOffQuestion } from '../../../server/plugin-api';
import type { Recommendation } from '../contract';
import type { RecommendationRow } from './store';

/** The sign-off kind of accepting a recommendation (a customer's rule covers every acceptance). */
export const RECOMMENDATION_ACCEPTANCE = 'recommendations.acceptance';

interface AcceptancePayload {
  recommendationId: string;
  applyAt: string;
}

const isPayload = (value: unknown): value is AcceptancePayload =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AcceptancePayload).recommendationId === 'string' &&
  typeof (value as AcceptancePayload).applyAt === 'string';

export function acceptanceQuestion(row: RecommendationRow, applyAt: string): SignOffQuestion {
  return {
    kind: RECOMMENDATION_ACCEPTANCE,
    summary: {
      en: `Accept the recommendation for ${row.resource_name}`,
      nl: `Aanbeveling voor ${row.resource_name} accepteren`,
    },
    details: [
      { label: { en: 'Resource', nl: 'Resource' }, value: row.resource_name },
      { label: { en: 'Recommendation', nl: 'Aanbeveling' }, value: row.description },
      { label: { en: 'Subscription', nl: 'Abonnement' }, value: row.subscription_name },
      { label: { en: 'Apply the change at (UTC)', nl: 'Wijziging doorvoeren op (UTC)' }, value: applyAt },
    ],
    payload: { recommendationId: row.id, applyAt } satisfies AcceptancePayload,
  };
}

/** Once signed off: accepted with the chosen moment, as an acceptance without a rule is (if that moment still lies ahead). */
export function acceptanceKind(
  accept: (requester: RequestUser, id: string, applyAt: string) => Promise<Recommendation>,
  isFutureMoment: (value: string, now: number) => boolean,
): SignOffKindDeclaration {
  return {
    kind: RECOMMENDATION_ACCEPTANCE,
    label: { en: 'Accepting Azure recommendations', nl: 'Azure-aanbevelingen accepteren' },
    async carryOut(request, requester) {
      if (!isPayload(request.payload)) throw new Error(`Sign-off ${request.id} carries no acceptance.`);
      const { recommendationId, applyAt } = request.payload;
      if (!isFutureMoment(applyAt, Date.now()))
        return {
          succeeded: false,
          text: {
            en: 'The moment chosen for the change has passed: accept the recommendation again with a new moment.',
            nl: 'Het gekozen moment voor de wijziging is voorbij: accepteer de aanbeveling opnieuw met een nieuw moment.',
          },
        };
      const accepted = await accept(requester, recommendationId, applyAt);
      return {
        succeeded: true,
        text: {
          en: `The recommendation for ${accepted.resourceName} is accepted; the change is applied at ${accepted.applyAt ?? applyAt}.`,
          nl: `De aanbeveling voor ${accepted.resourceName} is geaccepteerd; de wijziging wordt doorgevoerd op ${accepted.applyAt ?? applyAt}.`,
        },
      };
    },
  };
}
