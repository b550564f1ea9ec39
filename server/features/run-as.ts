import { ApiPaths, Ok } from '../../core/contract';
import { HttpError } from '../http/errors';
import { endRunAs } from '../security/run-as';
import { readSessionToken } from '../security/session';
import type { ServerFeature } from './feature';

/**
 * "Back to my account": ends the session's run-as (started by the admin API's POST /api/admin/run-as). It
 * acts on the real session, so it works while the calls answer as the viewed user, whoever that is.
 */
export const runAsFeature: ServerFeature = {
  name: 'run-as',
  routes(_app, deps) {
    deps.route({
      method: 'DELETE',
      url: ApiPaths.runAs,
      summary:
        "Ends viewing the portal as another user (audited); the session is the administrator's own again. No run-as: nothing to do",
      tags: ['account'],
      access: 'signed-in',
      response: Ok,
      handler: ({ request }) => {
        const token = readSessionToken(request);
        if (!token) throw new HttpError(401, 'Not signed in.');
        endRunAs(deps.db, token, 'back');
        return { ok: true as const };
      },
    });
  },
};
