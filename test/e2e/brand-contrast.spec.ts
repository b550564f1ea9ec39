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
 * Each page is scanned in both themes, switched in place with the top bar's switch as a user does: one load
 * of the page (and of axe) for both scans. A brand primary in the dark theme gets the text chosen from it, over
 * theme.css's near-black (the inline custom property on the app root beats the theme class).
 */
const THEME_KEY = 'msp-portal.theme';
const THEME_CLASS = { light: /\btheme1\b/, dark: /\btheme-dark\b/ } as const;
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
  test(`${customer} brand, light and dark theme: home, settings and a content page are axe-clean`, async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    await signIn(user);
    if (user === 'anna') await setActiveCustomer(page, customer);
    await page.evaluate((key) => localStorage.setItem(key, 'theme1'), THEME_KEY);
    await page.goto('/');
    await waitForPortal(page);
    const firstContent = await page
      .getByRole('navigation', { name: 'Main navigation' })
      .locator('a[href^="/action/"]')
      .first()
      .getAttribute('href');
    // Each page is scanned in the theme the one before ended in, then in the other: light, dark; dark, light; ...
    let theme: keyof typeof THEME_CLASS = 'light';
    const scan = async (path: string) => {
      await expect(appRoot(page)).toHaveClass(THEME_CLASS[theme]);
      await expectAccessible(page, `${customer} ${path} (${theme})`);
    };
    for (const path of ['/', '/settings', ...(firstContent ? [firstContent] : [])]) {
      if (path !== '/') await page.goto(path);
      await expect(page.locator('.app-content')).toBeVisible();
      await expect(page.locator('.loading-indicator')).toHaveCount(0, { timeout: 15_000 });
      await scan(path);
      await page.getByRole('switch', { name: 'Theme switch: dark theme' }).click();
      theme = theme === 'light' ? 'dark' : 'light';
      await scan(path);
    }
  });
}

test("a brand primary in the dark theme carries the text chosen from it, not theme.css's near-black", async ({
  page,
}) => {
  // A customer in theme-dark whose brand primary reads only with white text (the signed-out page's button shows it).
  await page.route('**/app/publicsettings*', async (route) => {
    const response = await route.fetch();
    const json = { ...(await response.json()), theme: 'theme-dark', primaryColor: '#1f5fa8' };
    await route.fulfill({ response, json });
  });
  await page.goto('/logout');
  await expect(appRoot(page)).toHaveClass(THEME_CLASS.dark);
  await expect(page.locator('#portal-theme-css')).toHaveAttribute('href', /theme\.css$/);
  const button = page.getByRole('link', { name: 'Log opnieuw in' });
  await expect(button).toHaveCSS('background-color', 'rgb(31, 95, 168)');
  await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
});
