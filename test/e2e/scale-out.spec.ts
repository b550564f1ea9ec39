import type { Browser, Page } from '@playwright/test';
import { expect, test, waitForPortal, mainNav } from '../../core/plugin-api/testing/e2e';
import { freePort, startServer, type RunningServer } from '../../core/plugin-api/testing/e2e/server-process';
import { postgresUnavailable, startPostgresCluster, type PostgresCluster } from '../../server/testing/postgres-cluster';
import { startRoundRobinBalancer, type Balancer } from './round-robin-balancer';

/**
 * Issue 14: two portal instances on one PostgreSQL database behind a round-robin load balancer behave as one.
 * A user signs in (through one instance) and works (through both, in turn); a device she signs out from the
 * settings page is signed out at once, whichever instance its next request reaches.
 */
const unavailable = postgresUnavailable();
const SECRET = 'scale-out-secret-0123456789-abcdefghij-KLMNOP';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let cluster: PostgresCluster;
let balancer: Balancer;
const instances: RunningServer[] = [];

test.describe('two instances on one PostgreSQL database behind a load balancer', () => {
  test.skip(unavailable !== null, `PostgreSQL is not available: ${unavailable}`);

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    cluster = await startPostgresCluster();
    const ports = [await freePort(), await freePort()];
    balancer = await startRoundRobinBalancer(ports);
    const env = { DATABASE_URL: cluster.url, PUBLIC_ORIGIN: balancer.origin, SESSION_SECRET: SECRET };
    for (const port of ports) instances.push(await startServer(env, { port }));
  });

  test.afterAll(async () => {
    await balancer?.close();
    for (const instance of instances) {
      await instance.stop();
      instance.cleanup();
    }
    cluster?.stop();
  });

  const signInAt = async (page: Page) => {
    await page.goto(`${balancer.origin}/account/login`);
    await page.locator('form:has(input[name="userId"][value="anna"]) button[type="submit"]').click();
    await page.waitForURL((url) => url.origin === balancer.origin && url.pathname === '/');
    await waitForPortal(page);
  };
  const device = async (browser: Browser, userAgent: string) => {
    const context = await browser.newContext({ userAgent });
    const page = await context.newPage();
    await signInAt(page);
    return page;
  };
  const expectSignedOut = async (page: Page) => {
    for (let i = 0; i < 2; i += 1) {
      const identity = await page.request.get(`${balancer.origin}/account/me`);
      expect(await identity.json()).toMatchObject({ isAuthenticated: false });
    }
    await page.goto(`${balancer.origin}/`);
    await page.waitForURL('**/account/login');
  };

  test('anna signs in and works though her requests alternate between the instances; a signed-out device ends on both', async ({
    page,
    browser,
    snap,
    expectAccessible,
  }) => {
    test.setTimeout(180_000);
    await signInAt(page);
    const banner = page.getByRole('banner');
    await expect(banner).toContainText('Anna de Vries');

    // Menu items of several plugins, each answered by whichever instance is next.
    for (const name of ['Office 365 licences', 'Azure recommendations', 'Service status']) {
      await mainNav(page).getByRole('link', { name, exact: true }).click();
      await page.waitForLoadState('networkidle');
      await expect(banner).toContainText('Anna de Vries');
      await expect(page.getByRole('link', { name: 'Sign in again' })).toHaveCount(0);
    }

    // The customer switch (a write) and a reload: the choice holds on both instances.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('combobox', { name: 'Customer' }).selectOption({ label: 'Fabrikam Logistiek' });
    await reloaded;
    await waitForPortal(page);
    for (let i = 0; i < 2; i += 1) {
      await page.reload();
      await waitForPortal(page);
      await expect(mainNav(page).getByText('Contact details', { exact: true })).toBeVisible();
    }
    const back = page.waitForEvent('load');
    await page.getByRole('combobox', { name: 'Customer' }).selectOption({ label: 'Contoso Zorg' });
    await back;
    await waitForPortal(page);

    // Signed-in devices: this one and a phone.
    const phone = await device(browser, IPHONE);
    await page.goto(`${balancer.origin}/settings`);
    const devices = page.locator('.signed-in-devices');
    await expect(devices.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible();
    await expect(devices.getByRole('heading', { name: 'Safari on iOS' })).toBeVisible();
    await expect(devices.getByText('This device')).toBeVisible();
    await snap('issue14-devices-desktop');
    await expectAccessible(page, 'settings with signed-in devices');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(devices.getByRole('heading', { name: 'Safari on iOS' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await devices.scrollIntoViewIfNeeded();
    await snap('issue14-devices-phone');
    await expectAccessible(page, 'settings with signed-in devices at 390 px');
    await page.setViewportSize({ width: 1280, height: 800 });

    await devices.getByRole('button', { name: 'Sign out Safari on iOS' }).click();
    await expect(devices.getByText('Safari on iOS has been signed out.')).toBeVisible();
    await expect(devices.getByRole('heading', { name: 'Safari on iOS' })).toHaveCount(0);
    await expectSignedOut(phone);
    await phone.context().close();

    // "Sign out all other devices" from a third device ends this one.
    const desk = await device(browser, WINDOWS);
    await desk.goto(`${balancer.origin}/settings`);
    const deskDevices = desk.locator('.signed-in-devices');
    await deskDevices.getByRole('button', { name: 'Sign out all other devices' }).click();
    await deskDevices.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(deskDevices.getByText('No other device is signed in.')).toBeVisible();
    await expectSignedOut(page);
    await expect(desk.getByRole('banner')).toContainText('Anna de Vries');
    await desk.context().close();

    // Both instances really answered: round robin gives each about half of the API calls.
    const [first, second] = balancer.apiCalls;
    expect(Math.min(first, second)).toBeGreaterThanOrEqual(0.25 * (first + second));
  });
});
