import { CUSTOMERS, expect, test } from '../../../core/plugin-api/testing/e2e';

test.describe('html action (anna at Contoso)', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn('anna', '/', { customer: CUSTOMERS.contoso });
  });

  test('html: a card with the (sanitized) HTML of the action', async ({ page, expectAccessible, snap }) => {
    await page.goto('/action/110');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact support' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'P1 - outage' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'knowledge base' })).toHaveAttribute(
      'rel',
      /noopener/,
    );
    await expect(page.locator('.html-content script, .html-content [onerror], .html-content [onclick]')).toHaveCount(0);
    await snap('html-action-en');
    await expectAccessible(page, 'html action');
  });

  test('html: handlers and relative addresses cause no CSP refusal and no request under /action/', async ({ page }) => {
    const html = '<p>Probe <img src=x onerror=alert(1) alt="x"> <a href="x" onclick="alert(2)">x</a></p>';
    // The action's answer as a provider could have stored it; the page, its CSP and the sanitizer are the real ones.
    await page.route(/\/api\/action\/110\/?$/, (route) =>
      route.fulfill({ json: { actionType: 'html', title: 'Probe', html } }),
    );
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective}`),
      );
    });
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|CSP violation/i.test(message.text())) refusals.push(message.text());
    });
    const actionRequests: string[] = [];
    page.on('request', (request) => {
      if (/^\/action\/(?!110$)/.test(new URL(request.url()).pathname)) actionRequests.push(request.url());
    });
    await page.goto('/action/110');
    await expect(page.getByRole('heading', { level: 1, name: 'Probe' })).toBeVisible();
    await expect(page.locator('.html-content img')).toHaveAttribute('src', '/x');
    await page.waitForLoadState('networkidle');
    expect(refusals).toEqual([]);
    expect(actionRequests).toEqual([]);
    await expect(page.locator('.html-content [onerror], .html-content [onclick]')).toHaveCount(0);
  });
});
