import type { PageLanguage } from '../http/html';

/** The pages the OpenID Connect callback ends on when it signs nobody in, in the portal's two languages. */
export interface OidcPageTexts {
  failedTitle: string;
  failedText: string;
  deniedText: string;
  disabledText: string;
  unavailableText: string;
  tenantTitle: string;
  tenantText: string;
  backToSignIn: string;
}

export const OIDC_PAGE_TEXTS: Record<PageLanguage, OidcPageTexts> = {
  en: {
    failedTitle: 'Sign-in failed',
    failedText:
      'The sign-in could not be completed: it expired, was already used, or the answer of the identity provider could not be verified. Please sign in again.',
    deniedText: 'The identity provider did not sign you in (it was cancelled or refused). Please sign in again.',
    disabledText: 'This account is disabled. Ask your administrator or your IT provider to enable it.',
    unavailableText: 'The identity provider cannot be reached right now. Please try again in a few minutes.',
    tenantTitle: 'Your organization has no access',
    tenantText:
      'You signed in with an account of an organization that has no access to this portal. Sign in with another account, or ask your IT provider to give your organization access.',
    backToSignIn: 'Back to the sign-in page',
  },
  nl: {
    failedTitle: 'Inloggen mislukt',
    failedText:
      'Het inloggen kon niet worden afgerond: het is verlopen, al gebruikt, of het antwoord van de identiteitsprovider kon niet worden gecontroleerd. Log opnieuw in.',
    deniedText: 'De identiteitsprovider heeft u niet ingelogd (geannuleerd of geweigerd). Log opnieuw in.',
    disabledText: 'Dit account is uitgeschakeld. Vraag uw beheerder of uw IT-leverancier om het weer in te schakelen.',
    unavailableText:
      'De identiteitsprovider is op dit moment niet bereikbaar. Probeer het over enkele minuten opnieuw.',
    tenantTitle: 'Uw organisatie heeft geen toegang',
    tenantText:
      'U bent ingelogd met een account van een organisatie die geen toegang heeft tot dit portaal. Log in met een ander account, of vraag uw IT-leverancier om uw organisatie toegang te geven.',
    backToSignIn: 'Terug naar de inlogpagina',
  },
};
