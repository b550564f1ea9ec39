import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendErrorPage } from './send-error-page';
import { SERVER_PAGE_TEXTS } from './page-texts';

/** A form a browser posted itself (the server-rendered sign-in page), as opposed to a call of the SPA. */
export const isBrowserForm = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') &&
  String(request.headers.accept ?? '').includes('text/html');

/**
 * What a person sees when a form they posted is refused for its CSRF token (the page stayed open past the
 * token's life, or cookies are blocked): a 403 page in their language with the way back, not a JSON error.
 */
export function sendFormExpiredPage(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendErrorPage(request, reply, 403, (lang) => {
    const texts = SERVER_PAGE_TEXTS[lang];
    return {
      title: texts.formExpiredTitle,
      text: texts.formExpiredText,
      link: { href: '/', label: texts.backToPortal },
    };
  });
}
