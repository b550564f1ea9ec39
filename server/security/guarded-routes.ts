import { ApiPaths } from '../../core/contract';
import { defaultSignInUrls } from '../auth/oidc-urls';
import { EMAIL_SIGN_IN_PATH } from '../email-sign-in/email-sign-ins';
import type { ServerConfig } from '../server-config';
import { INVITATION_PATH } from '../invitations/invitations';
import type { RateLimitedRoutes } from './rate-limits';

/** The administration plugin's invitation route (a core file may not import a plugin's contract). */
const ADMIN_INVITATIONS = '/api/admin/invitations';

/** The routes that start a session, as "METHOD /pattern": their failures are security events. */
export function signInRoutes(config: ServerConfig): string[] {
  const callback = new URL((config.signInUrls ?? defaultSignInUrls(config.publicOrigin)).redirectUri).pathname;
  return [`POST ${ApiPaths.login}`, `POST ${EMAIL_SIGN_IN_PATH}/:token`, `GET ${callback}`];
}

/** The routes each rate limit guards besides every write and every request of a session. */
export function rateLimitedRoutes(config: ServerConfig): RateLimitedRoutes {
  return {
    signIn: [...signInRoutes(config), `POST ${EMAIL_SIGN_IN_PATH}`],
    registration: [`POST ${ApiPaths.register}`],
    invitationByAddress: [`POST ${INVITATION_PATH}/:token`],
    invitationBySession: [`POST ${ADMIN_INVITATIONS}`],
  };
}
