import { csrfToken, expect, test, waitForPortal } from '../../../core/plugin-api/testing/e2e';
import { NotificationPaths } from '../contract';

test.describe('notifications tray', () => {
  test('shows what the server stored for the user, marked by outcome, with no other plugin involved', async ({
    page,
    signIn,
  }) => {
    await signIn('anna');
    await waitForPortal(page);
    const id = `e2e-${Date.now()}`;
    const stored = await page.request.post(NotificationPaths.list, {
      data: { id, name: 'Backup of the file server failed', pending: false, succes: false },
      headers: { 'x-csrf-token': await csrfToken(page) },
    });
    expect(stored.status()).toBe(201);
    await page.reload();
    await waitForPortal(page);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const item = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: 'Backup of the file server failed' });
    await expect(item).toHaveAttribute('data-status', 'failure');
    await expect(item).toContainText('Failed');
  });

  test('opens from the bell, closes with Escape and survives a reload', async ({ page, signIn, expectAccessible }) => {
    await signIn('anna', '/action/105');
    await waitForPortal(page);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await bell.click();
    const tray = page.getByRole('region', { name: 'Notifications' });
    await expect(tray).toBeVisible();
    await expect(tray.getByRole('listitem').first()).toBeVisible();
    await expectAccessible();
    await page.keyboard.press('Escape');
    await expect(tray).toBeHidden();
    await expect(bell).toBeFocused();

    await page.getByRole('button', { name: 'Change quantity of Exchange Online (Plan 1)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Number of licences').fill('36');
    await dialog.getByRole('button', { name: 'Review change' }).click();
    await dialog.getByRole('button', { name: 'Confirm change' }).click();
    await expect(tray).toBeVisible();
    const item = tray.getByRole('listitem').first();
    await expect(item).toContainText('Licences of Exchange Online (Plan 1) changed to 36');
    await expect(item).toHaveAttribute('data-status', 'success');
    await expect(
      page
        .locator('[aria-live="polite"]')
        .filter({ hasText: 'Licences of Exchange Online (Plan 1) changed to 36: Succeeded' }),
    ).toHaveCount(1);

    await page.reload();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(
      tray.getByRole('listitem').filter({ hasText: 'Licences of Exchange Online (Plan 1) changed to 36' }).first(),
    ).toBeVisible();
  });

  test('announces a pending change, then opens the tray with the failure marked', async ({ page, signIn }) => {
    await signIn('anna', '/action/105');
    await waitForPortal(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/subscriptions/*/quantity', async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }),
      });
    });
    await page.getByRole('button', { name: 'Change quantity of Power BI Pro' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Number of licences').fill('22');
    await dialog.getByRole('button', { name: 'Review change' }).click();
    await dialog.getByRole('button', { name: 'Confirm change' }).click();
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread/ });
    await expect(bell).toHaveAttribute('aria-busy', 'true');
    await expect(
      page.locator('[aria-live="polite"]').filter({ hasText: 'Changing licences of Power BI Pro to 22: In progress' }),
    ).toHaveCount(1);
    release();
    const tray = page.getByRole('region', { name: 'Notifications' });
    await expect(tray).toBeVisible();
    const failed = tray.getByRole('listitem').first();
    await expect(failed).toHaveAttribute('data-status', 'failure');
    await expect(failed).toContainText('Licence update failed for Power BI Pro');
    await expect(bell).toHaveAttribute('aria-busy', 'false');
  });
});

test.describe("notifications tray in the reader's language", () => {
  test.use({ locale: 'nl-NL' });

  test('a notification stored with a message key is read in Dutch, though it was posted with an English name', async ({
    page,
    signIn,
  }) => {
    await signIn('anna');
    await waitForPortal(page, 'Hoofdnavigatie');
    const id = `e2e-message-${Date.now()}`;
    const stored = await page.request.post(NotificationPaths.list, {
      data: {
        id,
        name: 'Licences of Microsoft 365 E3 changed to 45',
        pending: false,
        succes: true,
        message: {
          namespace: 'subscriptions',
          key: 'notification.updated',
          params: { product: 'Microsoft 365 E3', quantity: 45 },
        },
      },
      headers: { 'x-csrf-token': await csrfToken(page) },
    });
    expect(stored.status()).toBe(201);
    await page.reload();
    await page.getByRole('button', { name: /^Meldingen/ }).click();
    const tray = page.getByRole('region', { name: 'Meldingen' });
    // The whole item is Dutch: the message in Dutch, the outcome in Dutch, nothing of the posted English name.
    await expect(tray.getByRole('listitem').filter({ hasText: 'Microsoft 365 E3' })).toHaveText(
      /^Licenties van Microsoft 365 E3 gewijzigd naar 45\s*Gelukt$/,
    );
  });
});
