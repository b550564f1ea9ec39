import type { Page } from '@playwright/test';
import { expect, test } from '../../core/plugin-api/testing/e2e';
import { CUSTOMERS, restoreContoso, waitForPortal } from '../../core/plugin-api/testing/e2e';

/**
 * The spec's wording and rules as the real browser shows them: the logged-out page's fixed Dutch texts (with
 * a translation beneath for other languages), the welcome card greeting with the identity's userName,
 * theme.css from the static host, and the top bar within a phone's width.
 */
const PHONE = { width: 390, height: 844 };

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

test.describe('logged-out page, English browser', () => {
  test.use({ locale: 'en-US' });

  test('shows the Dutch text and button, with an English translation beneath', async ({
    page,
    expectAccessible,
    snap,
  }) => {
    await page.goto('/logout');
    const fixed = page.getByText('U bent uitgelogd.', { exact: true });
    await expect(fixed).toBeVisible();
    await expect(fixed).toHaveAttribute('lang', 'nl');
    await expect(page.getByText('You have been signed out.', { exact: true })).toBeVisible();
    const again = page.getByRole('link', { name: 'Log opnieuw in' });
    await expect(again).toHaveAttribute('href', '/account/login');
    await expect(page.getByRole('link', { name: 'Sign in again' })).toHaveCount(0);
    await snap('issue10-logout-en');
    await expectAccessible(page, 'logout (English browser)');
    await page.setViewportSize(PHONE);
    await noSidewaysScroll(page);
    await snap('issue10-logout-en-phone');
  });
});

test.describe('logged-out page, Dutch browser', () => {
  test.use({ locale: 'nl-NL' });

  test('shows the Dutch text and button only', async ({ page, snap }) => {
    await page.goto('/logout');
    await expect(page.getByText('U bent uitgelogd.', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log opnieuw in' })).toHaveAttribute('href', '/account/login');
    await expect(page.getByText('You have been signed out.')).toHaveCount(0);
    await snap('issue10-logout-nl');
    await page.setViewportSize(PHONE);
    await noSidewaysScroll(page);
    await snap('issue10-logout-nl-phone');
  });
});

test.describe('welcome card', () => {
  test.afterEach(async ({ page }) => {
    await restoreContoso(page);
  });

  for (const [locale, heading] of [
    ['en-US', 'Hi anna.devries@contoso.example, welcome to the portal'],
    ['nl-NL', 'Hoi anna.devries@contoso.example, welkom op het portaal'],
  ] as const) {
    test.describe(locale, () => {
      test.use({ locale });

      test(`greets with the identity's userName (${locale}), on a desktop and a phone`, async ({
        page,
        signIn,
        expectAccessible,
        snap,
      }) => {
        await signIn('anna', '/', { customer: CUSTOMERS.fabrikam });
        await waitForPortal(page, locale === 'en-US' ? 'Main navigation' : 'Hoofdnavigatie');
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const lang = locale.slice(0, 2);
        await snap(`issue10-welcome-${lang}`);
        await expectAccessible(page, `welcome (${locale})`);
        // A phone opens the portal at its own width (the side bar starts closed there).
        await page.setViewportSize(PHONE);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await noSidewaysScroll(page);
        await snap(`issue10-welcome-${lang}-phone`);
        await expectAccessible(page, `welcome on a phone (${locale})`);
      });
    });
  }
});

test('theme.css comes from the static host and is applied', async ({ page, signIn }) => {
  await signIn('bram');
  await waitForPortal(page);
  const settings = (await (await page.request.get('/app/publicsettings')).json()) as { staticHost: string };
  const expected = `${settings.staticHost.replace(/\/+$/, '')}/theme.css`;
  await expect(page.locator('link#portal-theme-css')).toHaveAttribute('href', expected);
  await expect
    .poll(() =>
      page.evaluate((href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href)), expected),
    )
    .toBe(true);
});
