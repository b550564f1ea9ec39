import { ActionData } from '../../core/contract';
import { HttpError } from '../http/errors';
import { ActionIdParams } from '../http/params';
import { claimsOf } from './claims';
import type { ServerFeature } from './types';

/** Link actions may store a path of this server; the answer carries an absolute URL of the caller's origin. */
function absoluteUrl(url: unknown, origin: string): unknown {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? origin + url : url;
}

/** GET /api/action/{id}/: an action of the active customer's menu, completed by the features' actionResolvers. */
export const actionsFeature: ServerFeature = {
  name: 'actions',
  routes(_app, deps) {
    deps.route({
      method: 'GET',
      url: '/api/action/:id',
      summary: 'The data of an action in the active customer\'s menu, by id; read for actionType',
      tags: ['actions'],
      params: ActionIdParams,
      response: ActionData,
      errors: { 404: "Not an action of the active customer's menu" },
      handler: async ({ params, user, request, reply }) => {
        const id = Number(params.id);
        const action = user ? deps.findAction(id, user) : null;
        if (!action || !user) throw new HttpError(404, `Action ${id} is not available.`);
        reply.header('Cache-Control', 'no-store');
        const data: Record<string, unknown> = { ...action.data, actionType: action.actionType, actionId: action.id, title: action.title };
        if (action.actionType === 'claims') data.claims = claimsOf(deps.db, user);
        if (action.actionType === 'link') data.url = absoluteUrl(data.url, `${request.protocol}://${request.host}`);
        const resolver = deps.features.find((f) => f.actionResolvers?.[action.actionType])?.actionResolvers?.[action.actionType];
        const resolved = resolver ? await resolver(data, action.id, user, deps) : data;
        return { ...resolved, actionType: action.actionType };
      },
    });
  },
};
