import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiPaths } from '../../core/contract';
import { APPLICATION_NAME, STATIC_HOST } from '../features/settings';
import { escapeHtml, htmlPage, type PageLanguage } from '../http/html';
import { sendErrorPage, sendLocalizedPage } from '../http/send-error-page';
import { CSRF_FIELD } from '../security/csrf';
import { EMAIL_SIGN_IN_TEXTS, type EmailLinkRefusal } from './email-sign-in-texts';
import { EMAIL_SIGN_IN_PATH } from './email-sign-ins';
import { emailSignInForm } from './login-form';

/** A page in the sign-in page's look: logo, heading, then `body` (already HTML). */
export function accountPage(lang: PageLanguage, title: string, body: string): string {
  return htmlPage({
    lang,
    title: `${title} - ${APPLICATION_NAME}`,
    stylesheet: `${STATIC_HOST}/login.css`,
    body: `<main class="login">
<header><img src="${STATIC_HOST}/logo.svg" alt="" width="160" height="40"><h1>${escapeHtml(title)}</h1></header>
${body}
</main>`,
  });
}

/** Sends a page in the reader's language: not cached (it may carry a form's token), one copy per Accept-Language. */
export const sendAccountPage = sendLocalizedPage;

const toSignIn = (lang: PageLanguage) =>
  `<p class="footer"><a href="${ApiPaths.login}">${escapeHtml(EMAIL_SIGN_IN_TEXTS[lang].toSignIn)}</a></p>`;

/** The answer to a request for a link, the same whether or not one was sent. */
export const requestSentPage = (address: string) => (lang: PageLanguage) => {
  const texts = EMAIL_SIGN_IN_TEXTS[lang];
  return accountPage(
    lang,
    texts.requestSentTitle,
    `<p class="intro" role="status">${escapeHtml(texts.requestSent(address))}</p>\n${toSignIn(lang)}`,
  );
};

/** The request form again, with the typed value and what is wrong with it. */
export const requestFormPage = (csrf: string, value: string) => (lang: PageLanguage) =>
  accountPage(
    lang,
    EMAIL_SIGN_IN_TEXTS[lang].requestHeading,
    `${emailSignInForm(csrf, lang, { value, invalid: true, heading: false })}\n${toSignIn(lang)}`,
  );

/** After an invited person asked for a link. */
export const invitationSentPage = (address: string) => (lang: PageLanguage) => {
  const texts = EMAIL_SIGN_IN_TEXTS[lang];
  return accountPage(
    lang,
    texts.requestSentTitle,
    `<p class="intro" role="status">${escapeHtml(texts.invitationSent(address))}</p>`,
  );
};

/**
 * What the mail's link opens: a button that signs in with a POST. A mail scanner that fetches the link sees
 * this page and uses up nothing.
 */
export const confirmPage = (csrf: string, token: string) => (lang: PageLanguage) => {
  const texts = EMAIL_SIGN_IN_TEXTS[lang];
  return accountPage(
    lang,
    texts.confirmTitle,
    `<p class="intro">${escapeHtml(texts.confirmText)}</p>
<form method="post" action="${EMAIL_SIGN_IN_PATH}/${escapeHtml(token)}">
  <input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(csrf)}">
  <button type="submit">${escapeHtml(texts.confirmButton)}</button>
</form>`,
  );
};

const REFUSAL_STATUS: Record<EmailLinkRefusal, number> = { unknown: 404, used: 410, expired: 410, refused: 403 };

/** Why a link signs nobody in, with the way forward: the sign-in page. */
export function sendLinkRefusedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: EmailLinkRefusal,
): FastifyReply {
  return sendErrorPage(request, reply, REFUSAL_STATUS[refusal], (lang) => {
    const texts = EMAIL_SIGN_IN_TEXTS[lang];
    return {
      title: texts.refusalTitles[refusal],
      text: texts.refusalTexts[refusal],
      link: { href: ApiPaths.login, label: texts.toSignIn },
    };
  });
}

/** An address that had its share of links for now (429), with the way back to the invitation. */
export function sendTooManyLinksPage(request: FastifyRequest, reply: FastifyReply, back: string): FastifyReply {
  return sendErrorPage(request, reply, 429, (lang) => {
    const texts = EMAIL_SIGN_IN_TEXTS[lang];
    return { title: texts.tooManyTitle, text: texts.tooManyText, link: { href: back, label: texts.backToInvitation } };
  });
}
