import { ActionData, textIn } from '../../core/contract';
import { linkOrigin } from '../http/canonical-host';
import { HttpError } from '../http/errors';
import { pageLanguage } from '../http/html';
import { ActionIdParams } from '../http/params';
import type { ServerFeature } from './feature';

/** GET /api/action/{id}/: an action of the active customer's menu, completed by its plugin's action resolver. */
export const actionsFeature: ServerFeature = {
  name: 'actions',
  routes(_app, deps) {
    deps.route({
      method: 'GET',
      url: '/api/action/:id',
      summary:
        "The data of an action in the active customer's menu, by id; read for actionType. Its title (and an html card's text) in the Accept-Language's first language, or the other one where only that is given",
      tags: ['actions'],
      params: ActionIdParams,
      response: ActionData,
      errors: { 404: "Not an action of the active customer's menu" },
      handler: async ({ params, user, request, reply }) => {
        const id = Number(params.id);
        const action = user ? deps.findAction(id, user) : null;
        if (!action || !user) throw new HttpError(404, `Action ${id} is not available.`);
        reply.header('Cache-Control', 'no-store');
        reply.header('Vary', 'Accept-Language');
        const language = pageLanguage(request.headers['accept-language']);
        const title = textIn(language, { en: action.titleEn, nl: action.titleNl }, action.title ?? '') || null;
        const data: Record<string, unknown> = {
          ...action.data,
          actionType: action.actionType,
          actionId: action.id,
          title,
        };
        const resolver = deps.features.find((f) => f.actionResolvers?.[action.actionType])?.actionResolvers?.[
          action.actionType
        ];
        const origin = linkOrigin(deps.config);
        const resolved = resolver
          ? await resolver({ data, actionId: action.id, user, language, origin, db: deps.db, config: deps.config })
          : data;
        return { ...resolved, actionType: action.actionType };
      },
    });
  },
};
