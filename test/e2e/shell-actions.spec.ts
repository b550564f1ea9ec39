import { expect, test } from './fixtures';
import { CUSTOMERS, setActiveCustomer, waitForPortal } from './helpers/portal';

test.describe('action views (anna at Contoso)', () => {
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
    await snap('shell-action-claims-en');
    await expectAccessible(page, 'claims action');
  });

  test('html: a card with the (sanitized) HTML of the action', async ({ page, expectAccessible, snap }) => {
    await page.goto('/action/110');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact support' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'P1 - outage' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'knowledge base' })).toHaveAttribute('rel', /noopener/);
    await expect(page.locator('.html-content script, .html-content [onerror], .html-content [onclick]')).toHaveCount(0);
    await snap('shell-action-html-en');
    await expectAccessible(page, 'html action');
  });

  test('link: a titled, sandboxed full-size frame with the page, and a way out to a new tab', async ({ page, expectAccessible, snap }) => {
    await page.goto('/action/108');
    const frame = page.getByTitle('External page: Service status');
    await expect(frame).toHaveAttribute('src', /\/demo\/service-status$/);
    const sandbox = (await frame.getAttribute('sandbox')) ?? '';
    expect(sandbox).toContain('allow-scripts');
    // A page of the portal's own origin is framed without allow-same-origin (it could script the portal).
    expect(sandbox).not.toContain('allow-same-origin');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    await expect(page.frameLocator('iframe[title="External page: Service status"]').getByRole('cell', { name: 'Microsoft 365' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('target', '_blank');
    // Full size: the frame fills the content area below the link bar.
    const box = (await frame.boundingBox())!;
    expect(box.height).toBeGreaterThan(600);
    expect(box.width).toBeGreaterThan(1000);
    await snap('shell-action-link-en');
    await expectAccessible(page, 'link action');
  });

  test('link: a javascript: address is refused with a message and no frame', async ({ page }) => {
    await page.route('**/api/action/108/', (route) =>
      route.fulfill({ json: { actionType: 'link', actionId: 108, title: 'Hostile', url: 'javascript:alert(document.domain)' } }),
    );
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/action/108');
    await expect(page.getByRole('alert')).toContainText('This page cannot be shown');
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test("a missing action shows 'No data received' with the spec's text", async ({ page, expectAccessible, snap }) => {
    await page.goto('/action/999999');
    await waitForPortal(page);
    await expect(page.getByRole('heading', { name: 'No data received' })).toBeVisible();
    await expect(
      page.getByText('Could not get data for the given action with id 999999. Please try again or contact your supplier.', { exact: true }),
    ).toBeVisible();
    await snap('shell-action-no-data-en');
    await expectAccessible(page, 'no data received');
  });

  test("another customer's action is not shown either (No data received)", async ({ page }) => {
    await page.goto('/action/301');
    await expect(page.getByRole('heading', { name: 'No data received' })).toBeVisible();
    await expect(page.getByText('Welkom, Northwind Bouw')).toHaveCount(0);
  });

  test('an unknown route shows Page not found with a way home', async ({ page, expectAccessible, snap }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await snap('shell-not-found-en');
    await expectAccessible(page, 'not found');
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
