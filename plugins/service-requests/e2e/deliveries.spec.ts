import { expect, sidewaysOverflow, testWithOwnServer, waitForPortal } from '../../../core/plugin-api/testing/e2e';

/**
 * A server of its own connected to a Zammad that never answers (nothing listens on its port): every request
 * filed waits for delivery, as during an outage, and the provider administrator sees why.
 */
const test = testWithOwnServer({
  SERVICE_REQUESTS_CONNECTOR: 'zammad',
  ZAMMAD_URL: 'https://127.0.0.1:9',
  ZAMMAD_TOKEN: 'e2e-token-not-used-anywhere',
  ZAMMAD_WEBHOOK_SECRET: 'e2e-webhook-secret-0123456789',
});

test.describe('Service desk deliveries as a provider administrator', () => {
  test('a request the ticket system did not take is listed with its reason; the page fits 390 px', async ({
    page,
    expectAccessible,
    snap,
  }) => {
    test.setTimeout(120_000);
    const signInAs = async (userId: string) => {
      await page.goto('/account/login');
      await page.locator(`form:has(input[name="userId"][value="${userId}"]) button[type="submit"]`).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/account/login'));
      await waitForPortal(page);
    };
    // Anna files a request for Contoso, as the wizard would; then the provider administrator looks.
    await signInAs('anna');
    const filed = await page.evaluate(async () => {
      const csrf = document.cookie.match(/(?:^|; )(?:__Host-)?portal_csrf=([^;]+)/)?.[1] ?? '';
      const res = await fetch('/api/service-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify({
          category: 'incident',
          name: 'Mail flow stopped',
          description: 'No mail since 9:00.',
          caller: { name: 'Anna de Vries', email: 'anna.devries@contoso.example', phone: '' },
        }),
      });
      return { status: res.status, body: (await res.json()) as { number?: string } };
    });
    expect(filed.status).toBe(201);
    await signInAs('petra');

    await page.getByRole('group', { name: 'Service desk' }).getByRole('link', { name: 'Deliveries' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Service desk deliveries' })).toBeVisible({
      timeout: 30_000,
    });
    const row = page.getByRole('row', { name: new RegExp(filed.body.number!) });
    await expect(row).toContainText('The ticket system could not be reached', { timeout: 30_000 });
    await expectAccessible(page, 'service-desk-deliveries');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await sidewaysOverflow(page)).toEqual([]);
    await expectAccessible(page, 'service-desk-deliveries at 390 px');
    await snap('issue32-service-desk-deliveries-phone');
    await row.getByRole('button', { name: `Retry now: ${filed.body.number}` }).click();
    await expect(page.getByText(`${filed.body.number} could not be delivered yet; it stays in the list.`)).toBeVisible({
      timeout: 30_000,
    });
  });
});
