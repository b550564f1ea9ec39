import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiPaths } from '../../core/contract';
import { sendErrorPage } from '../http/send-error-page';
import { OIDC_PAGE_TEXTS, type OidcPageTexts } from './oidc-sign-in-texts';

type TextKey = Exclude<keyof OidcPageTexts, 'backToSignIn'>;

/** A page in the reader's language that signs nobody in and leads back to the sign-in page. */
export function sendOidcPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  title: TextKey,
  text: TextKey,
): FastifyReply {
  return sendErrorPage(request, reply, status, (lang) => {
    const texts = OIDC_PAGE_TEXTS[lang];
    return { title: texts[title], text: texts[text], link: { href: ApiPaths.login, label: texts.backToSignIn } };
  });
}
