import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorPage, pageLanguage } from './html';
import { SERVER_PAGE_TEXTS } from './page-texts';

/** A form a browser posted itself (the server-rendered sign-in page), as opposed to a call of the SPA. */
export const isBrowserForm = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
  && String(request.headers.accept ?? '').includes('text/html');

/**
 * What a person sees when a form they posted is refused for its CSRF token (the page stayed open past the
 * token's life, or cookies are blocked): a page in their language with the way back, not a JSON error.
 */
export function formExpiredPage(request: FastifyRequest, reply: FastifyReply): string {
  const lang = pageLanguage(request.headers['accept-language']);
  const texts = SERVER_PAGE_TEXTS[lang];
  reply.header('Content-Language', lang).header('Vary', 'Accept-Language').header('Cache-Control', 'no-store');
  return errorPage({
    lang,
    stylesheet: '/static/login.css',
    title: texts.formExpiredTitle,
    text: texts.formExpiredText,
    link: { href: '/', label: texts.backToPortal },
  });
}
