import { expect, test, waitForPortal } from '../../core/plugin-api/testing/e2e';
import { freePort, startServer, type RunningServer } from '../../core/plugin-api/testing/e2e/server-process';
import { startEntraTestProvider, type EntraTestProvider } from '../../server/testing/entra-test-provider';
import { startTestProvider, type TestProvider } from '../../server/testing/oidc-test-provider';

/**
 * A deployment with two identity providers, as a provider runs it (demo mode off): Microsoft Entra ID
 * (multi-tenant, played by the local Entra emulator) with one allowed tenant matched to the customer the
 * invite command created, and a generic provider labelled Okta. The sign-in page lists both; a person of the
 * allowed tenant lands in the portal as a member of that customer; one of another tenant gets a clear refusal.
 */
const CONTOSO_TENANT = '11111111-1111-4111-8111-111111111111';
const OTHER_TENANT = '33333333-3333-4333-8333-333333333333';

let entra: EntraTestProvider;
let okta: TestProvider;
let portal: RunningServer;
let origin: string;

test.beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  entra = await startEntraTestProvider(origin, [CONTOSO_TENANT, OTHER_TENANT]);
  entra.interactive = true;
  okta = await startTestProvider(origin);
  const env = {
    DEMO_MODE: 'false',
    PUBLIC_ORIGIN: origin,
    ENTRA_CLIENT_ID: entra.clientId,
    ENTRA_CLIENT_SECRET: entra.clientSecret,
    ENTRA_AUTHORITY: entra.authority,
    ENTRA_TENANTS: `${CONTOSO_TENANT}=contoso`,
    OIDC_ISSUER: okta.issuer,
    OIDC_CLIENT_ID: okta.clientId,
    OIDC_CLIENT_SECRET: okta.clientSecret,
    OIDC_LABEL: 'Okta',
  };
  portal = await startServer(env, { port });
  // The provider's first step on a fresh database: the invite command creates the customer.
  portal.runCommand([
    'invite',
    '--email',
    'eva@contoso.example',
    '--customer',
    'contoso',
    '--customer-name',
    'Contoso Zorg',
    '--permissions',
    'reports',
  ]);
});

test.afterAll(async () => {
  await portal?.stop();
  portal?.cleanup();
  await entra?.close();
  await okta?.close();
});

test('lists both identity providers; a person of an allowed Entra tenant lands in the portal as a member of its customer', async ({
  page,
  expectAccessible,
  snap,
}) => {
  entra.next = {
    tenant: CONTOSO_TENANT,
    account: {
      sub: 'pairwise-eva',
      oid: 'a0000000-0000-4000-8000-00000000e0a0',
      email: 'eva@contoso.example',
      name: 'Eva Peters',
    },
  };
  await page.goto(`${origin}/`);
  await page.waitForURL((url) => url.pathname === '/account/login');
  const microsoft = page.getByRole('link', { name: 'Sign in with Microsoft' });
  await expect(microsoft).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in with Okta' })).toBeVisible();
  await expectAccessible(page, 'sign-in page with two identity providers');
  await snap('issue11-entra-1-choose-provider');

  await microsoft.click();
  await page.waitForURL((url) => url.href.startsWith(entra.tenantIssuer(CONTOSO_TENANT)));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${origin}/`);
  await waitForPortal(page);
  await expect(page.getByRole('banner')).toContainText('Eva Peters');
  const identity = await (await page.request.get(`${origin}/account/me`)).json();
  expect(identity).toMatchObject({
    isAuthenticated: true,
    isAuthorized: true,
    userName: 'eva@contoso.example',
    activeCustomerId: 'contoso',
  });
  await snap('issue11-entra-2-signed-in');
});

test.describe('in Dutch', () => {
  test.use({ locale: 'nl-NL' });

  test('a person of a tenant outside the allow-list gets a clear page in their language and is not signed in', async ({
    page,
    expectAccessible,
    snap,
  }) => {
    entra.next = {
      tenant: OTHER_TENANT,
      account: {
        sub: 'pairwise-olaf',
        oid: 'b0000000-0000-4000-8000-00000000000f',
        email: 'olaf@other.example',
        name: 'Olaf Other',
      },
    };
    await page.goto(`${origin}/account/login`);
    await page.getByRole('link', { name: 'Inloggen met Microsoft' }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.origin === origin && url.pathname === '/account/callback');
    await expect(page.getByRole('heading', { name: 'Uw organisatie heeft geen toegang' })).toBeVisible();
    await expectAccessible(page, 'tenant refused');
    await snap('issue11-entra-3-tenant-refused');
    await page.getByRole('link', { name: 'Terug naar de inlogpagina' }).click();
    await page.waitForURL((url) => url.pathname === '/account/login');
    expect(await (await page.request.get(`${origin}/account/me`)).json()).toMatchObject({ isAuthenticated: false });
  });
});
