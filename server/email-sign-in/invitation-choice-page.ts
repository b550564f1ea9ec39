import type { OidcConfig } from '../auth/oidc-config';
import { PROVIDER_PARAM, providerButtonText } from '../features/login-page';
import { escapeHtml, type PageLanguage } from '../http/html';
import { INVITATION_PATH } from '../invitations/invitations';
import { CSRF_FIELD } from '../security/csrf';
import { EMAIL_SIGN_IN_TEXTS } from './email-sign-in-texts';
import { accountPage } from './pages';

export interface InvitationChoice {
  token: string;
  customerName: string;
  /** The invited address: the only one a link goes to. */
  email: string;
  providers: readonly OidcConfig[];
  /** EMAIL_SIGN_IN on: the page also offers the one-time link. */
  emailSignIn: boolean;
  csrf: string;
}

/**
 * The invitation link's page when there is a choice: "You are invited to <customer>", a button per identity
 * provider (each starts it with the invitation) and, with EMAIL_SIGN_IN on, the form that mails a one-time
 * link to the invited address.
 */
export const invitationChoicePage = (choice: InvitationChoice) => (lang: PageLanguage) => {
  const texts = EMAIL_SIGN_IN_TEXTS[lang];
  const here = `${INVITATION_PATH}/${encodeURIComponent(choice.token)}`;
  const providers = choice.providers.map(
    (p) =>
      `<li><a class="button-link" href="${escapeHtml(`${here}?${PROVIDER_PARAM}=${encodeURIComponent(p.id)}`)}">${escapeHtml(providerButtonText(p, lang))}</a></li>`,
  );
  const choose =
    providers.length === 0
      ? ''
      : `<p class="intro">${escapeHtml(texts.invitedIntro)}</p>
<ul class="providers">
${providers.join('\n')}
</ul>
`;
  if (!choice.emailSignIn) return accountPage(lang, texts.invitedTitle(choice.customerName), choose);
  return accountPage(
    lang,
    texts.invitedTitle(choice.customerName),
    `${choose}<section class="email-sign-in"${providers.length ? ' aria-labelledby="invited-email-heading"' : ''}>
${providers.length ? `<h2 id="invited-email-heading">${escapeHtml(texts.invitedEmailHeading)}</h2>\n` : ''}<p>${escapeHtml(texts.invitedEmailText(choice.email))}</p>
<form method="post" action="${escapeHtml(here)}">
  <input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(choice.csrf)}">
  <button type="submit">${escapeHtml(texts.invitedEmailButton)}</button>
</form>
</section>`,
  );
};
