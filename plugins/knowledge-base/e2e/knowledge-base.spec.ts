import { expect, mainNav, test, waitForPortal } from '../../../core/plugin-api/testing/e2e';

test('knowledge base: search the demo articles and open one', async ({ page, signIn, expectAccessible }) => {
  await signIn('anna');
  await waitForPortal(page);
  await mainNav(page).getByRole('link', { name: 'Knowledge base' }).click();
  await expect(page.getByRole('heading', { name: 'Knowledge base' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('vpn');
  await expect(page.getByRole('button', { name: 'Resetting your password' })).toHaveCount(0);
  await expectAccessible();
  await page.getByRole('button', { name: 'Connecting to the VPN' }).click();
  await expect(page.getByRole('heading', { name: 'Connecting to the VPN' })).toBeVisible();
  await expect(page.getByText('connect before opening the file shares')).toBeVisible();
});
