import { CUSTOMERS, expect, test } from '../../../core/plugin-api/testing/e2e';

test.describe('claims action (anna at Contoso)', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn('anna', '/', { customer: CUSTOMERS.contoso });
  });

  test('claims: a table with the columns claim type and claim value, one row per claim', async ({
    page,
    expectAccessible,
    snap,
  }) => {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/action/107/');
    await page.goto('/action/107');
    const claims = ((await (await answer).json()) as { claims: { type: string; value: string }[] }).claims;
    expect(claims.length).toBeGreaterThan(0);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: /Claim type/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /Claim value/ })).toBeVisible();
    // One body row per claim (a user's few claims all fit in the rendered window), showing the server's values.
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(claims.length);
    await expect(table.getByRole('cell', { name: claims[0].value, exact: true }).first()).toBeVisible();
    await snap('claims-action-en');
    await expectAccessible(page, 'claims action');
  });

  test('100,000 claims: a window of rows in the page, the header in view while scrolling, filtered as one types', async ({
    page,
    expectAccessible,
  }) => {
    const claims = Array.from({ length: 100_000 }, (_, i) => ({ type: `type-${i % 37}`, value: `value ${i}` }));
    await page.route('**/api/action/107/**', (route) =>
      route.fulfill({ json: { actionType: 'claims', actionId: 107, title: 'My claims', claims } }),
    );
    await page.goto('/action/107');
    await expect(page.getByText('100000 claims', { exact: true })).toBeVisible({ timeout: 30_000 });
    const table = page.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '100001');
    expect(await table.locator('tbody tr.ant-table-row').count()).toBeLessThan(100);

    const region = page.getByRole('region', { name: 'Claims' });
    await region.evaluate((scroller) => {
      scroller.scrollTop = scroller.scrollHeight;
    });
    await expect(table.getByRole('cell', { name: 'value 99999', exact: true })).toBeInViewport();
    expect(await table.locator('tbody tr.ant-table-row').count()).toBeLessThan(100);
    const header = (await table.getByRole('columnheader', { name: /Claim type/ }).boundingBox())!;
    expect(Math.abs(header.y - (await region.boundingBox())!.y)).toBeLessThan(1);

    await page.getByRole('searchbox', { name: 'Search claims' }).pressSequentially('99999');
    await expect(page.getByText('1 claims', { exact: true })).toBeVisible();
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
    await expect(table.getByRole('cell', { name: 'value 99999', exact: true })).toBeInViewport();
    await expectAccessible(page, 'claims action with 100,000 claims');
  });
});
