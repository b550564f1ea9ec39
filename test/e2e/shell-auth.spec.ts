import { expect, test } from '../../core/plugin-api/testing/e2e';
import { countIdentityCalls, mainNav, waitForPortal } from '../../core/plugin-api/testing/e2e';

test.describe('authentication flow', () => {
  test('signed out, / redirects to the real sign-in page (no serious axe violation), and signing in there opens the portal', async ({
    page,
    expectAccessible,
    snap,
  }) => {
    await page.goto('/');
    await page.waitForURL('**/account/login');
    await expect(page.getByRole('heading', { level: 1, name: /^Sign in to / })).toBeVisible();
    await snap('shell-login-en');
    await expectAccessible(page, 'sign-in page');

    await page.getByRole('button', { name: 'Sign in as Anna' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await waitForPortal(page);
    await expect(page.getByRole('banner')).toContainText('Anna de Vries');
    await expect(page.getByRole('banner')).toContainText('(Run as: pieter.bakker@msp.example)');
  });

  test('an authenticated but not authorized user sees "Not authorized to view this page" and no menu', async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    await signIn('carla');
    await expect(page.getByRole('alert')).toContainText('Not authorized to view this page');
    await expect(mainNav(page)).toHaveCount(0);
    await page.goto('/settings');
    await expect(page.getByRole('alert')).toContainText('Not authorized to view this page');
    await snap('shell-not-authorized-en');
    await expectAccessible(page, 'not authorized');
  });

  test("while the identity loads the page says 'Loading, please wait...'; a failed identity call offers a retry", async ({
    page,
    signIn,
  }) => {
    await signIn('bram');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/account/me', async (route) => {
      await held;
      await route.fulfill({ status: 503, json: { message: 'down' } });
    });
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: 'Loading, please wait...' })).toBeVisible();
    await expect(mainNav(page)).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { name: 'The portal could not reach the server' })).toBeVisible();
    await page.unroute('**/account/me');
    await page.getByRole('button', { name: 'Try again' }).click();
    await waitForPortal(page);
    await expect(page.getByRole('heading', { name: 'Welcome, Northwind Bouw' })).toBeVisible();
  });

  test('an authorized user at /logout is sent to /', async ({ page, signIn }) => {
    await signIn('bram');
    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/');
    await waitForPortal(page);
  });

  test('keep-alive: GET /account/me every 10 minutes, not before', async ({ page, signIn }) => {
    await page.clock.install();
    await signIn('bram');
    await waitForPortal(page);
    const identity = countIdentityCalls(page);
    await page.clock.fastForward('09:00');
    await page.waitForTimeout(300);
    expect(identity.count, 'no keep-alive before 10 minutes').toBe(0);
    await page.clock.fastForward('01:01');
    await expect.poll(() => identity.count, { message: 'a keep-alive GET /account/me after 10 minutes' }).toBe(1);
    await page.clock.fastForward('10:00');
    await expect.poll(() => identity.count, { message: 'a second keep-alive after 20 minutes' }).toBe(2);
    // The result is ignored: the portal is still shown.
    await expect(mainNav(page)).toBeVisible();
  });
});

test.describe('signing out (Dutch browser)', () => {
  test.use({ locale: 'nl-NL' });

  test('/logout signed out shows "U bent uitgelogd." and "Log opnieuw in" to /account/login', async ({
    page,
    expectAccessible,
    snap,
  }) => {
    await page.goto('/logout');
    await expect(page.getByText('U bent uitgelogd.', { exact: true })).toBeVisible();
    const again = page.getByRole('link', { name: 'Log opnieuw in' });
    await expect(again).toHaveAttribute('href', '/account/login');
    await expect(page.locator('html')).toHaveAttribute('lang', /^nl/);
    await snap('shell-logout-nl');
    await expectAccessible(page, 'logout (Dutch)');
    await again.click();
    await page.waitForURL('**/account/login');
  });

  test('sign out from the account menu ends the session and lands on /logout', async ({ page, signIn }) => {
    await signIn('bram');
    await waitForPortal(page, 'Hoofdnavigatie');
    await page.getByRole('button', { name: /Bram Jansen/ }).click();
    const menu = page.getByRole('menu', { name: 'Accountmenu van Bram Jansen' });
    await expect(menu).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Uitloggen' }).click();
    await page.waitForURL((url) => url.pathname === '/logout');
    await expect(page.getByText('U bent uitgelogd.', { exact: true })).toBeVisible();
    // The session is gone on the server: the portal sends the browser to sign in again.
    await page.goto('/');
    await page.waitForURL('**/account/login');
  });

  test('a sign-out link on another site asks first, in Dutch, and signs out only when confirmed', async ({
    page,
    signIn,
    baseURL,
    expectAccessible,
    snap,
  }) => {
    await signIn('bram');
    await waitForPortal(page, 'Hoofdnavigatie');
    await page.route('http://elsewhere.test/', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<a href="${baseURL}/account/logout">Gratis prijs</a>` }),
    );
    await page.goto('http://elsewhere.test/');
    await page.getByRole('link', { name: 'Gratis prijs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Uitloggen?' })).toBeVisible();
    await snap('shell-logout-confirm-nl');
    await expectAccessible(page, 'sign-out confirmation (Dutch)');
    // Not signed out yet.
    expect(await (await page.request.get('/account/me')).json()).toMatchObject({ isAuthenticated: true });
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await page.waitForURL((url) => url.pathname === '/logout');
    await expect(page.getByText('U bent uitgelogd.', { exact: true })).toBeVisible();
  });
});
