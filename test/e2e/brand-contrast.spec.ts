import { expect, test } from '../../core/plugin-api/testing/e2e';
import {
  appRoot,
  CUSTOMERS,
  restoreContoso,
  setActiveCustomer,
  waitForPortal,
} from '../../core/plugin-api/testing/e2e';

/**
 * Issue 15: every theme passes axe (contrast included) on the main screens: light and dark, under each demo
 * customer's brand (its theme, colours and logo), on the home page, the settings page and a content page.
 */
const THEME_KEY = 'msp-portal.theme';
const BRANDS = [
  { user: 'anna', customer: CUSTOMERS.contoso },
  { user: 'anna', customer: CUSTOMERS.fabrikam },
  { user: 'bram', customer: CUSTOMERS.northwind },
] as const;

test.afterEach(async ({ page }, testInfo) => {
  // Anna's customer is put back for the other tests of this worker; Bram has only Northwind.
  if (testInfo.title.startsWith(CUSTOMERS.northwind)) return;
  await restoreContoso(page);
});

for (const { user, customer } of BRANDS) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${customer} brand, ${theme} theme: home, settings and a content page are axe-clean`, async ({
      page,
      signIn,
      expectAccessible,
    }) => {
      await signIn(user);
      if (user === 'anna') await setActiveCustomer(page, customer);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        THEME_KEY,
        theme === 'dark' ? 'theme-dark' : 'theme1',
      ] as const);
      await page.goto('/');
      await waitForPortal(page);
      await expect(appRoot(page)).toHaveClass(theme === 'dark' ? /\btheme-dark\b/ : /\btheme1\b/);
      await expectAccessible(page, `${customer} home (${theme})`);
      const firstContent = await page
        .getByRole('navigation', { name: 'Main navigation' })
        .locator('a[href^="/action/"]')
        .first()
        .getAttribute('href');
      for (const path of ['/settings', ...(firstContent ? [firstContent] : [])]) {
        await page.goto(path);
        await expect(page.locator('.app-content')).toBeVisible();
        await expect(page.locator('.loading-indicator')).toHaveCount(0, { timeout: 15_000 });
        await expectAccessible(page, `${customer} ${path} (${theme})`);
      }
    });
  }
}
