import { expect, test } from '../../core/plugin-api/testing/e2e';
import { CUSTOMERS, mainNav, setActiveCustomer, waitForPortal } from '../../core/plugin-api/testing/e2e';

/**
 * English and Dutch browsers: each screen in both languages, with a screenshot (test/artifacts/screenshots)
 * and an axe-core scan. The language is the browser's first language (nl -> Dutch, anything else -> English).
 */
const TEXTS = {
  en: {
    locale: 'en-US',
    nav: 'Main navigation',
    welcome: 'Hi anna.devries@contoso.example, welcome to the portal',
    goToReports: 'Go to reports',
    claimType: 'Claim type',
    noData: 'No data received',
    noDataText: 'Could not get data for the given action with id 424242. Please try again or contact your supplier.',
    notFound: 'Page not found',
    settings: 'Settings',
    deletionRule: /Contact your provider before that date to keep your account\./,
    register: 'Register',
    terms: 'I agree to the terms and conditions',
    // The logged-out page is Dutch for every browser (the spec fixes its texts), with a translation beneath.
    logout: 'U bent uitgelogd.',
    logoutTranslation: 'You have been signed out.' as string | null,
    signInAgain: 'Log opnieuw in',
    notAuthorized: 'Not authorized to view this page',
    statement: 'Accessibility statement',
    frameTitle: 'External page: Service status',
    // The provider's texts in the reader's language too (issue 29): Fabrikam's contact card.
    contactCard: 'Contact details',
    contosoHome: 'Welcome to the Contoso Zorg service centre',
  },
  nl: {
    locale: 'nl-NL',
    nav: 'Hoofdnavigatie',
    welcome: 'Hoi anna.devries@contoso.example, welkom op het portaal',
    goToReports: 'Ga naar rapportages',
    claimType: 'Claimtype',
    noData: 'Geen gegevens ontvangen',
    noDataText:
      'Kon geen gegevens ophalen voor de actie met id 424242. Probeer het opnieuw of neem contact op met uw leverancier.',
    notFound: 'Pagina niet gevonden',
    settings: 'Instellingen',
    deletionRule: /^Uw account wordt op 25 februari 2027 verwijderd/,
    register: 'Registreren',
    terms: /algemene voorwaarden/,
    logout: 'U bent uitgelogd.',
    logoutTranslation: null as string | null,
    signInAgain: 'Log opnieuw in',
    notAuthorized: 'Niet gemachtigd om deze pagina te bekijken',
    statement: 'Toegankelijkheidsverklaring',
    frameTitle: 'Externe pagina: Servicestatus',
    contactCard: 'Contactgegevens',
    contosoHome: 'Welkom bij het servicecentrum van Contoso Zorg',
  },
} as const;

for (const lang of ['en', 'nl'] as const) {
  const T = TEXTS[lang];

  test.describe(`${lang} browser (${T.locale})`, () => {
    test.use({ locale: T.locale, timezoneId: 'Europe/Amsterdam' });

    test(`signed-in screens are in ${lang}, accessible, and photographed`, async ({
      page,
      signIn,
      expectAccessible,
      snap,
    }) => {
      test.slow(); // nine screens, five axe scans
      await signIn('anna', '/', { customer: CUSTOMERS.fabrikam });
      try {
        await waitForPortal(page, T.nav);
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`));
        await expect(page.getByRole('heading', { level: 1, name: T.welcome })).toBeVisible();
        await expect(page.getByRole('link', { name: T.goToReports }).first()).toBeVisible();
        await snap(`shell-home-welcome-${lang}`);
        await expectAccessible(page, `welcome (${lang})`);

        await page.goto('/action/204');
        await expect(page.getByRole('columnheader', { name: new RegExp(T.claimType) })).toBeVisible();
        await snap(`shell-claims-${lang}`);
        await expectAccessible(page, `claims (${lang})`);

        await page.goto('/action/205');
        await expect(page.getByRole('heading', { level: 1, name: T.contactCard })).toBeVisible();
        await snap(`shell-html-${lang}`);
        await expectAccessible(page, `html (${lang})`);

        await page.goto('/action/206');
        await expect(page.getByTitle(T.frameTitle)).toBeVisible();
        await snap(`shell-link-${lang}`);
        await expectAccessible(page, `link (${lang})`);

        await page.goto('/action/424242');
        await expect(page.getByRole('heading', { name: T.noData })).toBeVisible();
        await expect(page.getByText(T.noDataText, { exact: true })).toBeVisible();
        await snap(`shell-no-data-${lang}`);

        await page.goto('/nowhere');
        await expect(page.getByRole('heading', { name: T.notFound })).toBeVisible();
        await snap(`shell-not-found-${lang}`);
      } finally {
        await setActiveCustomer(page, CUSTOMERS.contoso);
      }

      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1, name: T.settings })).toBeVisible();
      await expect(page.getByRole('main').getByText(T.deletionRule)).toBeVisible();
      await snap(`shell-settings-${lang}`);
      await expectAccessible(page, `settings (${lang})`);

      await page.goto('/');
      await expect(page.getByRole('heading', { name: T.contosoHome })).toBeVisible();
      await snap(`shell-home-homepage-item-${lang}`);
    });

    test(`signed-out screens are in ${lang}, accessible, and photographed`, async ({
      page,
      signIn,
      expectAccessible,
      snap,
    }) => {
      await page.goto('/register');
      await expect(page.getByRole('heading', { level: 1, name: T.register })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: T.terms })).toBeVisible();
      await snap(`shell-register-${lang}`);
      await expectAccessible(page, `register (${lang})`);

      await page.goto('/logout');
      await expect(page.getByText(T.logout, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: T.signInAgain })).toHaveAttribute('href', '/account/login');
      if (T.logoutTranslation) await expect(page.getByText(T.logoutTranslation, { exact: true })).toBeVisible();
      else await expect(page.getByText('You have been signed out.')).toHaveCount(0);
      await snap(`shell-logout-${lang}`);
      await expectAccessible(page, `logout (${lang})`);

      // The accessibility statement is public: the signed-out frame's footer leads to it.
      await page.getByRole('contentinfo').getByRole('link', { name: T.statement }).click();
      await expect(page.getByRole('heading', { level: 1, name: T.statement })).toBeVisible();
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(56);
      await snap(`shell-accessibility-statement-${lang}`);
      await expectAccessible(page, `accessibility statement (${lang})`);
      // Reflow: at 320 px nothing of it scrolls the page sideways, the long Dutch title included.
      const desktop = page.viewportSize()!;
      await page.setViewportSize({ width: 320, height: 720 });
      // Neither the page nor the content area (which scrolls on its own) is wider than the screen.
      const sideways = () =>
        page.evaluate(() =>
          Math.max(
            ...[document.documentElement, document.querySelector('main')!].map((e) => e.scrollWidth - e.clientWidth),
          ),
        );
      await expect.poll(sideways).toBe(0);
      await page.setViewportSize(desktop);

      await signIn('carla');
      await expect(page.getByRole('alert')).toContainText(T.notAuthorized);
      await snap(`shell-not-authorized-${lang}`);

      await signIn('bram');
      await waitForPortal(page, T.nav);
      await snap(`shell-home-default-action-dark-${lang}`);
    });
  });
}

test.describe('another browser language', () => {
  test.use({ locale: 'de-DE' });

  test('anything but Dutch gives English', async ({ page, signIn }) => {
    await signIn('bram');
    await expect(mainNav(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
    await expect(page.getByRole('switch', { name: 'Theme switch: dark theme' })).toBeVisible();
  });
});
