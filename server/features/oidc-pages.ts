import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiPaths } from '../../core/contract';
import { errorPage, pageLanguage } from '../http/html';
import { OIDC_PAGE_TEXTS, type OidcPageTexts } from './oidc-sign-in-texts';
import { STATIC_HOST } from './settings';

type TextKey = Exclude<keyof OidcPageTexts, 'backToSignIn'>;

/** A page in the reader's language that signs nobody in and leads back to the sign-in page. */
export function sendOidcPage(request: FastifyRequest, reply: FastifyReply, status: number, title: TextKey, text: TextKey): FastifyReply {
  const lang = pageLanguage(request.headers['accept-language']);
  const texts = OIDC_PAGE_TEXTS[lang];
  return reply
    .code(status)
    .header('Content-Language', lang)
    .header('Vary', 'Accept-Language')
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(errorPage({
      lang,
      stylesheet: `${STATIC_HOST}/login.css`,
      title: texts[title],
      text: texts[text],
      link: { href: ApiPaths.login, label: texts.backToSignIn },
    }));
}
