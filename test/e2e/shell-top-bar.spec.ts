import { expect, test } from '../../core/plugin-api/testing/e2e';
import { CUSTOMERS, appRoot, mainNav, restoreContoso, waitForPortal } from '../../core/plugin-api/testing/e2e';

const THEME_KEY = 'msp-portal.theme';

test.describe('top bar', () => {
  test.afterEach(async ({ page }) => {
    // Leave anna at Contoso for the other tests of this worker (no-op for other users).
    if (test.info().title.includes('anna')) await restoreContoso(page);
  });

  test('anna: customer switch saves the choice, reloads, and the choice survives another reload', async ({
    page,
    signIn,
    snap,
  }) => {
    await signIn('anna', '/', { customer: CUSTOMERS.contoso });
    await waitForPortal(page);
    const select = page.getByRole('combobox', { name: 'Customer' });
    await expect(select).toHaveValue(CUSTOMERS.contoso);
    await expect(select.getByRole('option')).toHaveText(['Contoso Zorg', 'Fabrikam Logistiek']);
    await expect(mainNav(page).getByText('Reports', { exact: true })).toBeVisible();

    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/account/activecustomer') && r.request().method() === 'POST',
    );
    const reloaded = page.waitForEvent('load');
    await select.selectOption({ label: 'Fabrikam Logistiek' });
    expect((await saved).status()).toBe(200);
    await reloaded;
    await waitForPortal(page);
    await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveValue(CUSTOMERS.fabrikam);
    // Fabrikam's menu, in the reader's language (English) like Contoso's.
    await expect(mainNav(page).getByText('Contact details', { exact: true })).toBeVisible();
    await expect(mainNav(page).getByText('Welcome', { exact: true })).toHaveCount(0);

    await page.reload();
    await waitForPortal(page);
    await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveValue(CUSTOMERS.fabrikam);
    await expect(
      page.getByRole('heading', { name: 'Hi anna.devries@contoso.example, welcome to the portal' }),
    ).toBeVisible();
    await snap('shell-customer-switched-fabrikam-en');

    // And back through the same control.
    const back = page.waitForEvent('load');
    await page.getByRole('combobox', { name: 'Customer' }).selectOption({ label: 'Contoso Zorg' });
    await back;
    await expect(page.getByRole('heading', { name: 'Welcome to the Contoso Zorg service centre' })).toBeVisible();
  });

  test('bram: one customer is plain text; the user name has no run-as part', async ({ page, signIn }) => {
    await signIn('bram');
    await waitForPortal(page);
    const banner = page.getByRole('banner');
    await expect(banner).toContainText('Northwind Bouw');
    await expect(banner.getByRole('combobox', { name: 'Customer' })).toHaveCount(0);
    await expect(banner.getByRole('button', { name: /Bram Jansen/ })).toBeVisible();
    await expect(banner).not.toContainText('Run as');
  });

  test('anna: the run-as user, the account menu (keyboard) and settings', async ({ page, signIn }) => {
    await signIn('anna');
    const account = page.getByRole('button', { name: 'Anna de Vries (Run as: pieter.bakker@msp.example)' });
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await account.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'Account menu for Anna de Vries' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Settings', 'Sign out']);
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(account).toBeFocused();
    await account.click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL('**/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('anna: the theme switch sets the class on the app root and is kept in local storage across a reload', async ({
    page,
    signIn,
  }) => {
    await signIn('anna', '/', { customer: CUSTOMERS.contoso });
    await waitForPortal(page);
    const toggle = page.getByRole('switch', { name: 'Theme switch: dark theme' });
    await expect(appRoot(page)).toHaveClass(/\btheme1\b/);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBeNull();

    await toggle.click();
    await expect(appRoot(page)).toHaveClass(/\btheme-dark\b/);
    await expect(appRoot(page)).not.toHaveClass(/\btheme1\b/);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('theme-dark');

    await page.reload();
    await waitForPortal(page);
    await expect(appRoot(page)).toHaveClass(/\btheme-dark\b/);
    await expect(page.getByRole('switch', { name: 'Theme switch: dark theme' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await page.getByRole('switch', { name: 'Theme switch: dark theme' }).click();
    await expect(appRoot(page)).toHaveClass(/\btheme1\b/);
    await page.reload();
    await expect(appRoot(page)).toHaveClass(/\btheme1\b/);
  });

  test('bram: the public-settings theme (dark) applies without a stored choice', async ({ page, signIn }) => {
    await signIn('bram');
    await expect(appRoot(page)).toHaveClass(/\btheme-dark\b/);
    await expect(page.getByRole('switch', { name: 'Theme switch: dark theme' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBeNull();
  });

  test('bram: the side-bar toggle hides and shows the side menu, and the logo goes home', async ({ page, signIn }) => {
    await signIn('bram', '/action/305');
    await waitForPortal(page);
    const toggle = page.getByRole('button', { name: 'Show or hide the side menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: /Claim type/ })).toBeVisible();
    await toggle.click();
    await expect(mainNav(page)).toBeVisible();

    await page
      .getByRole('banner')
      .getByRole('link', { name: /logo, go to the home page/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { name: 'Welcome, Northwind Bouw' })).toBeVisible();
  });

  test('bram: embed=true hides the header and side menu and marks the root embedded', async ({
    page,
    signIn,
    snap,
  }) => {
    await signIn('bram', '/?embed=true');
    await expect(page.getByRole('heading', { name: 'Welcome, Northwind Bouw' })).toBeVisible();
    await expect(appRoot(page)).toHaveClass(/\bembedded\b/);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(mainNav(page)).toHaveCount(0);
    // Chrome-less: the host page carries its own accessibility statement.
    await expect(page.getByText('Accessibility statement')).toHaveCount(0);
    await snap('shell-embedded-home-en');
    await page.goto('/action/305?embed=true');
    await expect(page.getByRole('columnheader', { name: /Claim type/ })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    // Without the parameter the frame is back.
    await page.goto('/action/305');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(appRoot(page)).not.toHaveClass(/\bembedded\b/);
  });
});
