import type { Page } from '@playwright/test';
import { expect, test, waitForPortal } from '../../core/plugin-api/testing/e2e';

/**
 * The scheduled deletion shows on every page of the signed-in portal, with the spec's rule (contact the
 * provider before that date), until the reader hides it for the rest of the browser session. Anna's account
 * is scheduled for deletion on 25 February 2027; Bram's is not.
 */
const TEXTS = {
  en: {
    locale: 'en-US',
    nav: 'Main navigation',
    label: 'Scheduled account deletion',
    text: 'Your account is scheduled for deletion on February 25, 2027. Contact your provider before that date to keep your account.',
    hide: 'Hide this notice',
  },
  nl: {
    locale: 'nl-NL',
    nav: 'Hoofdnavigatie',
    label: 'Geplande verwijdering van uw account',
    text: 'Uw account wordt op 25 februari 2027 verwijderd. Neem vóór die datum contact op met uw leverancier om uw account te behouden.',
    hide: 'Melding verbergen',
  },
} as const;

/** Contoso pages of every kind: the home page (its homepage item), a claims, a licences and a report page, settings. */
const PAGES = ['/', '/action/107', '/action/105', '/action/102', '/settings', '/nowhere'];

const banner = (page: Page, lang: 'en' | 'nl') => page.getByRole('region', { name: TEXTS[lang].label });

/** No part of the page sticks out sideways (a phone would have to scroll horizontally). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const lang of ['en', 'nl'] as const) {
  const T = TEXTS[lang];

  test.describe(`deletion banner (${lang})`, () => {
    test.use({ locale: T.locale, timezoneId: 'Europe/Amsterdam' });

    test('shows on every page with the date and the rule, and fits a 390 px phone', async ({
      page,
      signIn,
      expectAccessible,
      snap,
    }) => {
      test.slow(); // every page kind, two axe scans
      await signIn('anna');
      // English visits every kind of page; Dutch checks the wording on fewer of them.
      // The sign-in landed on the home page, the first of them: photographed there.
      for (const path of lang === 'en' ? PAGES : ['/', '/action/105', '/nowhere']) {
        if (path !== '/') await page.goto(path);
        await waitForPortal(page, T.nav);
        await expect(banner(page, lang), path).toHaveText(new RegExp(`${escapeRegExp(T.text)}\\s*${T.hide}`));
        if (path === '/') await snap(`issue10-deletion-banner-${lang}-desktop`);
      }
      await expectAccessible(page, `deletion banner on the not-found page (${lang})`);

      await page.setViewportSize({ width: 390, height: 844 });
      for (const path of ['/action/107', '/']) {
        await page.goto(path);
        await expect(banner(page, lang)).toBeVisible();
        const box = (await banner(page, lang).boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        const button = (await banner(page, lang).getByRole('button', { name: T.hide }).boundingBox())!;
        expect(button.x + button.width).toBeLessThanOrEqual(390);
        expect(button.height).toBeGreaterThanOrEqual(24);
        await expectNoSidewaysScroll(page);
      }
      await expectAccessible(page, `deletion banner on a phone (${lang})`);
      await snap(`issue10-deletion-banner-${lang}-phone`);
    });
  });
}

test.describe('deletion banner: hiding it', () => {
  const T = TEXTS.en;
  test.use({ locale: T.locale, timezoneId: 'Europe/Amsterdam' });

  test('hides from the keyboard for the rest of the session, returns in a new one where Escape hides it too', async ({
    page,
    browser,
    signIn,
  }) => {
    await signIn('anna');
    await waitForPortal(page, T.nav);
    // Keyboard only: the button is a real button; Enter hides the notice and the focus moves to the page.
    const hide = banner(page, 'en').getByRole('button', { name: T.hide });
    await hide.focus();
    await expect(hide).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page, 'en')).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();

    // Hidden for the rest of this session: other pages and a reload; the settings page keeps its section.
    for (const path of ['/action/107', '/settings']) {
      await page.goto(path);
      await waitForPortal(page, T.nav);
      await expect(banner(page, 'en')).toHaveCount(0);
    }
    await page.reload();
    await waitForPortal(page, T.nav);
    await expect(page.getByRole('main').getByText(T.text)).toHaveCount(1);
    await expect(banner(page, 'en')).toHaveCount(0);

    // A new browser session (a new context: no session storage, a fresh sign-in) shows it again.
    const next = await browser.newContext({
      locale: T.locale,
      timezoneId: 'Europe/Amsterdam',
      baseURL: new URL(page.url()).origin,
    });
    try {
      const other = await next.newPage();
      await signIn('anna', other);
      await waitForPortal(other, T.nav);
      await expect(banner(other, 'en')).toContainText(T.text);
      await banner(other, 'en').getByRole('button', { name: T.hide }).focus();
      await other.keyboard.press('Escape');
      await expect(banner(other, 'en')).toHaveCount(0);
    } finally {
      await next.close();
    }
  });

  test('an account without a deletion date shows no banner', async ({ page, signIn }) => {
    await signIn('bram');
    for (const path of ['/', '/settings', '/nowhere']) {
      await page.goto(path);
      await waitForPortal(page, T.nav);
      await expect(page.locator('.app-content')).not.toBeEmpty();
      await expect(banner(page, 'en')).toHaveCount(0);
      // The notice's wording with no date in it ("Your account is" alone also starts a line of the settings page).
      await expect(page.getByText(/is scheduled for deletion on/)).toHaveCount(0);
    }
  });
});
