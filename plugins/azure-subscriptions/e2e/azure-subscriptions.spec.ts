import { expect, mainNav, test, waitForPortal } from '../../../core/plugin-api/testing/e2e';

test('azure-subscriptions: the menu item opens the list of the demo data', async ({ page, signIn }) => {
  await signIn('anna');
  await waitForPortal(page);
  await mainNav(page).getByRole('link', { name: 'Azure subscriptions' }).click();
  await expect(page.getByRole('heading', { name: 'Azure subscriptions' })).toBeVisible();
  await expect(page.getByText('Second item')).toBeVisible();
});
