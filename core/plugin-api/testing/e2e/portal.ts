import { expect, type Page, type Request } from '@playwright/test';
import { ApiPaths, CSRF_COOKIE } from '../../../contract';

/** The demo customers' ids (server/demo/demo-ids.ts). */
export const CUSTOMERS = { contoso: 'contoso', fabrikam: 'fabrikam', northwind: 'northwind' } as const;

/** The side menu (English browser). */
export const mainNav = (page: Page, name = 'Main navigation') => page.getByRole('navigation', { name });

/** The app root element that carries the theme and embedded classes. */
export const appRoot = (page: Page) => page.locator('.app-root');

export interface SignInOptions {
  /** The active customer to store (as the customer switch does) before the first page loads. */
  customer?: string;
}

/**
 * Signs the page's context in as any user id the sign-in page lists (e.g. a test fixture's user) and opens `to`
 * (the home page when not given). It posts the sign-in page's own form, with the token the page carries, as the
 * browser would on a click, without drawing the page first: the sign-in page's screen has tests of its own
 * (shell-auth.spec.ts). With `options.customer` the user arrives with that customer active.
 */
export async function signInAsId(page: Page, userId: string, to = '/', options: SignInOptions = {}): Promise<void> {
  const signInPage = await page.request.get(ApiPaths.login);
  const token = /name="_csrf" value="([^"]+)"/.exec(await signInPage.text())?.[1];
  expect(token, 'the sign-in page carries a CSRF token').toBeTruthy();
  const response = await page.request.post(ApiPaths.login, {
    form: { _csrf: token!, userId, returnUrl: to },
    maxRedirects: 0,
  });
  expect(response.status(), `sign-in as ${userId}`).toBe(303);
  // The sign-in's answer set the session and its CSRF cookie: the customer can be chosen before any page loads.
  if (options.customer) await setActiveCustomer(page, options.customer);
  await page.goto(response.headers().location);
}

/** The CSRF cookie of the page's context (double-submit token for POSTs through page.request). */
export async function csrfToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === CSRF_COOKIE);
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

/** Waits until the portal has shown the signed-in frame with the menu loaded and its plugins registered. */
export async function waitForPortal(page: Page, navName = 'Main navigation'): Promise<void> {
  await expect(mainNav(page, navName)).toBeVisible();
  await expect(page.locator('.side-menu-loading')).toHaveCount(0);
  // The frame shows before the plugins have registered; the content area is busy until they have.
  await expect(page.locator('main.app-content[aria-busy="true"]')).toHaveCount(0);
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

/** The frame's boxes that must never scroll sideways (a wide table scrolls inside its own card instead). */
const FRAME_BOXES =
  '.app-header, .app-body, .app-content, .app-sider, .compact-account-panel, .popup-menu, .ant-modal-content, .ant-drawer-body, .ant-popover-inner';

/**
 * What runs past the right edge of a phone or tablet screen: the page or one of the frame's boxes (content,
 * header, side menu, dialogs, panels) scrolling sideways, or an element sticking out of the screen. A wide table
 * scrolling inside its card is fine. Empty: it fits.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate((frameBoxes) => {
    const width = document.documentElement.clientWidth;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(
        element.getAttribute('class') ?? '',
      )
        .split(' ')
        .slice(0, 2)
        .join('.')}`;
    const found: string[] = [];
    for (const box of [document.documentElement, ...Array.from(document.querySelectorAll(frameBoxes))]) {
      if (box.clientWidth > 0 && box.scrollWidth > box.clientWidth + 1)
        found.push(`${name(box)} scrolls sideways by ${box.scrollWidth - box.clientWidth} px`);
    }
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (
        box.width > 0 &&
        box.height > 0 &&
        box.left < width &&
        box.right > width + 1 &&
        getComputedStyle(element).visibility !== 'hidden'
      ) {
        let clipped = false;
        for (let parent = element.parentElement; parent && !clipped; parent = parent.parentElement) {
          clipped =
            getComputedStyle(parent).overflowX !== 'visible' &&
            parent.getBoundingClientRect().right <= width + 1 &&
            !parent.matches(frameBoxes);
        }
        if (!clipped) found.push(`${name(element)} ends at ${Math.round(box.right)} px`);
      }
      if (found.length >= 5) break;
    }
    return found;
  }, FRAME_BOXES);
}
