import * as z from 'zod/mini';
import {
  HttpError,
  ServiceRequestIntakePoint,
  type RequestUser,
  type ServerPluginApi,
} from '../../../server/plugin-api';
import {
  AcceptRecommendationRequest,
  DeclineRecommendationRequest,
  PublishedRecommendationList,
  Recommendation,
  RecommendationPaths,
  isFutureMoment,
} from '../contract';
import { fileAcceptedWork } from './accepted-work';
import { acceptanceKind, acceptanceQuestion } from './acceptance-sign-off';
import { recommendationsCustomerOf } from './access';
import { RecommendationStore, toRecommendation } from './store';

type WarningLog = { warn(object: object, message: string): void };
/** A signed-off acceptance has no request to log to: the platform logs a failed carry-out itself. */
const noLog: WarningLog = { warn: () => undefined };

const IdParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

/** Azure cost recommendations of the active customer: list them, accept or decline one. */
export function recommendationRoutes(api: ServerPluginApi): void {
  const store = new RecommendationStore();
  /** The data access of the caller's customer when they may see recommendations (403 otherwise), else null. */
  const dataOf = (user: RequestUser | null) => (recommendationsCustomerOf(user) === null ? null : api.data(user!));
  /** The acceptance as the spec makes it: accepted with its moment, the work filed with the support desk. */
  const accept = async (user: RequestUser, id: string, applyAt: string, log: WarningLog) => {
    const data = dataOf(user);
    const accepted = store.accept(id, data, user, new Date(applyAt).toISOString(), new Date().toISOString());
    try {
      await fileAcceptedWork(api.use(ServiceRequestIntakePoint, user), data!, user, accepted.id);
    } catch (error) {
      // The customer's decision stands; the administration shows the acceptance without a request number.
      log.warn({ err: error, recommendation: accepted.id }, 'recommendations: filing the service request failed');
    }
    return accepted;
  };
  api.signOffs.declare(
    acceptanceKind((requester, id, applyAt) => accept(requester, id, applyAt, noLog), isFutureMoment),
  );

  api.route({
    method: 'GET',
    url: RecommendationPaths.list,
    summary: "The active customer's Azure cost recommendations",
    response: PublishedRecommendationList,
    errors: { 403: 'The user lacks the recommendations permission' },
    handler: ({ user }) => {
      const data = dataOf(user);
      return data === null ? [] : store.list(data);
    },
  });

  api.route({
    method: 'POST',
    url: '/api/recommendations/:id/accept',
    summary: 'Accepts a recommendation, choosing the (future) moment the change is applied',
    params: IdParams,
    body: AcceptRecommendationRequest,
    response: Recommendation,
    errors: {
      403: 'No recommendations permission',
      404: 'Not a recommendation of the active customer',
      202: "The customer's sign-off rule covers accepting: waiting for sign-off, the recommendation keeps its state (with signOff)",
      409: 'No longer decidable',
    },
    handler: async ({ request, user, params, body, reply }) => {
      const data = dataOf(user);
      // The schema checks the format; only the clock can say whether the moment still lies ahead.
      if (!isFutureMoment(body.applyAt, Date.now()))
        throw new HttpError(400, 'Invalid body: body.applyAt: must be in the future');
      const row = store.decidable(params.id, data);
      const gate = api.signOffs.requireSignOff(user!, acceptanceQuestion(row, body.applyAt));
      // Waiting for sign-off: the recommendation keeps its state (the spec's) until it is signed off.
      if (gate.status === 'waiting') return reply.code(202).send({ ...toRecommendation(row), signOff: gate.signOff });
      return accept(user!, params.id, body.applyAt, request.log);
    },
  });

  api.route({
    method: 'POST',
    url: '/api/recommendations/:id/decline',
    summary: 'Declines a recommendation: recorded only, the state stays as it was',
    params: IdParams,
    body: DeclineRecommendationRequest,
    response: Recommendation,
    errors: {
      403: 'No recommendations permission',
      404: 'Not a recommendation of the active customer',
      409: 'No longer decidable',
    },
    handler: ({ user, params, body }) => store.decline(params.id, dataOf(user), user!, body.reason ?? null),
  });
}
