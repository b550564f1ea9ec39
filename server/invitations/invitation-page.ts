import { findCustomer } from '../data/users';
import { invitationChoicePage } from '../email-sign-in/invitation-choice-page';
import { sendAccountPage } from '../email-sign-in/pages';
import { PROVIDER_PARAM } from '../features/login-page';
import { identityProviders, startOidcSignIn } from '../features/oidc-sign-in';
import type { ServerFeature } from '../features/feature';
import { sendInvitationPage } from './invitation-refused-page';
import { INVITATION_PATH, lookUpInvitation } from './invitations';

/**
 * GET /account/invitation/:token, the link in the invitation mail: a usable invitation starts the OpenID
 * Connect sign-in carrying it (the callback redeems it); anything else ends on a page and writes nothing.
 * `?provider=<id>` starts that identity provider. With several providers, or EMAIL_SIGN_IN on, a page lets
 * the invited person choose: an identity provider, or a one-time link mailed to the invited address.
 */
export const invitationPageFeature: ServerFeature = {
  name: 'invitation-page',
  routes(app, deps) {
    // logLevel warn: the request log line would carry the URL, and so the token.
    app.get(`${INVITATION_PATH}/:token`, { config: { access: 'public' }, logLevel: 'warn' }, (request, reply) => {
      const { token } = request.params as { token: string };
      const found = lookUpInvitation(deps.db, token);
      if (found.status !== 'usable') return sendInvitationPage(request, reply, found.status);
      const providers = identityProviders(deps);
      const query = request.query as Record<string, unknown> | undefined;
      const asked = providers.find((p) => p.id === query?.[PROVIDER_PARAM]);
      if (asked) return startOidcSignIn(deps, asked, request, reply, { invitationId: found.invitation.id });
      // A choice (several providers, or the e-mail link too): a page; one way: straight to it.
      if (deps.config.emailSignIn || providers.length > 1) {
        const { invitation } = found;
        const customerName = findCustomer(deps.db, invitation.customerId)?.name ?? invitation.customerId;
        return sendAccountPage(
          request,
          reply,
          200,
          invitationChoicePage({
            token,
            customerName,
            email: invitation.email,
            providers,
            emailSignIn: deps.config.emailSignIn,
            csrf: request.csrfToken,
          }),
        );
      }
      const oidc = providers[0];
      if (!oidc) return sendInvitationPage(request, reply, 'noProvider');
      return startOidcSignIn(deps, oidc, request, reply, { invitationId: found.invitation.id });
    });
  },
};
