import type { PageLanguage } from '../http/html';

/** Why an invitation link signs nobody in: the page's title and text. */
export type InvitationRefusal = 'unknown' | 'used' | 'revoked' | 'expired' | 'mismatch' | 'noProvider';

export interface InvitationPageTexts {
  titles: Record<InvitationRefusal, string>;
  texts: Record<InvitationRefusal, string>;
  toPortal: string;
}

export const INVITATION_PAGE_TEXTS: Record<PageLanguage, InvitationPageTexts> = {
  en: {
    titles: {
      unknown: 'Invitation not found',
      used: 'Invitation already used',
      revoked: 'Invitation withdrawn',
      expired: 'Invitation expired',
      mismatch: 'This invitation is for another address',
      noProvider: 'Sign-in is not available',
    },
    texts: {
      unknown:
        'This invitation link is not valid. Check that you opened the whole link from the e-mail, or ask your provider for a new invitation.',
      used: 'This invitation has already been used. If it was you, sign in with your work account; otherwise ask your provider for a new invitation.',
      revoked:
        'This invitation has been withdrawn by your provider and can no longer be used. Ask your provider for a new invitation if you still need access.',
      expired: 'This invitation has expired: an invitation is valid for 7 days. Ask your provider for a new one.',
      mismatch:
        'You signed in with an account whose e-mail address is not the one this invitation was sent to. Open the link again and sign in with the account of the invited address, or ask your provider to invite this address. The invitation has not been used.',
      noProvider:
        'This portal has no sign-in provider configured yet, so the invitation cannot be accepted now. Please contact your provider.',
    },
    toPortal: 'To the portal',
  },
  nl: {
    titles: {
      unknown: 'Uitnodiging niet gevonden',
      used: 'Uitnodiging al gebruikt',
      revoked: 'Uitnodiging ingetrokken',
      expired: 'Uitnodiging verlopen',
      mismatch: 'Deze uitnodiging is voor een ander adres',
      noProvider: 'Inloggen is niet beschikbaar',
    },
    texts: {
      unknown:
        'Deze uitnodigingslink is niet geldig. Controleer of u de volledige link uit de e-mail hebt geopend, of vraag uw provider om een nieuwe uitnodiging.',
      used: 'Deze uitnodiging is al gebruikt. Was u dat zelf, log dan in met uw werkaccount; vraag anders uw provider om een nieuwe uitnodiging.',
      revoked:
        'Deze uitnodiging is door uw provider ingetrokken en kan niet meer worden gebruikt. Vraag uw provider om een nieuwe uitnodiging als u nog toegang nodig hebt.',
      expired: 'Deze uitnodiging is verlopen: een uitnodiging is 7 dagen geldig. Vraag uw provider om een nieuwe.',
      mismatch:
        'U bent ingelogd met een account waarvan het e-mailadres niet het adres is waar deze uitnodiging naartoe is gestuurd. Open de link opnieuw en log in met het account van het uitgenodigde adres, of vraag uw provider dit adres uit te nodigen. De uitnodiging is niet gebruikt.',
      noProvider:
        'Dit portaal heeft nog geen inlogprovider ingesteld, dus de uitnodiging kan nu niet worden geaccepteerd. Neem contact op met uw provider.',
    },
    toPortal: 'Naar het portaal',
  },
};
