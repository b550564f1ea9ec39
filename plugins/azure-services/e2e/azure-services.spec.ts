import { appRoot, expect, mainNav, sidewaysOverflow, test, waitForPortal } from '../../../core/plugin-api/testing/e2e';

const AZURE_SERVICES = '/action/1663';

test.describe('Azure services', () => {
  test('the menu item lists the services and their cost per month, searchable, accessibly', async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    await signIn('anna');
    await waitForPortal(page);
    await mainNav(page).locator(`a[href="${AZURE_SERVICES}"]`).click();
    await expect(page.getByRole('heading', { name: 'Azure services', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('img', { name: /Cost per month, last 6 months/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(7);
    await snap('azure-services-desktop');
    await expectAccessible();
    await page.getByRole('searchbox', { name: 'Search services' }).fill('sql');
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  });

  test.describe('on a phone, in the dark theme', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('fits 390 px, accessibly', async ({ page, signIn, expectAccessible, snap }) => {
      await page.addInitScript(() => window.localStorage.setItem('msp-portal.theme', 'theme-dark'));
      await signIn('anna', AZURE_SERVICES);
      await expect(page.getByRole('img', { name: /Cost per month/ })).toBeVisible({ timeout: 30_000 });
      expect(await appRoot(page).evaluate((root) => root.classList.contains('theme-dark'))).toBe(true);
      expect(await sidewaysOverflow(page)).toEqual([]);
      await snap('azure-services-phone-dark');
      await expectAccessible();
    });
  });
});
