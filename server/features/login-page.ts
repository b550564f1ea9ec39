import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { ApiPaths } from '../../core/contract';
import { findUser, listUsers, type UserRow } from '../data/users';
import { HttpError } from '../http/errors';
import { escapeHtml, htmlPage } from '../http/html';
import { CSRF_FIELD } from '../security/csrf';
import { clearSessionCookie, createSession, deleteSession, readSessionToken, setSessionCookie } from '../security/session';
import { APPLICATION_NAME, STATIC_HOST } from './settings';
import type { ServerFeature } from './types';

export const LoginRequest = z.object({
  userId: z.string().check(z.minLength(1), z.maxLength(100)),
  [CSRF_FIELD]: z.optional(z.string().check(z.maxLength(200))),
});

function userCard(user: UserRow, csrf: string, current: boolean): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return `<li class="user">
  <form method="post" action="${ApiPaths.login}">
    <input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(csrf)}">
    <input type="hidden" name="userId" value="${escapeHtml(user.id)}">
    <div class="user-text">
      <h2>${escapeHtml(name)}${current ? ' <span class="badge">signed in</span>' : ''}</h2>
      <p class="user-name">${escapeHtml(user.user_name)}</p>
      <p>${escapeHtml(user.demo_description ?? '')}</p>
    </div>
    <button type="submit">Sign in as ${escapeHtml(user.first_name || name)}</button>
  </form>
</li>`;
}

function loginPage(users: UserRow[], csrf: string, currentUserId: string | null, demoMode: boolean): string {
  const body = demoMode
    ? `<p class="intro">This is a demo deployment. Choose a user to sign in as; each shows a different part of the portal.</p>
<ul class="users">
${users.map((u) => userCard(u, csrf, u.id === currentUserId)).join('\n')}
</ul>`
    : '<p class="intro">No sign-in provider is configured for this deployment. Please contact your provider.</p>';
  return htmlPage({
    title: `Sign in - ${APPLICATION_NAME}`,
    stylesheet: `${STATIC_HOST}/login.css`,
    body: `<main class="login">
<header><img src="${STATIC_HOST}/logo.svg" alt="" width="160" height="40"><h1>Sign in to ${escapeHtml(APPLICATION_NAME)}</h1></header>
${body}
<p class="footer"><a href="/">Back to the portal</a></p>
</main>`,
  });
}

/** The server-side sign-in page (demo users) and sign-out. */
export const loginPageFeature: ServerFeature = {
  name: 'login-page',
  routes(app, deps) {
    app.get(ApiPaths.login, { config: { access: 'public' } }, async (request, reply) => {
      const current = deps.currentUser(request);
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
      return loginPage(deps.config.demoMode ? listUsers(deps.db) : [], request.csrfToken, current?.userId ?? null, deps.config.demoMode);
    });

    deps.route({
      method: 'POST',
      url: ApiPaths.login,
      summary: 'Demo sign-in: starts a session for the chosen demo user and redirects to /',
      tags: ['session'],
      access: 'public',
      body: LoginRequest,
      status: 303,
      errors: { 404: 'Unknown user, or sign-in is not available' },
      handler: ({ body, request, reply }) => {
        const user = deps.config.demoMode ? findUser(deps.db, body.userId) : null;
        if (!user) throw new HttpError(404, 'No such demo user.');
        const previous = readSessionToken(request);
        if (previous) deleteSession(deps.db, previous);
        setSessionCookie(request, reply, createSession(deps.db, user.id));
        return reply.redirect('/', 303);
      },
    });

    const logout = ({ request, reply }: { request: FastifyRequest; reply: FastifyReply }) => {
      const token = readSessionToken(request);
      if (token) deleteSession(deps.db, token);
      clearSessionCookie(request, reply);
      reply.header('Cache-Control', 'no-store');
      return reply.redirect('/logout', 303);
    };
    // GET because the SPA navigates to it; a forged sign-out only signs the victim out.
    for (const method of ['GET', 'POST'] as const) {
      deps.route({
        method,
        url: ApiPaths.logout,
        summary: 'Ends the session and redirects to /logout',
        tags: ['session'],
        access: 'public',
        status: 303,
        handler: logout,
      });
    }
  },
};
