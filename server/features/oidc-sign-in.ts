import type { FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { RETURN_URL_PARAM, safeReturnPath } from '../../core/contract';
import { customerOfAllowedTenant } from '../auth/entra-tenants';
import { grantCustomer } from '../auth/grant-customer';
import { oidcClient, type DiscoveredProvider } from '../auth/oidc-client';
import { exchangeCode, type SignedInIdentity } from '../auth/oidc-code-exchange';
import type { OidcConfig } from '../auth/oidc-config';
import { savePendingLogin, takePendingLogin, type PendingLogin } from '../auth/oidc-logins';
import { defaultSignInUrls, type SignInUrls } from '../auth/oidc-urls';
import { createUnlinkedUser, findLinkedUser, type SignedInPerson } from '../auth/oidc-users';
import { forgetUserViews } from '../data/user-views';
import { findCustomer, isUserDisabled } from '../data/users';
import { sendInvitationPage } from '../invitations/invitation-refused-page';
import { redeemInvitation } from '../invitations/invitations';
import { createSession, deleteSession, readSessionToken, requestDevice, setSessionCookie } from '../security/session';
import { sendOidcPage } from './oidc-pages';
import type { ServerDeps, ServerFeature } from './feature';

/** What the log may say about a refused sign-in: the error's kind, never the request's code or any token. */
const reasonOf = (error: unknown) =>
  error instanceof Error
    ? { name: error.name, code: (error as { code?: unknown }).code, message: error.message }
    : { name: typeof error };

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
  let provider: DiscoveredProvider;
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
  savePendingLogin(deps.db, request, reply, {
    providerId: oidc.id,
    state,
    nonce,
    codeVerifier,
    returnPath,
    invitationId: options.invitationId,
  });
  const target = client.buildAuthorizationUrl(provider.configuration, {
    redirect_uri: signInUrls(deps).redirectUri,
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
function callbackUrl(request: FastifyRequest, redirectUri: string): URL {
  const url = new URL(redirectUri);
  const query = request.url.indexOf('?');
  if (query >= 0) url.search = request.url.slice(query);
  return url;
}

/** The redirect and post-logout URIs registered at the providers. */
export const signInUrls = (deps: ServerDeps): SignInUrls =>
  deps.config.signInUrls ?? defaultSignInUrls(deps.config.publicOrigin);

/** The identity providers of this deployment (none: no OpenID Connect sign-in). */
export const identityProviders = (deps: ServerDeps): readonly OidcConfig[] => deps.config.identityProviders ?? [];

/**
 * The customer a provider with a tenant allow-list matches the person's tenant to (ENTRA_TENANTS, then the
 * customers' stored tenants); `refused` when the tenant is not allowed (or its customer does not exist); null for
 * a provider without an allow-list.
 */
function tenantCustomer(deps: ServerDeps, oidc: OidcConfig, person: SignedInPerson): string | null | 'refused' {
  if (!oidc.tenants) return null;
  const customerId = customerOfAllowedTenant(deps.db, oidc.tenants, person.claims.tid);
  return customerId && findCustomer(deps.db, customerId) ? customerId : 'refused';
}

/** The user a validated sign-in is, found or created (and made a member of the tenant's customer) in one transaction. */
function userOf(deps: ServerDeps, person: SignedInPerson, customerId: string | null): string {
  const userId = deps.db.transaction(() => {
    const id = findLinkedUser(deps.db, person) ?? createUnlinkedUser(deps.db, person);
    if (customerId) grantCustomer(deps.db, id, { customerId, permissions: [] });
    return id;
  })();
  if (customerId) forgetUserViews(deps.db);
  return userId;
}

async function signedInIdentity(
  oidc: OidcConfig,
  request: FastifyRequest,
  redirectUri: string,
  pending: PendingLogin,
): Promise<SignedInIdentity | null> {
  try {
    return await exchangeCode(await oidcClient(oidc), callbackUrl(request, redirectUri), pending, redirectUri);
  } catch (error) {
    request.log.warn({ reason: reasonOf(error), provider: oidc.id }, 'OpenID Connect sign-in failed');
    return null;
  }
}

async function callback(deps: ServerDeps, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  // Taken (and deleted) first: a callback is used once, whatever its outcome.
  const pending = takePendingLogin(deps.db, request, reply);
  reply.header('Cache-Control', 'no-store');
  const oidc = pending && identityProviders(deps).find((p) => p.id === pending.providerId);
  if (!pending || !oidc) return sendOidcPage(request, reply, 400, 'failedTitle', 'failedText');
  const query = request.query as Record<string, unknown> | undefined;
  if (query?.error !== undefined) {
    request.log.warn(
      { reason: { providerError: String(query.error).slice(0, 100) }, provider: oidc.id },
      'OpenID Connect sign-in refused by the provider',
    );
    return sendOidcPage(request, reply, 400, 'failedTitle', 'deniedText');
  }
  const identity = await signedInIdentity(oidc, request, signInUrls(deps).redirectUri, pending);
  if (!identity) return sendOidcPage(request, reply, 400, 'failedTitle', 'failedText');
  const person: SignedInPerson = { issuer: identity.issuer, claims: identity.claims };
  // The tenant allow-list gates every sign-in through the provider, invitations included.
  const customerId = tenantCustomer(deps, oidc, person);
  if (customerId === 'refused') {
    request.log.warn(
      { provider: oidc.id, tenant: String(person.claims.tid ?? '').slice(0, 64) },
      'sign-in refused: the tenant is not allowed',
    );
    return sendOidcPage(request, reply, 403, 'tenantTitle', 'tenantText');
  }
  let userId: string;
  if (pending.invitationId != null) {
    const redeemed = redeemInvitation(deps.db, pending.invitationId, person);
    if (!redeemed.ok) return sendInvitationPage(request, reply, redeemed.reason);
    userId = redeemed.userId;
  } else {
    // A person matching no user is signed in all the same, unauthorized: the portal shows the spec's
    // "Not authorized" state with a way to ask for access, rather than an error page.
    userId = userOf(deps, person, customerId);
  }
  if (isUserDisabled(deps.db, userId)) {
    request.log.warn({ provider: oidc.id }, 'sign-in refused: the user is disabled');
    return sendOidcPage(request, reply, 403, 'failedTitle', 'disabledText');
  }
  const previous = readSessionToken(request);
  if (previous) deleteSession(deps.db, previous);
  setSessionCookie(
    request,
    reply,
    createSession(deps.db, userId, {
      origin: { kind: 'oidc', idToken: identity.idToken, providerId: oidc.id },
      device: requestDevice(request),
      lifetimes: deps.config.sessionLifetimes,
    }),
  );
  return reply.redirect(pending.returnPath, 303);
}

/** OpenID Connect sign-in's return leg (the start is GET /account/login, see login-page.ts). */
export const oidcSignInFeature: ServerFeature = {
  name: 'oidc-sign-in',
  routes(app, deps) {
    if (identityProviders(deps).length === 0) return;
    // logLevel warn: the request log line would carry the URL, and so the authorization code.
    app.get(
      new URL(signInUrls(deps).redirectUri).pathname,
      { config: { access: 'public' }, logLevel: 'warn' },
      (request, reply) => callback(deps, request, reply),
    );
  },
};
