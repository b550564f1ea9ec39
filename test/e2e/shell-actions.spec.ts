import { expect, test } from '../../core/plugin-api/testing/e2e';
import { CUSTOMERS, setActiveCustomer, waitForPortal } from '../../core/plugin-api/testing/e2e';

test.describe('action views (anna at Contoso)', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn('anna');
    await setActiveCustomer(page, CUSTOMERS.contoso);
  });

  test("a missing action shows 'No data received' with the spec's text", async ({ page, expectAccessible, snap }) => {
    await page.goto('/action/999999');
    await waitForPortal(page);
    await expect(page.getByRole('heading', { name: 'No data received' })).toBeVisible();
    await expect(
      page.getByText('Could not get data for the given action with id 999999. Please try again or contact your supplier.', { exact: true }),
    ).toBeVisible();
    await snap('shell-action-no-data-en');
    await expectAccessible(page, 'no data received');
  });

  test("another customer's action is not shown either (No data received)", async ({ page }) => {
    await page.goto('/action/301');
    await expect(page.getByRole('heading', { name: 'No data received' })).toBeVisible();
    await expect(page.getByText('Welkom, Northwind Bouw')).toHaveCount(0);
  });

  test('an unknown route shows Page not found with a way home', async ({ page, expectAccessible, snap }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await snap('shell-not-found-en');
    await expectAccessible(page, 'not found');
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
