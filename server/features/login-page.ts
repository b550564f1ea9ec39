import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { ApiPaths, RETURN_URL_PARAM, safeReturnPath } from '../../core/contract';
import type { OidcConfig } from '../auth/oidc-config';
import { oidcEndSessionUrl } from '../auth/oidc-logout';
import { findUser, listUsers, type UserRow } from '../data/users';
import { emailSignInForm } from '../email-sign-in/login-form';
import { HttpError } from '../http/errors';
import { errorPage, escapeHtml, htmlPage, pageLanguage, type PageLanguage } from '../http/html';
import { sendLocalizedPage } from '../http/send-error-page';
import { isOwnNavigation, ownOrigins } from '../security/cross-site';
import { CSRF_FIELD } from '../security/csrf';
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  readSessionToken,
  requestDevice,
  sessionProviderSignIn,
  setSessionCookie,
} from '../security/session';
import { DEMO_DESCRIPTIONS_NL, LOGIN_PAGE_TEXTS } from './login-page-texts';
import { identityProviders, signInUrls, startOidcSignIn } from './oidc-sign-in';
import { APPLICATION_NAME, STATIC_HOST } from './settings';
import { signOutConfirmationPage } from './sign-out-confirmation';
import type { ServerFeature } from './feature';

export const LoginRequest = z.object({
  userId: z.string().check(z.minLength(1), z.maxLength(100)),
  [CSRF_FIELD]: z.optional(z.string().check(z.maxLength(200))),
  /** The portal page to land on after signing in; anything but a same-origin path lands on /. */
  [RETURN_URL_PARAM]: z.optional(z.string().check(z.maxLength(4000))),
});

/** The page a sign-in returns to: the asked-for portal path when it is safe, else the home page. */
const returnTarget = (value: unknown) => safeReturnPath(value) ?? '/';

function userCard(user: UserRow, csrf: string, current: boolean, lang: PageLanguage, returnTo: string): string {
  const texts = LOGIN_PAGE_TEXTS[lang];
  const name = `${user.first_name} ${user.last_name}`.trim();
  const description = (lang === 'nl' ? DEMO_DESCRIPTIONS_NL[user.id] : undefined) ?? user.demo_description ?? '';
  return `<li class="user">
  <form method="post" action="${ApiPaths.login}">
    <input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(csrf)}">
    <input type="hidden" name="userId" value="${escapeHtml(user.id)}">
    <input type="hidden" name="${RETURN_URL_PARAM}" value="${escapeHtml(returnTo)}">
    <div class="user-text">
      <h2>${escapeHtml(name)}${current ? ` <span class="badge">${escapeHtml(texts.signedIn)}</span>` : ''}</h2>
      <p class="user-name">${escapeHtml(user.user_name)}</p>
      <p>${escapeHtml(description)}</p>
    </div>
    <button type="submit">${escapeHtml(texts.signInAs(user.first_name || name))}</button>
  </form>
</li>`;
}

interface LoginPageView {
  users: UserRow[];
  csrf: string;
  currentUserId: string | null;
  demoMode: boolean;
  lang: PageLanguage;
  returnTo: string;
  /** The identity providers, each offered as "Sign in with ...". */
  providers: readonly OidcConfig[];
  /** EMAIL_SIGN_IN on: the form that asks for a sign-in link by e-mail (under the providers, or alone); else ''. */
  emailForm: string;
}

/** The query parameter that makes GET /account/login start one identity provider's sign-in. */
export const PROVIDER_PARAM = 'provider';

export const providerSignInHref = (providerId: string, returnTo: string) =>
  `${ApiPaths.login}?${PROVIDER_PARAM}=${encodeURIComponent(providerId)}${returnTo === '/' ? '' : `&${RETURN_URL_PARAM}=${encodeURIComponent(returnTo)}`}`;

/** "Sign in with Microsoft", or "with your work account" for a provider without a label. */
export const providerButtonText = (provider: OidcConfig, lang: PageLanguage) =>
  provider.label ? LOGIN_PAGE_TEXTS[lang].signInWith(provider.label) : LOGIN_PAGE_TEXTS[lang].signInWithWorkAccount;

function providerList(
  providers: readonly OidcConfig[],
  lang: PageLanguage,
  hrefOf: (provider: OidcConfig) => string,
): string {
  if (providers.length === 0) return '';
  const items = providers.map(
    (p) =>
      `<li><a class="button-link" href="${escapeHtml(hrefOf(p))}">${escapeHtml(providerButtonText(p, lang))}</a></li>`,
  );
  return `<ul class="providers">\n${items.join('\n')}\n</ul>`;
}

function loginPage({
  users,
  csrf,
  currentUserId,
  demoMode,
  lang,
  returnTo,
  providers,
  emailForm,
}: LoginPageView): string {
  const texts = LOGIN_PAGE_TEXTS[lang];
  const providerLinks = providerList(providers, lang, (p) => providerSignInHref(p.id, returnTo));
  const body = demoMode
    ? `<p class="intro">${escapeHtml(texts.demoIntro)}</p>
<ul class="users">
${users.map((u) => userCard(u, csrf, u.id === currentUserId, lang, returnTo)).join('\n')}
</ul>${providerLinks ? `\n${providerLinks}` : ''}`
    : providerLinks
      ? `<p class="intro">${escapeHtml(texts.chooseProvider)}</p>\n${providerLinks}`
      : emailForm
        ? ''
        : `<p class="intro">${escapeHtml(texts.noProvider)}</p>`;
  return htmlPage({
    lang,
    title: texts.title(APPLICATION_NAME),
    stylesheet: `${STATIC_HOST}/login.css`,
    body: `<main class="login">
<header><img src="${STATIC_HOST}/logo.svg" alt="" width="160" height="40"><h1>${escapeHtml(texts.heading(APPLICATION_NAME))}</h1></header>
${body}${emailForm ? `\n${emailForm}` : ''}
<p class="footer"><a href="${escapeHtml(returnTo)}">${escapeHtml(texts.backToPortal)}</a> · <a href="/accessibility">${escapeHtml(texts.accessibilityStatement)}</a></p>
</main>`,
  });
}

const signInHref = (returnTo: unknown) => {
  const target = returnTarget(returnTo);
  return target === '/' ? ApiPaths.login : `${ApiPaths.login}?${RETURN_URL_PARAM}=${encodeURIComponent(target)}`;
};

/** The page's language follows the request, so caches must keep one copy per Accept-Language. */
function languageHeaders(reply: FastifyReply, lang: PageLanguage): FastifyReply {
  return reply.header('Content-Language', lang).header('Vary', 'Accept-Language');
}

const acceptsHtml = (request: FastifyRequest) => String(request.headers.accept ?? '').includes('text/html');

/** The server-side sign-in page (demo users) and sign-out. */
export const loginPageFeature: ServerFeature = {
  name: 'login-page',
  routes(app, deps) {
    app.get(ApiPaths.login, { config: { access: 'public' } }, async (request, reply) => {
      const query = request.query as Record<string, unknown> | undefined;
      const providers = identityProviders(deps);
      const asked = providers.find((p) => p.id === query?.[PROVIDER_PARAM]);
      // One way to sign in: straight to it, as the spec's /account/login does (an e-mail link is a second way).
      const only =
        !deps.config.demoMode && !deps.config.emailSignIn && providers.length === 1 ? providers[0] : undefined;
      if (asked ?? only) return startOidcSignIn(deps, (asked ?? only)!, request, reply);
      const current = deps.currentUser(request);
      const lang = pageLanguage(request.headers['accept-language']);
      languageHeaders(reply, lang).header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
      return loginPage({
        users: deps.config.demoMode ? listUsers(deps.db) : [],
        csrf: request.csrfToken,
        currentUserId: current?.userId ?? null,
        demoMode: deps.config.demoMode,
        lang,
        returnTo: returnTarget(query?.[RETURN_URL_PARAM]),
        providers,
        emailForm: deps.config.emailSignIn ? emailSignInForm(request.csrfToken, lang) : '',
      });
    });

    deps.route({
      method: 'POST',
      url: ApiPaths.login,
      summary: `Demo sign-in: starts a session for the chosen demo user and redirects to ${RETURN_URL_PARAM} (a portal path) or /`,
      tags: ['session'],
      access: 'public',
      body: LoginRequest,
      status: 303,
      errors: { 404: 'Unknown user, or sign-in is not available' },
      handler: ({ body, request, reply }) => {
        const user = deps.config.demoMode ? findUser(deps.db, body.userId) : null;
        if (!user && acceptsHtml(request)) {
          // The sign-in form posted by a browser: a page in the reader's language leads back, not a JSON error.
          const lang = pageLanguage(request.headers['accept-language']);
          const texts = LOGIN_PAGE_TEXTS[lang];
          return languageHeaders(reply, lang)
            .code(404)
            .header('Cache-Control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(
              errorPage({
                lang,
                stylesheet: `${STATIC_HOST}/login.css`,
                title: texts.unknownUserTitle,
                text: texts.unknownUserText,
                link: { href: signInHref(body[RETURN_URL_PARAM]), label: texts.backToSignIn },
              }),
            );
        }
        if (!user) throw new HttpError(404, 'No such demo user.');
        if (user.disabled_at !== null) throw new HttpError(403, 'This account is disabled.');
        const previous = readSessionToken(request);
        if (previous) deleteSession(deps.db, previous);
        setSessionCookie(
          request,
          reply,
          createSession(deps.db, user.id, { device: requestDevice(request), lifetimes: deps.config.sessionLifetimes }),
        );
        return reply.redirect(returnTarget(body[RETURN_URL_PARAM]), 303);
      },
    });

    const portalOrigins = ownOrigins(deps.config);
    const logout = async ({ request, reply }: { request: FastifyRequest; reply: FastifyReply }) => {
      const token = readSessionToken(request);
      // A link on another site would sign out whoever follows it: from there, GET asks first.
      if (token && request.method === 'GET' && !isOwnNavigation(request, portalOrigins)) {
        return sendLocalizedPage(request, reply, 200, (lang) => signOutConfirmationPage(lang, request.csrfToken));
      }
      const signIn = token ? sessionProviderSignIn(deps.db, token) : null;
      const provider = signIn && identityProviders(deps).find((p) => p.id === signIn.providerId);
      if (token) deleteSession(deps.db, token);
      clearSessionCookie(request, reply);
      reply.header('Cache-Control', 'no-store');
      // A session from an identity provider ends there too (RP-initiated logout), which returns to /logout.
      const providerLogout =
        signIn && provider
          ? await oidcEndSessionUrl(provider, signIn.idToken, signInUrls(deps).postLogoutRedirectUri)
          : null;
      return reply.redirect(providerLogout ?? '/logout', 303);
    };
    // GET because the spec's top bar navigates to it; POST from the confirmation page and API clients.
    for (const method of ['GET', 'POST'] as const) {
      deps.route({
        method,
        url: ApiPaths.logout,
        summary:
          method === 'GET'
            ? "Ends the session and redirects to /logout (through the identity provider's sign-out for an OpenID Connect session) when the request comes from the portal's own pages or is typed (Sec-Fetch-Site same-origin or none; without it, Origin or Referer); otherwise answers 200 with a confirmation page whose form POSTs here"
            : "Ends the session and redirects to /logout (through the identity provider's sign-out for an OpenID Connect session)",
        tags: ['session'],
        access: 'public',
        status: 303,
        handler: logout,
      });
    }
  },
};
