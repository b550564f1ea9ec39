import { expect, mainNav, test, waitForPortal } from '../../../core/plugin-api/testing/e2e';

test('events: the menu item opens the list of the demo data', async ({ page, signIn }) => {
  await signIn('anna');
  await waitForPortal(page);
  await mainNav(page).getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();
  await expect(page.getByText('Second item')).toBeVisible();
});
