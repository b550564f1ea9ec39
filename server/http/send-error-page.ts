import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorPage, pageLanguage, type PageLanguage } from './html';

/** What an error page says, in the language it is given. */
export interface ErrorPageContent {
  title: string;
  text: string;
  link: { href: string; label: string };
}

/**
 * Answers a browser's page request that failed with a page in the reader's language (not cached, one copy
 * per Accept-Language): the title, one explanation and the way forward.
 */
export function sendErrorPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  content: (lang: PageLanguage) => ErrorPageContent,
): FastifyReply {
  return sendLocalizedPage(request, reply, status, (lang) =>
    errorPage({ lang, stylesheet: '/static/login.css', ...content(lang) }),
  );
}

/** Sends a server-rendered page in the reader's language: not cached (it may carry a form's token), one copy per Accept-Language. */
export function sendLocalizedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  page: (lang: PageLanguage) => string,
): FastifyReply {
  const lang = pageLanguage(request.headers['accept-language']);
  return reply
    .code(status)
    .header('Content-Language', lang)
    .header('Vary', 'Accept-Language')
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page(lang));
}
