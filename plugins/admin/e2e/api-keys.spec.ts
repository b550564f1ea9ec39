import { expect, testWithOwnServer, waitForPortal } from '../../../core/plugin-api/testing/e2e';

/**
 * This file's server of its own: the key's push writes a Contoso event, which the events list's tests (on the
 * worker's shared server) would otherwise find on top of the seeded ones.
 */
const test = testWithOwnServer();

test.describe('API keys as a provider administrator', () => {
  test('creates a key: its secret is shown once, then only its name and prefix; the key pushes an event', async ({
    page,
    request,
    signIn,
    expectAccessible,
  }) => {
    test.setTimeout(120_000);
    await signIn('petra');
    await waitForPortal(page);
    await page.getByRole('group', { name: 'Administration' }).getByRole('link', { name: 'API keys' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible({ timeout: 30_000 });

    const name = `Monitoring ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'New API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API key' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Chosen routes').check();
    await dialog.getByLabel('Every machine route of events').check();
    await expectAccessible(page, 'api-key-new');
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const field = dialog.getByLabel('API key');
    await expect(field).toHaveValue(/^mspk_[0-9A-Za-z]{49}$/);
    const secret = await field.inputValue();
    await expectAccessible(page, 'api-key-shown-once');
    await dialog.getByRole('button', { name: 'I have copied the key' }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(`${secret.slice(0, 11)}…`);
    expect(await page.content()).not.toContain(secret.slice(11));
    await expectAccessible(page, 'api-keys');
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    const pushed = await request.post('/api/events/push', {
      headers: { authorization: `Bearer ${secret}` },
      data: { customerId: 'contoso', type: 'maintenance', title: 'Pushed with an API key' },
    });
    expect(pushed.status()).toBe(201);
  });
});
