import { CUSTOMERS, expect, test } from '../../../core/plugin-api/testing/e2e';

test.describe('link action (anna at Contoso)', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn('anna', '/', { customer: CUSTOMERS.contoso });
  });

  test('link: a titled, sandboxed full-size frame with the page, and a way out to a new tab', async ({
    page,
    expectAccessible,
    snap,
  }) => {
    await page.goto('/action/108');
    const frame = page.getByTitle('External page: Service status');
    await expect(frame).toHaveAttribute('src', /\/demo\/service-status$/);
    const sandbox = (await frame.getAttribute('sandbox')) ?? '';
    expect(sandbox).toContain('allow-scripts');
    // A page of the portal's own origin is framed without allow-same-origin (it could script the portal).
    expect(sandbox).not.toContain('allow-same-origin');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    await expect(
      page.frameLocator('iframe[title="External page: Service status"]').getByRole('cell', { name: 'Microsoft 365' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('target', '_blank');
    // Full size: the frame fills the content area below the link bar.
    const box = (await frame.boundingBox())!;
    expect(box.height).toBeGreaterThan(600);
    expect(box.width).toBeGreaterThan(1000);
    await snap('link-action-en');
    await expectAccessible(page, 'link action');
  });

  test('link: a javascript: address is refused with a message and no frame', async ({ page }) => {
    await page.route('**/api/action/108/', (route) =>
      route.fulfill({
        json: { actionType: 'link', actionId: 108, title: 'Hostile', url: 'javascript:alert(document.domain)' },
      }),
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
});
