import type { FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { RETURN_URL_PARAM, safeReturnPath } from '../../core/contract';
import { oidcClient } from '../auth/oidc-client';
import type { OidcConfig } from '../auth/oidc-config';
import { savePendingLogin, takePendingLogin } from '../auth/oidc-logins';
import { OIDC_CALLBACK_PATH, oidcRedirectUri } from '../auth/oidc-urls';
import { createUnlinkedUser, findLinkedUser } from '../auth/oidc-users';
import { sendInvitationPage } from '../invitations/invitation-refused-page';
import { redeemInvitation } from '../invitations/invitations';
import { createSession, deleteSession, readSessionToken, setSessionCookie } from '../security/session';
import { sendOidcPage } from './oidc-pages';
import type { ServerDeps, ServerFeature } from './types';

/** What the log may say about a refused sign-in: the error's kind, never the request's code or any token. */
const reasonOf = (error: unknown) =>
  error instanceof Error ? { name: error.name, code: (error as { code?: unknown }).code, message: error.message } : { name: typeof error };

/**
 * GET /account/login with OpenID Connect: redirects to the provider with PKCE (S256), state and nonce.
 * `invitationId`: started from an invitation link, which the callback redeems (then it returns to /).
 */
export async function startOidcSignIn(
  deps: ServerDeps,
  oidc: OidcConfig,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { invitationId?: number } = {},
): Promise<FastifyReply> {
  let provider: client.Configuration;
  try {
    provider = await oidcClient(oidc);
  } catch (error) {
    request.log.warn({ reason: reasonOf(error) }, 'OpenID Connect discovery failed');
    return sendOidcPage(request, reply, 503, 'failedTitle', 'unavailableText');
  }
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const query = request.query as Record<string, unknown> | undefined;
  const returnPath = options.invitationId === undefined ? (safeReturnPath(query?.[RETURN_URL_PARAM]) ?? '/') : '/';
  savePendingLogin(deps.db, request, reply, { state, nonce, codeVerifier, returnPath, invitationId: options.invitationId });
  const target = client.buildAuthorizationUrl(provider, {
    redirect_uri: oidcRedirectUri(deps.config.publicOrigin),
    scope: oidc.scopes,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return reply.header('Cache-Control', 'no-store').redirect(target.href, 303);
}

/** The callback as openid-client checks it: the registered redirect URI with the query the provider sent. */
function callbackUrl(request: FastifyRequest, publicOrigin: string): URL {
  const url = new URL(oidcRedirectUri(publicOrigin));
  const query = request.url.indexOf('?');
  if (query >= 0) url.search = request.url.slice(query);
  return url;
}

async function callback(deps: ServerDeps, oidc: OidcConfig, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  // Taken (and deleted) first: a callback is used once, whatever its outcome.
  const pending = takePendingLogin(deps.db, request, reply);
  reply.header('Cache-Control', 'no-store');
  if (!pending) return sendOidcPage(request, reply, 400, 'failedTitle', 'failedText');
  const query = request.query as Record<string, unknown> | undefined;
  if (query?.error !== undefined) {
    request.log.warn({ reason: { providerError: String(query.error).slice(0, 100) } }, 'OpenID Connect sign-in refused by the provider');
    return sendOidcPage(request, reply, 400, 'failedTitle', 'deniedText');
  }
  let idToken: string | undefined;
  let claims: ReturnType<client.TokenEndpointResponseHelpers['claims']>;
  try {
    const provider = await oidcClient(oidc);
    const tokens = await client.authorizationCodeGrant(provider, callbackUrl(request, deps.config.publicOrigin), {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    idToken = tokens.id_token;
    claims = tokens.claims();
  } catch (error) {
    request.log.warn({ reason: reasonOf(error) }, 'OpenID Connect sign-in failed');
    return sendOidcPage(request, reply, 400, 'failedTitle', 'failedText');
  }
  if (!idToken || !claims) return sendOidcPage(request, reply, 400, 'failedTitle', 'failedText');
  let userId: string;
  if (pending.invitationId != null) {
    const redeemed = redeemInvitation(deps.db, pending.invitationId, claims);
    if (!redeemed.ok) return sendInvitationPage(request, reply, redeemed.reason);
    userId = redeemed.userId;
  } else {
    // A person matching no user is signed in all the same, unauthorized: the portal shows the spec's
    // "Not authorized" state with a way to ask for access, rather than an error page.
    userId = findLinkedUser(deps.db, claims) ?? createUnlinkedUser(deps.db, claims);
  }
  const previous = readSessionToken(request);
  if (previous) deleteSession(deps.db, previous);
  setSessionCookie(request, reply, createSession(deps.db, userId, Date.now(), { kind: 'oidc', idToken }));
  return reply.redirect(pending.returnPath, 303);
}

/** OpenID Connect sign-in's return leg (the start is GET /account/login, see login-page.ts). */
export const oidcSignInFeature: ServerFeature = {
  name: 'oidc-sign-in',
  routes(app, deps) {
    const oidc = deps.config.oidc;
    if (!oidc) return;
    // logLevel warn: the request log line would carry the URL, and so the authorization code.
    app.get(OIDC_CALLBACK_PATH, { config: { access: 'public' }, logLevel: 'warn' }, (request, reply) => callback(deps, oidc, request, reply));
  },
};
