import { expect, test, waitForPortal } from '../../../core/plugin-api/testing/e2e';

const LICENCES = '/action/105';

test.describe('Office 365 licences', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn('anna');
    await page.goto(LICENCES);
    await waitForPortal(page);
    await expect(page.getByRole('heading', { name: 'Office 365 licences' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Microsoft 365 E3/ })).toBeVisible();
  });

  test('lists, sorts and searches the subscriptions, accessibly', async ({ page, expectAccessible }) => {
    const firstColumn = () => page.locator('tbody tr td:first-child').allTextContents();
    expect(await firstColumn()).toEqual([...(await firstColumn())].sort((a, b) => a.localeCompare(b)));
    await page.getByRole('columnheader', { name: /Quantity/ }).click();
    const quantities = (await page.locator('tbody tr td:nth-child(5)').allTextContents()).map(Number);
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
    await page.getByLabel('Search subscriptions').fill('visio');
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expectAccessible();
  });

  test('changes a quantity and shows a notification that turns to success', async ({ page, expectAccessible }) => {
    await page.getByRole('button', { name: 'Change quantity of Power BI Pro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change licences: Power BI Pro' });
    await expectAccessible();
    await dialog.getByLabel('Number of licences').fill('19');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'The number of licences of Power BI Pro is now 19.' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Power BI Pro/ })).toContainText('19');
    const tray = page.getByRole('region', { name: 'Notifications' });
    await expect(tray).toContainText('Licences of Power BI Pro changed to 19');
    await expectAccessible();
  });

  test('a quantity above the maximum creates a service request instead', async ({ page }) => {
    await page.getByRole('button', { name: 'Change quantity of Microsoft 365 E3' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Up to 50 licences are applied directly');
    await dialog.getByLabel('Number of licences').fill('60');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: /too high to be applied directly.*service request has been created instead with number: LIC-\d{6}/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Microsoft 365 E3/ })).not.toContainText('60');
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(/Quantity too high for Microsoft 365 E3: service request LIC-\d{6} created/);
  });

  test('a failed update keeps the input and names the subscription', async ({ page, expectAccessible }) => {
    await page.route('**/api/subscriptions/*/quantity', (route) => route.fulfill({
      status: 500, contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on the server.' }),
    }));
    await page.getByRole('button', { name: 'Change quantity of Power BI Pro' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Number of licences').fill('21');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Licence update failed for Power BI Pro.');
    await expect(dialog.getByLabel('Number of licences')).toHaveValue('21');
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Licence update failed for Power BI Pro');
    await expectAccessible();
  });

  test("a failed load shows the spec's message", async ({ page, expectAccessible }) => {
    await page.route('**/api/subscriptions', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('Unfortunately something went wrong. Please contact the team to resolve this.');
    await expectAccessible();
  });
});
