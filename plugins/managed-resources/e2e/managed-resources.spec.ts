import { expect, mainNav, test, waitForPortal } from '../../../core/plugin-api/testing/e2e';

test('managed-resources: the menu item opens the list of the demo data', async ({ page, signIn }) => {
  await signIn('anna');
  await waitForPortal(page);
  await mainNav(page).getByRole('link', { name: 'Managed resources' }).click();
  await expect(page.getByRole('heading', { name: 'Managed resources' })).toBeVisible();
  await expect(page.getByText('Second item')).toBeVisible();
});
