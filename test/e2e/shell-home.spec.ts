import { expect, test } from '../../core/plugin-api/testing/e2e';
import { CUSTOMERS, mainNav, restoreContoso, waitForPortal } from '../../core/plugin-api/testing/e2e';

const WELCOME_CARDS = ['Reports', 'Support', 'Invoices', 'Azure portal', 'Office 365 portal', 'Monitoring'];

test.describe('home page rules', () => {
  test('rule 1: anna at Contoso sees the action of the menu item flagged isHomepage', async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    await signIn('anna', '/', { customer: CUSTOMERS.contoso });
    await waitForPortal(page);
    await expect(page.getByRole('heading', { name: 'Welcome to the Contoso Zorg service centre' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Workplace management' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /welcome to the portal/ })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/');
    await snap('shell-home-rule1-anna-contoso-en');
    await expectAccessible(page, 'home rule 1 (light theme)');
  });

  test('rule 1 also holds for dirk (restricted permissions at Contoso)', async ({ page, signIn }) => {
    await signIn('dirk');
    await expect(page.getByRole('heading', { name: 'Welcome to the Contoso Zorg service centre' })).toBeVisible();
    // Dirk lacks the licences and recommendations permissions: those menu items are not offered.
    await expect(mainNav(page).getByRole('link', { name: 'Service overview', exact: true })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Office 365 licences', exact: true })).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'Azure recommendations', exact: true })).toHaveCount(0);
  });

  test("rule 2: bram (no homepage item) sees his default action, in his customer's dark theme", async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    await signIn('bram');
    await waitForPortal(page);
    await expect(page.getByRole('heading', { name: 'Welcome, Northwind Bouw' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'New build Haven-Oost' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /welcome to the portal/ })).toHaveCount(0);
    await expect(page.locator('.app-root')).toHaveClass(/\btheme-dark\b/);
    await snap('shell-home-rule2-bram-dark-en');
    await expectAccessible(page, 'home rule 2 (dark theme)');
  });

  test.describe('rule 3', () => {
    test.afterEach(async ({ page }) => {
      await restoreContoso(page);
    });

    test('anna at Fabrikam (no homepage item, no default action) gets the welcome card', async ({
      page,
      signIn,
      expectAccessible,
      snap,
    }) => {
      await signIn('anna', '/', { customer: CUSTOMERS.fabrikam });
      await waitForPortal(page);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Hi anna.devries@contoso.example, welcome to the portal' }),
      ).toBeVisible();
      const welcome = page.getByRole('region', { name: 'Hi anna.devries@contoso.example, welcome to the portal' });
      for (const card of WELCOME_CARDS)
        await expect(welcome.getByRole('heading', { level: 2, name: card, exact: true })).toBeVisible();
      await expect(welcome.getByRole('link', { name: 'Open the Azure portal' })).toHaveAttribute(
        'href',
        'https://portal.azure.com/',
      );
      await expect(welcome.getByRole('link', { name: 'Open the Office 365 portal' })).toHaveAttribute(
        'href',
        'https://portal.office.com/',
      );
      await expect(welcome.getByRole('link', { name: 'Open monitoring' })).toHaveAttribute(
        'href',
        'https://monitoring.example.com/customers/fabrikam',
      );
      await expect(page.locator('.app-root')).toHaveClass(/\btheme2\b/);
      await snap('shell-home-rule3-anna-fabrikam-en');
      await expectAccessible(page, 'home rule 3 (theme2)');

      // 'Go to reports' opens Fabrikam's first report inside the portal.
      await welcome.getByRole('link', { name: 'Go to reports' }).first().click();
      await page.waitForURL('**/action/201');
    });

    test('the welcome card in the dark theme passes axe too', async ({ page, signIn, expectAccessible, snap }) => {
      await signIn('anna', '/', { customer: CUSTOMERS.fabrikam });
      await page.getByRole('switch', { name: 'Theme switch: dark theme' }).click();
      await expect(page.locator('.app-root')).toHaveClass(/\btheme-dark\b/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Hi anna.devries@contoso.example, welcome to the portal' }),
      ).toBeVisible();
      await snap('shell-home-rule3-anna-fabrikam-dark-en');
      await expectAccessible(page, 'home rule 3 (dark theme)');
    });
  });
});
