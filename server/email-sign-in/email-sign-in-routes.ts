import * as z from 'zod/mini';
import type { ServerFeature } from '../features/feature';
import { pageLanguage } from '../http/html';
import { sendInvitationPage } from '../invitations/invitation-refused-page';
import { INVITATION_PATH, lookUpInvitation } from '../invitations/invitations';
import { createSession, deleteSession, readSessionToken, requestDevice, setSessionCookie } from '../security/session';
import { EMAIL_SIGN_IN_PATH, lookUpEmailSignIn } from './email-sign-ins';
import { EMAIL_FIELD } from './login-form';
import {
  confirmPage,
  invitationSentPage,
  requestFormPage,
  requestSentPage,
  sendAccountPage,
  sendLinkRefusedPage,
  sendTooManyLinksPage,
} from './pages';
import { sendInvitationLink, sendReturningUserLink } from './send-link';
import { useEmailSignIn } from './use-link';

const Address = z.email().check(z.maxLength(254));
/** The request form's body; its CSRF field is checked before (app.ts). */
const RequestForm = z.object({ [EMAIL_FIELD]: z.optional(z.string().check(z.maxLength(1000))) });

/**
 * Sign-in with a one-time e-mail link (EMAIL_SIGN_IN on; off: none of these routes exists):
 * - POST /account/email-sign-in: a returning user asks for a link (the sign-in page's form);
 * - POST /account/invitation/:token: an invited person asks for one (the invitation page's form);
 * - GET /account/email-sign-in/:token: the mail's link, a page with a "Sign in" button (uses nothing up);
 * - POST /account/email-sign-in/:token: the button, which uses the link and starts the session.
 * logLevel warn on the routes whose URL carries a token: the request log line would carry it.
 */
export const emailSignInFeature: ServerFeature = {
  name: 'email-sign-in',
  routes(app, deps) {
    if (!deps.config.emailSignIn) return;
    const { db } = deps;
    const origin = deps.config.publicOrigin;

    app.post(EMAIL_SIGN_IN_PATH, { config: { access: 'public' } }, (request, reply) => {
      const form = RequestForm.safeParse(request.body ?? {});
      const typed = form.success ? (form.data[EMAIL_FIELD] ?? '') : '';
      const email = typed.trim().toLowerCase();
      if (!Address.safeParse(email).success)
        return sendAccountPage(request, reply, 400, requestFormPage(request.csrfToken, typed));
      // The same answer whether a link went out or not, so nobody learns which addresses are users'.
      sendReturningUserLink(db, email, pageLanguage(request.headers['accept-language']), origin);
      return sendAccountPage(request, reply, 200, requestSentPage(email));
    });

    app.post(`${INVITATION_PATH}/:token`, { config: { access: 'public' }, logLevel: 'warn' }, (request, reply) => {
      const { token } = request.params as { token: string };
      const found = lookUpInvitation(db, token);
      if (found.status !== 'usable') return sendInvitationPage(request, reply, found.status);
      const sent = sendInvitationLink(db, found.invitation, origin);
      if (sent === 'refused') return sendLinkRefusedPage(request, reply, 'refused');
      if (sent === 'tooMany')
        return sendTooManyLinksPage(request, reply, `${INVITATION_PATH}/${encodeURIComponent(token)}`);
      return sendAccountPage(request, reply, 200, invitationSentPage(found.invitation.email));
    });

    app.get(`${EMAIL_SIGN_IN_PATH}/:token`, { config: { access: 'public' }, logLevel: 'warn' }, (request, reply) => {
      const { token } = request.params as { token: string };
      const found = lookUpEmailSignIn(db, token);
      if (found.status !== 'usable') return sendLinkRefusedPage(request, reply, found.status);
      return sendAccountPage(request, reply, 200, confirmPage(request.csrfToken, token));
    });

    app.post(`${EMAIL_SIGN_IN_PATH}/:token`, { config: { access: 'public' }, logLevel: 'warn' }, (request, reply) => {
      const { token } = request.params as { token: string };
      const previous = readSessionToken(request);
      const now = Date.now();
      // One transaction: the link is used, the invitation accepted and the session started, or nothing is.
      const outcome = db.transaction(() => {
        const used = useEmailSignIn(db, token, now);
        if (!used.ok) return used;
        if (previous) deleteSession(db, previous);
        return {
          ok: true as const,
          session: createSession(db, used.userId, {
            now,
            origin: { kind: 'email' },
            device: requestDevice(request),
            lifetimes: deps.config.sessionLifetimes,
          }),
        };
      })();
      if (!outcome.ok) {
        return 'refusal' in outcome
          ? sendLinkRefusedPage(request, reply, outcome.refusal)
          : sendInvitationPage(request, reply, outcome.invitationRefusal);
      }
      setSessionCookie(request, reply, outcome.session);
      return reply.header('Cache-Control', 'no-store').redirect('/', 303);
    });
  },
};
