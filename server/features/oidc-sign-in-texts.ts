import type { PageLanguage } from '../http/html';

/** The pages the OpenID Connect callback ends on when it signs nobody in, in the portal's two languages. */
export interface OidcPageTexts {
  failedTitle: string;
  failedText: string;
  deniedText: string;
  notLinkedTitle: string;
  notLinkedText: string;
  unavailableText: string;
  backToSignIn: string;
}

export const OIDC_PAGE_TEXTS: Record<PageLanguage, OidcPageTexts> = {
  en: {
    failedTitle: 'Sign-in failed',
    failedText: 'The sign-in could not be completed: it expired, was already used, or the answer of the identity provider could not be verified. Please sign in again.',
    deniedText: 'The identity provider did not sign you in (it was cancelled or refused). Please sign in again.',
    notLinkedTitle: 'Account not linked',
    notLinkedText: 'You are signed in with your work account, but it is not linked to any customer of this portal. Please contact your provider to get access.',
    unavailableText: 'The identity provider cannot be reached right now. Please try again in a few minutes.',
    backToSignIn: 'Back to the sign-in page',
  },
  nl: {
    failedTitle: 'Inloggen mislukt',
    failedText: 'Het inloggen kon niet worden afgerond: het is verlopen, al gebruikt, of het antwoord van de identiteitsprovider kon niet worden gecontroleerd. Log opnieuw in.',
    deniedText: 'De identiteitsprovider heeft u niet ingelogd (geannuleerd of geweigerd). Log opnieuw in.',
    notLinkedTitle: 'Account niet gekoppeld',
    notLinkedText: 'U bent ingelogd met uw werkaccount, maar dit account is aan geen enkele klant van dit portaal gekoppeld. Neem contact op met uw leverancier om toegang te krijgen.',
    unavailableText: 'De identiteitsprovider is op dit moment niet bereikbaar. Probeer het over enkele minuten opnieuw.',
    backToSignIn: 'Terug naar de inlogpagina',
  },
};
