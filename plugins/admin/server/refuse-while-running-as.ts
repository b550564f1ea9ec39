import { HttpError, type ServerPluginApi } from '../../../server/plugin-api';

/**
 * The admin API with every route refused while the caller views the portal as another user: the calls then act
 * as that user, and an administrative change must never be made (or audited) in their name. "Back to my
 * account" first.
 */
export function refusingWhileRunningAs(api: ServerPluginApi): ServerPluginApi {
  return {
    ...api,
    route: (spec) =>
      api.route({
        ...spec,
        guard: (request) => {
          if (api.currentUser(request)?.runAsBy) {
            throw new HttpError(
              403,
              'Administration is not available while you view the portal as another user: go back to your own account first.',
            );
          }
          spec.guard?.(request);
        },
      }),
  };
}
