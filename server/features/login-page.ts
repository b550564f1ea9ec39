import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { ApiPaths, RETURN_URL_PARAM, safeReturnPath } from '../../core/contract';
import { oidcEndSessionUrl } from '../auth/oidc-logout';
import { findUser, listUsers, type UserRow } from '../data/users';
import { HttpError } from '../http/errors';
import { errorPage, escapeHtml, htmlPage, pageLanguage, type PageLanguage } from '../http/html';
import { CSRF_FIELD } from '../security/csrf';
import { clearSessionCookie, createSession, deleteSession, readSessionToken, sessionIdToken, setSessionCookie } from '../security/session';
import { DEMO_DESCRIPTIONS_NL, LOGIN_PAGE_TEXTS } from './login-page-texts';
import { startOidcSignIn } from './oidc-sign-in';
import { APPLICATION_NAME, STATIC_HOST } from './settings';
import type { ServerFeature } from './types';

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
  /** OpenID Connect is configured too: the demo page offers it. */
  oidc: boolean;
}

/** The query that makes GET /account/login start the OpenID Connect sign-in while demo mode is on. */
const OIDC_PROVIDER = 'oidc';

const oidcSignInHref = (returnTo: string) =>
  `${ApiPaths.login}?provider=${OIDC_PROVIDER}${returnTo === '/' ? '' : `&${RETURN_URL_PARAM}=${encodeURIComponent(returnTo)}`}`;

function loginPage({ users, csrf, currentUserId, demoMode, lang, returnTo, oidc }: LoginPageView): string {
  const texts = LOGIN_PAGE_TEXTS[lang];
  const body = demoMode
    ? `<p class="intro">${escapeHtml(texts.demoIntro)}</p>
<ul class="users">
${users.map((u) => userCard(u, csrf, u.id === currentUserId, lang, returnTo)).join('\n')}
</ul>${oidc ? `\n<p class="provider"><a class="button-link" href="${escapeHtml(oidcSignInHref(returnTo))}">${escapeHtml(texts.signInWithWorkAccount)}</a></p>` : ''}`
    : `<p class="intro">${escapeHtml(texts.noProvider)}</p>`;
  return htmlPage({
    lang,
    title: texts.title(APPLICATION_NAME),
    stylesheet: `${STATIC_HOST}/login.css`,
    body: `<main class="login">
<header><img src="${STATIC_HOST}/logo.svg" alt="" width="160" height="40"><h1>${escapeHtml(texts.heading(APPLICATION_NAME))}</h1></header>
${body}
<p class="footer"><a href="${escapeHtml(returnTo)}">${escapeHtml(texts.backToPortal)}</a></p>
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
      const oidc = deps.config.oidc;
      if (oidc && (!deps.config.demoMode || query?.provider === OIDC_PROVIDER)) return startOidcSignIn(deps, oidc, request, reply);
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
        oidc: Boolean(oidc),
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
            .send(errorPage({
              lang,
              stylesheet: `${STATIC_HOST}/login.css`,
              title: texts.unknownUserTitle,
              text: texts.unknownUserText,
              link: { href: signInHref(body[RETURN_URL_PARAM]), label: texts.backToSignIn },
            }));
        }
        if (!user) throw new HttpError(404, 'No such demo user.');
        const previous = readSessionToken(request);
        if (previous) deleteSession(deps.db, previous);
        setSessionCookie(request, reply, createSession(deps.db, user.id));
        return reply.redirect(returnTarget(body[RETURN_URL_PARAM]), 303);
      },
    });

    const logout = async ({ request, reply }: { request: FastifyRequest; reply: FastifyReply }) => {
      const token = readSessionToken(request);
      const idToken = token && deps.config.oidc ? sessionIdToken(deps.db, token) : null;
      if (token) deleteSession(deps.db, token);
      clearSessionCookie(request, reply);
      reply.header('Cache-Control', 'no-store');
      // A session from the identity provider ends there too (RP-initiated logout), which returns to /logout.
      const providerLogout = idToken && deps.config.oidc ? await oidcEndSessionUrl(deps.config.oidc, idToken, deps.config.publicOrigin) : null;
      return reply.redirect(providerLogout ?? '/logout', 303);
    };
    // GET because the SPA navigates to it; a forged sign-out only signs the victim out.
    for (const method of ['GET', 'POST'] as const) {
      deps.route({
        method,
        url: ApiPaths.logout,
        summary: 'Ends the session and redirects to /logout (through the identity provider\'s sign-out for an OpenID Connect session)',
        tags: ['session'],
        access: 'public',
        status: 303,
        handler: logout,
      });
    }
  },
};
