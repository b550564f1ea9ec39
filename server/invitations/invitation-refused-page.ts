import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendErrorPage } from '../http/send-error-page';
import { INVITATION_PAGE_TEXTS, type InvitationRefusal } from './invitation-page-texts';

const STATUS: Record<InvitationRefusal, number> = {
  unknown: 404,
  used: 410,
  revoked: 410,
  expired: 410,
  mismatch: 403,
  noProvider: 503,
};

/** A page in the reader's language saying why the invitation signs nobody in. */
export function sendInvitationPage(
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: InvitationRefusal,
): FastifyReply {
  return sendErrorPage(request, reply, STATUS[refusal], (lang) => {
    const texts = INVITATION_PAGE_TEXTS[lang];
    return { title: texts.titles[refusal], text: texts.texts[refusal], link: { href: '/', label: texts.toPortal } };
  });
}
