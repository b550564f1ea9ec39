import { escapeHtml, type PageLanguage } from '../http/html';
import { CSRF_FIELD } from '../security/csrf';
import { EMAIL_SIGN_IN_TEXTS } from './email-sign-in-texts';
import { EMAIL_SIGN_IN_PATH } from './email-sign-ins';

/** The form's e-mail field (its name in the POST). */
export const EMAIL_FIELD = 'email';

export interface EmailFormOptions {
  /** The address typed, shown again when it was refused. */
  value?: string;
  /** Shows the "not an e-mail address" message at the field. */
  invalid?: boolean;
  /** false: the page's own heading says what the form is for. */
  heading?: boolean;
}

/**
 * "Get a sign-in link by e-mail": the form the sign-in page shows under the identity providers (or alone)
 * when EMAIL_SIGN_IN is on. It posts the address to POST /account/email-sign-in.
 */
export function emailSignInForm(csrf: string, lang: PageLanguage, options: EmailFormOptions = {}): string {
  const texts = EMAIL_SIGN_IN_TEXTS[lang];
  const invalid = options.invalid === true;
  const heading = options.heading !== false;
  return `<section class="email-sign-in"${heading ? ' aria-labelledby="email-sign-in-heading"' : ''}>
${heading ? `<h2 id="email-sign-in-heading">${escapeHtml(texts.requestHeading)}</h2>\n` : ''}<p>${escapeHtml(texts.requestIntro)}</p>
<form method="post" action="${EMAIL_SIGN_IN_PATH}">
  <input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(csrf)}">
  <label for="email-sign-in-address">${escapeHtml(texts.emailLabel)}</label>
  <input id="email-sign-in-address" name="${EMAIL_FIELD}" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(options.value ?? '')}"${
    invalid ? ' aria-invalid="true" aria-describedby="email-sign-in-error"' : ''
  }>
${invalid ? `  <p id="email-sign-in-error" class="field-error">${escapeHtml(texts.invalidAddress)}</p>\n` : ''}  <button type="submit">${escapeHtml(texts.requestButton)}</button>
</form>
</section>`;
}
