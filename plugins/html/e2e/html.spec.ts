import { CUSTOMERS, expect, setActiveCustomer, test } from '../../../core/plugin-api/testing/e2e';

test.describe('html action (anna at Contoso)', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn('anna');
    await setActiveCustomer(page, CUSTOMERS.contoso);
  });

  test('html: a card with the (sanitized) HTML of the action', async ({ page, expectAccessible, snap }) => {
    await page.goto('/action/110');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact support' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'P1 - outage' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'knowledge base' })).toHaveAttribute('rel', /noopener/);
    await expect(page.locator('.html-content script, .html-content [onerror], .html-content [onclick]')).toHaveCount(0);
    await snap('html-action-en');
    await expectAccessible(page, 'html action');
  });
});
