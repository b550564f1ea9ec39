import { expect, mainNav, test, waitForPortal } from '../../../core/plugin-api/testing/e2e';

test('contracts: the menu item opens the list of the demo data', async ({ page, signIn }) => {
  await signIn('anna');
  await waitForPortal(page);
  await mainNav(page).getByRole('link', { name: 'Contracts' }).click();
  await expect(page.getByRole('heading', { name: 'Contracts' })).toBeVisible();
  await expect(page.getByText('Second item')).toBeVisible();
});
