import { expect, type Page, type Request } from '@playwright/test';

/** The demo customers' ids (server/demo/demo-ids.ts). */
export const CUSTOMERS = { contoso: 'contoso', fabrikam: 'fabrikam', northwind: 'northwind' } as const;

/** The side menu (English browser). */
export const mainNav = (page: Page, name = 'Main navigation') => page.getByRole('navigation', { name });

/** The app root element that carries the theme and embedded classes. */
export const appRoot = (page: Page) => page.locator('.app-root');

/** Signs in through the real sign-in page as any user id listed there (e.g. a test fixture's user). */
export async function signInAsId(page: Page, userId: string): Promise<void> {
  await page.goto('/account/login');
  await page.locator(`form:has(input[name="userId"][value="${userId}"]) button[type="submit"]`).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/account/login'));
}

/** The CSRF cookie of the page's context (double-submit token for POSTs through page.request). */
export async function csrfToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'portal_csrf');
  if (!cookie) throw new Error('No portal_csrf cookie: load a page of the portal first.');
  return cookie.value;
}

/**
 * Stores the signed-in user's active customer through the real API (the same call the customer switch
 * makes). Tests that change anna's customer put Contoso back, so the worker's shared database stays as seeded.
 */
export async function setActiveCustomer(page: Page, customerId: string): Promise<void> {
  const response = await page.request.post('/api/account/activecustomer', {
    data: { customerId },
    headers: { 'x-csrf-token': await csrfToken(page) },
  });
  expect(response.status(), `POST activecustomer ${customerId}`).toBe(200);
}

/** Waits until the portal has shown the signed-in frame with the menu loaded. */
export async function waitForPortal(page: Page, navName = 'Main navigation'): Promise<void> {
  await expect(mainNav(page, navName)).toBeVisible();
  await expect(page.locator('.side-menu-loading')).toHaveCount(0);
}

/** Records every GET of the identity call (start-up and keep-alive). */
export function countIdentityCalls(page: Page): { readonly count: number; readonly requests: Request[] } {
  const requests: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.replace(/\/+$/, '') === '/account/me') requests.push(request);
  });
  return {
    get count() {
      return requests.length;
    },
    requests,
  };
}

/** Fails the test on any JavaScript dialog (alert/confirm/prompt), e.g. from an XSS probe. */
export function failOnDialog(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** afterEach: puts a signed-in anna back at Contoso (does nothing for a page that never reached the portal). */
export async function restoreContoso(page: Page): Promise<void> {
  const signedIn = (await page.context().cookies()).some((c) => c.name === 'portal_session');
  if (signedIn) await setActiveCustomer(page, CUSTOMERS.contoso);
}
