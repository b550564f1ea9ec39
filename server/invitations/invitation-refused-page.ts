import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATIC_HOST } from '../features/settings';
import { errorPage, pageLanguage } from '../http/html';
import { INVITATION_PAGE_TEXTS, type InvitationRefusal } from './invitation-page-texts';

const STATUS: Record<InvitationRefusal, number> = { unknown: 404, used: 410, expired: 410, mismatch: 403, noProvider: 503 };

/** A page in the reader's language saying why the invitation signs nobody in. */
export function sendInvitationPage(request: FastifyRequest, reply: FastifyReply, refusal: InvitationRefusal): FastifyReply {
  const lang = pageLanguage(request.headers['accept-language']);
  const texts = INVITATION_PAGE_TEXTS[lang];
  return reply
    .code(STATUS[refusal])
    .header('Content-Language', lang)
    .header('Vary', 'Accept-Language')
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(errorPage({
      lang,
      stylesheet: `${STATIC_HOST}/login.css`,
      title: texts.titles[refusal],
      text: texts.texts[refusal],
      link: { href: '/', label: texts.toPortal },
    }));
}
