import type { PageLanguage } from './html';

/**
 * Texts of the pages the server itself renders outside the sign-in page (the SPA's start page before the
 * scripts run, the page shown when the front-end is not built, a browser form refused for its CSRF token, the
 * sign-out confirmation),
 * in the portal's two languages. The English start-page texts are the ones esbuild.config.mjs writes into
 * index.html; the server swaps them for the reader's language.
 */
export interface ServerPageTexts {
  bootLoading: string;
  noScript: string;
  notBuiltTitle: string;
  notBuiltText: string;
  formExpiredTitle: string;
  formExpiredText: string;
  backToPortal: string;
  badRequestTitle: string;
  badRequestText: string;
  /** GET /account/logout from another site: the sign-out waits for the reader's confirmation. */
  signOutTitle: string;
  signOutText: string;
  signOutButton: string;
}

export const SERVER_PAGE_TEXTS: Record<PageLanguage, ServerPageTexts> = {
  en: {
    bootLoading: 'Loading, please wait...',
    noScript: 'This portal needs JavaScript.',
    notBuiltTitle: 'The portal front-end is not built',
    notBuiltText: 'Run npm run build or npm start.',
    formExpiredTitle: 'This form has expired',
    formExpiredText:
      "The page was open for too long, or your browser blocks the portal's cookies. Open the page again and retry.",
    backToPortal: 'Back to the portal',
    badRequestTitle: 'This address cannot be opened',
    badRequestText: 'The address is malformed. Check the link, or start again from the portal.',
    signOutTitle: 'Sign out?',
    signOutText: 'A link from another page asks to sign you out of the portal. Sign out only if you meant to.',
    signOutButton: 'Sign out',
  },
  nl: {
    bootLoading: 'Laden, even geduld...',
    noScript: 'Dit portaal heeft JavaScript nodig.',
    notBuiltTitle: 'De front-end van het portaal is niet gebouwd',
    notBuiltText: 'Voer npm run build of npm start uit.',
    formExpiredTitle: 'Dit formulier is verlopen',
    formExpiredText:
      'De pagina stond te lang open, of uw browser blokkeert de cookies van het portaal. Open de pagina opnieuw en probeer het nog eens.',
    backToPortal: 'Terug naar het portaal',
    badRequestTitle: 'Dit adres kan niet worden geopend',
    badRequestText: 'Het adres is ongeldig. Controleer de link, of begin opnieuw vanuit het portaal.',
    signOutTitle: 'Uitloggen?',
    signOutText:
      'Een link vanaf een andere pagina vraagt om u uit te loggen bij het portaal. Log alleen uit als u dat wilde.',
    signOutButton: 'Uitloggen',
  },
};
