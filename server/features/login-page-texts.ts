import { DemoUsers } from '../demo/demo-ids';
import type { PageLanguage } from '../http/html';

/** Every text of the server-rendered sign-in page, in the portal's two languages. */
export interface LoginPageTexts {
  title: (app: string) => string;
  heading: (app: string) => string;
  demoIntro: string;
  noProvider: string;
  signedIn: string;
  signInAs: (name: string) => string;
  backToPortal: string;
  /** The public accessibility statement (/accessibility), findable before signing in. */
  accessibilityStatement: string;
  unknownUserTitle: string;
  unknownUserText: string;
  backToSignIn: string;
  /** Starts the sign-in at an identity provider without a label (OIDC_LABEL unset). */
  signInWithWorkAccount: string;
  /** Starts the sign-in at a named identity provider. */
  signInWith: (label: string) => string;
  /** Above the identity providers when there are several. */
  chooseProvider: string;
}

export const LOGIN_PAGE_TEXTS: Record<PageLanguage, LoginPageTexts> = {
  en: {
    title: (app) => `Sign in - ${app}`,
    heading: (app) => `Sign in to ${app}`,
    demoIntro: 'This is a demo deployment. Choose a user to sign in as; each shows a different part of the portal.',
    noProvider: 'No sign-in provider is configured for this deployment. Please contact your provider.',
    signedIn: 'signed in',
    signInAs: (name) => `Sign in as ${name}`,
    backToPortal: 'Back to the portal',
    accessibilityStatement: 'Accessibility statement',
    unknownUserTitle: 'Sign-in failed',
    unknownUserText: 'This demo user does not exist (any more). Choose another user on the sign-in page.',
    backToSignIn: 'Back to the sign-in page',
    signInWithWorkAccount: 'Sign in with your work account',
    signInWith: (label) => `Sign in with ${label}`,
    chooseProvider: 'Choose how to sign in.',
  },
  nl: {
    title: (app) => `Inloggen - ${app}`,
    heading: (app) => `Inloggen bij ${app}`,
    demoIntro:
      'Dit is een demo-omgeving. Kies een gebruiker om mee in te loggen; elke gebruiker laat een ander deel van het portaal zien.',
    noProvider: 'Voor deze omgeving is geen inlogmethode ingesteld. Neem contact op met uw leverancier.',
    signedIn: 'ingelogd',
    signInAs: (name) => `Inloggen als ${name}`,
    backToPortal: 'Terug naar het portaal',
    accessibilityStatement: 'Toegankelijkheidsverklaring',
    unknownUserTitle: 'Inloggen mislukt',
    unknownUserText: 'Deze demogebruiker bestaat niet (meer). Kies een andere gebruiker op de inlogpagina.',
    backToSignIn: 'Terug naar de inlogpagina',
    signInWithWorkAccount: 'Inloggen met uw werkaccount',
    signInWith: (label) => `Inloggen met ${label}`,
    chooseProvider: 'Kies hoe u wilt inloggen.',
  },
};

/**
 * The demo users' descriptions in Dutch. The database holds them in English (they were written as demo data);
 * the sign-in page explains the demo, so on a Dutch page they are shown in Dutch. A user not listed here (a
 * test fixture) keeps its stored text.
 */
export const DEMO_DESCRIPTIONS_NL: Record<string, string> = {
  [DemoUsers.anna]:
    'Twee klanten (Contoso Zorg, Fabrikam Logistiek) met een klantwissel, een uitvoeren-als-gebruiker, alle rechten, een startpagina-item bij Contoso en een geplande verwijdering van het account; klantbeheerder van Contoso Zorg.',
  [DemoUsers.bram]: 'Eén klant (Northwind Bouw, donker thema) en een standaardactie op de startpagina.',
  [DemoUsers.carla]: 'Ingelogd maar niet gemachtigd: geen klanten, ziet "Niet gemachtigd om deze pagina te bekijken".',
  [DemoUsers.dirk]:
    'Beperkte rechten bij Contoso Zorg (alleen rapportages en support): de menu-items voor licenties en aanbevelingen zijn verborgen.',
  [DemoUsers.petra]:
    "Beheerder van de leverancier: beheert alle klanten en gebruikers via de beheer-API (/api/admin) en 'npm run admin'.",
};
