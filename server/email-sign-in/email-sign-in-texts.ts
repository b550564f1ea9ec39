import type { PageLanguage } from '../http/html';

/** Why an e-mail sign-in link signs nobody in. */
export type EmailLinkRefusal = 'unknown' | 'used' | 'expired' | 'refused';

/** Every text of the e-mail sign-in pages and forms, in the portal's two languages. */
export interface EmailSignInTexts {
  /** The form under the identity providers on the sign-in page (and the page it comes back on). */
  requestHeading: string;
  requestIntro: string;
  emailLabel: string;
  requestButton: string;
  invalidAddress: string;
  /** The answer to a request, whatever the address: it must not tell whether the address is a user's. */
  requestSentTitle: string;
  requestSent: (address: string) => string;

  /** The invitation link's page when the invited person may choose. */
  invitedTitle: (customerName: string) => string;
  invitedIntro: string;
  invitedEmailHeading: string;
  invitedEmailText: (address: string) => string;
  invitedEmailButton: string;
  invitationSent: (address: string) => string;
  tooManyTitle: string;
  tooManyText: string;
  backToInvitation: string;

  /** The page the mail's link opens: nothing happens until the button is pressed. */
  confirmTitle: string;
  confirmText: string;
  confirmButton: string;

  refusalTitles: Record<EmailLinkRefusal, string>;
  refusalTexts: Record<EmailLinkRefusal, string>;
  toSignIn: string;
}

export const EMAIL_SIGN_IN_TEXTS: Record<PageLanguage, EmailSignInTexts> = {
  en: {
    requestHeading: 'Get a sign-in link by e-mail',
    requestIntro:
      'No work account to sign in with? Enter your e-mail address and we send you a link that signs you in.',
    emailLabel: 'E-mail address',
    requestButton: 'E-mail me a sign-in link',
    invalidAddress: 'Enter an e-mail address such as name@example.com.',
    requestSentTitle: 'Check your e-mail',
    requestSent: (address) =>
      `If ${address} belongs to a user of this portal who signs in by e-mail, a link is on its way. It works once, for 15 minutes.`,

    invitedTitle: (customerName) => `You are invited to ${customerName}`,
    invitedIntro: 'Choose how to sign in to accept the invitation.',
    invitedEmailHeading: 'No work account that fits?',
    invitedEmailText: (address) =>
      `We e-mail a one-time sign-in link to ${address}, the address this invitation was sent to.`,
    invitedEmailButton: 'E-mail me a sign-in link',
    invitationSent: (address) => `We sent a sign-in link to ${address}. It works once, for 15 minutes.`,
    tooManyTitle: 'Too many sign-in links',
    tooManyText:
      'Several sign-in links were sent to this address in the last 15 minutes. Use the latest one from your e-mail, or try again later.',
    backToInvitation: 'Back to the invitation',

    confirmTitle: 'Sign in to the portal',
    confirmText: 'Press the button to sign in. The link works once.',
    confirmButton: 'Sign in',

    refusalTitles: {
      unknown: 'Sign-in link not found',
      used: 'Sign-in link already used',
      expired: 'Sign-in link expired',
      refused: 'This link cannot sign you in',
    },
    refusalTexts: {
      unknown:
        'This sign-in link is not valid. Check that you opened the whole link from the e-mail, or ask for a new one on the sign-in page.',
      used: 'This sign-in link has already been used: each link works once. Ask for a new one on the sign-in page, or open your invitation link again.',
      expired:
        'This sign-in link has expired: a link works for 15 minutes. Ask for a new one on the sign-in page, or open your invitation link again.',
      refused:
        'This address can no longer sign in with an e-mail link: it signs in with a work account, or has no access to this portal. Sign in on the sign-in page.',
    },
    toSignIn: 'To the sign-in page',
  },
  nl: {
    requestHeading: 'Een inloglink per e-mail ontvangen',
    requestIntro:
      'Geen werkaccount om mee in te loggen? Vul uw e-mailadres in en wij sturen u een link waarmee u inlogt.',
    emailLabel: 'E-mailadres',
    requestButton: 'Stuur mij een inloglink',
    invalidAddress: 'Vul een e-mailadres in, zoals naam@voorbeeld.nl.',
    requestSentTitle: 'Kijk in uw e-mail',
    requestSent: (address) =>
      `Als ${address} hoort bij een gebruiker van dit portaal die per e-mail inlogt, is er een link onderweg. De link werkt één keer, 15 minuten lang.`,

    invitedTitle: (customerName) => `U bent uitgenodigd voor ${customerName}`,
    invitedIntro: 'Kies hoe u inlogt om de uitnodiging te accepteren.',
    invitedEmailHeading: 'Geen passend werkaccount?',
    invitedEmailText: (address) =>
      `Wij e-mailen een eenmalige inloglink naar ${address}, het adres waar deze uitnodiging naartoe is gestuurd.`,
    invitedEmailButton: 'Stuur mij een inloglink',
    invitationSent: (address) =>
      `We hebben een inloglink gestuurd naar ${address}. De link werkt één keer, 15 minuten lang.`,
    tooManyTitle: 'Te veel inloglinks',
    tooManyText:
      'Er zijn de afgelopen 15 minuten al meerdere inloglinks naar dit adres gestuurd. Gebruik de nieuwste uit uw e-mail, of probeer het later opnieuw.',
    backToInvitation: 'Terug naar de uitnodiging',

    confirmTitle: 'Inloggen op het portaal',
    confirmText: 'Klik op de knop om in te loggen. De link werkt één keer.',
    confirmButton: 'Inloggen',

    refusalTitles: {
      unknown: 'Inloglink niet gevonden',
      used: 'Inloglink al gebruikt',
      expired: 'Inloglink verlopen',
      refused: 'Met deze link kunt u niet inloggen',
    },
    refusalTexts: {
      unknown:
        'Deze inloglink is niet geldig. Controleer of u de volledige link uit de e-mail hebt geopend, of vraag een nieuwe aan op de inlogpagina.',
      used: 'Deze inloglink is al gebruikt: elke link werkt één keer. Vraag een nieuwe aan op de inlogpagina, of open uw uitnodigingslink opnieuw.',
      expired:
        'Deze inloglink is verlopen: een link werkt 15 minuten. Vraag een nieuwe aan op de inlogpagina, of open uw uitnodigingslink opnieuw.',
      refused:
        'Dit adres kan niet meer met een e-maillink inloggen: het logt in met een werkaccount, of heeft geen toegang tot dit portaal. Log in via de inlogpagina.',
    },
    toSignIn: 'Naar de inlogpagina',
  },
};
