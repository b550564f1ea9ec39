import { CUSTOMERS, expect, setActiveCustomer, test } from '../../../core/plugin-api/testing/e2e';

test.describe('claims action (anna at Contoso)', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn('anna');
    await setActiveCustomer(page, CUSTOMERS.contoso);
  });

  test('claims: a table with the columns claim type and claim value, one row per claim', async ({ page, expectAccessible, snap }) => {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/action/107/');
    await page.goto('/action/107');
    const claims = ((await (await answer).json()) as { claims: { type: string; value: string }[] }).claims;
    expect(claims.length).toBeGreaterThan(0);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: /Claim type/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /Claim value/ })).toBeVisible();
    // One body row per claim (all fit on the first page), showing the server's values.
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(Math.min(claims.length, 50));
    await expect(table.getByRole('cell', { name: claims[0].value, exact: true }).first()).toBeVisible();
    await snap('claims-action-en');
    await expectAccessible(page, 'claims action');
  });
});
