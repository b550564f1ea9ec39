import { expect, test, waitForPortal } from '../../core/plugin-api/testing/e2e';
import { freePort, startServer, type RunningServer } from '../../core/plugin-api/testing/e2e/server-process';
import { startTestProvider, type TestProvider } from '../../server/testing/oidc-test-provider';

/**
 * Sign-in and sign-out in a real browser through a real OpenID Connect provider (oidc-provider on
 * 127.0.0.1), against the built server configured with OIDC_ISSUER: the portal's sign-in page, the
 * provider's own page, back on the page first asked for, then the account menu's sign-out through the
 * provider's end-session page to the spec's /logout page.
 */
const ANNA = {
  sub: '6f1c2a53-0b7e-4c1a-9d3e-1a2b3c4d5e01',
  email: 'anna.devries@contoso.example',
  name: 'Anna de Vries',
};

let provider: TestProvider;
let portal: RunningServer;
let origin: string;

test.beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  provider = await startTestProvider(origin);
  provider.interactive = true;
  portal = await startServer(
    {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      PUBLIC_ORIGIN: origin,
    },
    { port },
  );
});

test.afterAll(async () => {
  await portal?.stop();
  portal?.cleanup();
  await provider?.close();
});

test('signs in through the identity provider, returns to the page asked for, and signs out there too', async ({
  page,
  snap,
}) => {
  provider.next = { account: ANNA };
  await page.goto(`${origin}/action/102`);
  await page.waitForURL(
    (url) => url.pathname === '/account/login' && url.searchParams.get('returnUrl') === '/action/102',
  );
  const workAccount = page.getByRole('link', { name: 'Sign in with your work account' });
  await expect(workAccount).toBeVisible();
  await snap('issue11-oidc-1-portal-sign-in');

  await workAccount.click();
  await page.waitForURL((url) => url.origin === provider.issuer && url.pathname.startsWith('/interaction/'));
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await snap('issue11-oidc-2-provider-sign-in');

  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${origin}/action/102`);
  await waitForPortal(page);
  await expect(page.getByRole('banner')).toContainText('Anna de Vries');
  const identity = await (await page.request.get(`${origin}/account/me`)).json();
  expect(identity).toMatchObject({ isAuthenticated: true, userName: ANNA.email });
  await snap('issue11-oidc-3-signed-in');

  await page.getByRole('button', { name: /Anna de Vries/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.origin === provider.issuer);
  await snap('issue11-oidc-4-provider-sign-out');
  await page.getByRole('button', { name: /yes/i }).click();

  await page.waitForURL(`${origin}/logout`);
  await expect(page.getByText('U bent uitgelogd.')).toBeVisible();
  await snap('issue11-oidc-5-signed-out');
  expect(await (await page.request.get(`${origin}/account/me`)).json()).toMatchObject({ isAuthenticated: false });
});

test('a person the provider knows but the portal does not sees the unauthorized state and can ask for access', async ({
  page,
  expectAccessible,
  snap,
}) => {
  provider.next = { account: { sub: 'e2e-stranger', email: 'sam.stranger@elsewhere.example', name: 'Sam Stranger' } };
  await page.goto(`${origin}/account/login`);
  await page.getByRole('link', { name: 'Sign in with your work account' }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${origin}/`);
  await expect(page.getByText('Not authorized to view this page')).toBeVisible();
  const request = page.getByRole('button', { name: 'Request access' });
  await expect(request).toBeVisible();
  await expectAccessible(page, 'unauthorized with request access');
  await snap('issue11-oidc-unlinked-unauthorized');
  await request.click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Your request for access has been sent. Your provider will contact you.' }),
  ).toBeVisible();
  await snap('issue11-oidc-unlinked-access-requested');
  expect(await (await page.request.get(`${origin}/account/me`)).json()).toMatchObject({
    isAuthenticated: true,
    isAuthorized: false,
    userName: 'sam.stranger@elsewhere.example',
  });
});
