import { startOidcSignIn } from '../features/oidc-sign-in';
import type { ServerFeature } from '../features/types';
import { sendInvitationPage } from './invitation-refused-page';
import { INVITATION_PATH, lookUpInvitation } from './invitations';

/**
 * GET /account/invitation/:token, the link in the invitation mail: a usable invitation starts the OpenID
 * Connect sign-in carrying it (the callback redeems it); anything else ends on a page and writes nothing.
 */
export const invitationPageFeature: ServerFeature = {
  name: 'invitation-page',
  routes(app, deps) {
    // logLevel warn: the request log line would carry the URL, and so the token.
    app.get(`${INVITATION_PATH}/:token`, { config: { access: 'public' }, logLevel: 'warn' }, (request, reply) => {
      const { token } = request.params as { token: string };
      const found = lookUpInvitation(deps.db, token);
      if (found.status !== 'usable') return sendInvitationPage(request, reply, found.status);
      const oidc = deps.config.oidc;
      if (!oidc) return sendInvitationPage(request, reply, 'noProvider');
      return startOidcSignIn(deps, oidc, request, reply, { invitationId: found.invitation.id });
    });
  },
};
