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
  const lang = pageLanguage(request.headers['accept-language']);
  return reply
    .code(status)
    .header('Content-Language', lang)
    .header('Vary', 'Accept-Language')
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(errorPage({ lang, stylesheet: '/static/login.css', ...content(lang) }));
}
