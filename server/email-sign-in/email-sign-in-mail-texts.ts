import type { PageLanguage } from '../http/html';

/** What a sign-in link's mail tells: the link, and what it does (sign in, or accept an invitation to a customer). */
export interface SignInMailDetails {
  link: string;
  /** Set for a link that accepts an invitation. */
  invitedTo?: string;
}

/** The mail with a one-time sign-in link, in the reader's language. */
export function signInLinkMail(d: SignInMailDetails, lang: PageLanguage): { subject: string; text: string } {
  if (lang === 'nl') {
    const purpose =
      d.invitedTo === undefined
        ? 'om in te loggen op het klantportaal'
        : `om uw uitnodiging voor het klantportaal van ${d.invitedTo} te accepteren`;
    return {
      subject: 'Uw inloglink voor het klantportaal',
      text: `Goedendag,

Er is een link aangevraagd ${purpose} met dit e-mailadres.
Open deze link en klik op "Inloggen":

${d.link}

De link werkt één keer en verloopt over 15 minuten.

Hebt u hier niet om gevraagd? Dan kunt u dit bericht negeren: zonder de link kan niemand inloggen.
`,
    };
  }
  const purpose =
    d.invitedTo === undefined
      ? 'to sign in to the customer portal'
      : `to accept your invitation to the customer portal of ${d.invitedTo}`;
  return {
    subject: 'Your sign-in link for the customer portal',
    text: `Hello,

A link was asked for ${purpose} with this e-mail address.
Open this link and press "Sign in":

${d.link}

The link works once and expires in 15 minutes.

If you did not ask for it, you can ignore this message: nobody can sign in without the link.
`,
  };
}
