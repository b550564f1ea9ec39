import { ApiPaths } from '../../core/contract';
import { escapeHtml, htmlPage, type PageLanguage } from '../http/html';
import { SERVER_PAGE_TEXTS } from '../http/page-texts';
import { CSRF_FIELD } from '../security/csrf';

/**
 * What GET /account/logout shows when the request does not come from the portal's own pages (a link on
 * another site): the question, a form that signs out by POST with the session's CSRF token, and the way back.
 */
export function signOutConfirmationPage(lang: PageLanguage, csrf: string): string {
  const texts = SERVER_PAGE_TEXTS[lang];
  return htmlPage({
    lang,
    title: texts.signOutTitle,
    stylesheet: '/static/login.css',
    body: `<main class="login login-error">
<h1>${escapeHtml(texts.signOutTitle)}</h1>
<p class="intro">${escapeHtml(texts.signOutText)}</p>
<form method="post" action="${ApiPaths.logout}">
  <input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(csrf)}">
  <button type="submit">${escapeHtml(texts.signOutButton)}</button>
</form>
<p><a href="/">${escapeHtml(texts.backToPortal)}</a></p>
</main>`,
  });
}
