import { expect, test } from '../../core/plugin-api/testing/e2e';

test('a demo user signs in and sees the portal with its menu', async ({ page, signIn, expectAccessible, snap }) => {
  await signIn('anna');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Anna de Vries');
  await snap('smoke-home-anna-en');
  await expectAccessible(page, 'home');
});
