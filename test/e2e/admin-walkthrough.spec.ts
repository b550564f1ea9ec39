import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForPortal } from '../../core/plugin-api/testing/e2e';
import { serveEmulatorAsPowerBi } from '../../core/plugin-api/testing/e2e/analytics';
import { freePort, startServer, type RunningServer } from '../../core/plugin-api/testing/e2e/server-process';
import { startTestProvider, type TestProvider } from '../../server/testing/oidc-test-provider';
import { launchEmulators, type LaunchedEmulators } from '../../emulators/launch.mjs';

/**
 * The provider's first day, as issue 13 asks to show it: an empty production database (no demo data, sign-in
 * through a real OpenID Connect provider, Power BI through its REST API), the first provider administrator
 * bootstrapped from the command line, a customer onboarded with branding, a Power BI workspace and a report
 * in its menu, a user invited who signs in and sees that report, and the administrator viewing the portal as
 * that user. Power BI is played by the Power BI emulator, reached over the network with the production settings
 * (POWERBI_*), and its frame is served at https://app.powerbi.com.
 */
const PETRA = { sub: '0b6c1f9e-2d3a-4e5f-8a9b-0c1d2e3f4a5b', email: 'petra@msp.example', name: 'Petra Dekker' };
const SAM = { sub: '7e8f9a0b-1c2d-4e3f-9a4b-5c6d7e8f9a0b', email: 'sam@tailspin.example', name: 'Sam Berg' };
/** The emulator's workspace of demo reports (the one its demo seed gives Contoso). */
const WORKSPACE = 'f0e1d2c3-b4a5-4697-8899-aabbccddeeff';
/** A 48 x 48 teal PNG: the customer's logo. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAQ0lEQVR4nO3OMQ0AIBAAsdeAQAzgf8cFx9CkAjrr7K9MPhASEhKqB0JCQkL1QEhISKgeCAkJCdUDISEhoXogJCT02AXZRLNqlogQrAAAAABJRU5ErkJggg==',
  'base64',
);

let powerBi: LaunchedEmulators;
let provider: TestProvider;
let portal: RunningServer;
let origin: string;

test.beforeAll(async () => {
  powerBi = await launchEmulators();
  const port = await freePort();
  origin = `http://localhost:${port}`;
  provider = await startTestProvider(origin);
  portal = await startServer(
    {
      DEMO_MODE: 'false',
      PUBLIC_ORIGIN: origin,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      // Production mode: the Power BI settings only (no ANALYTICS_FRAME_ORIGIN: the frames are https://app.powerbi.com's).
      POWERBI_AUTHORITY_URL: powerBi.portalEnv.POWERBI_AUTHORITY_URL!,
      POWERBI_API_URL: powerBi.portalEnv.POWERBI_API_URL!,
      POWERBI_EMBED_URL: 'https://app.powerbi.com',
      POWERBI_TENANT_ID: powerBi.portalEnv.POWERBI_TENANT_ID!,
      POWERBI_CLIENT_ID: powerBi.portalEnv.POWERBI_CLIENT_ID!,
      POWERBI_CLIENT_SECRET: powerBi.portalEnv.POWERBI_CLIENT_SECRET!,
    },
    { port },
  );
});

test.afterAll(async () => {
  await portal?.stop();
  portal?.cleanup();
  await powerBi?.stop();
  await provider?.close();
});

async function signInThroughProvider(page: Page, account: typeof PETRA, start = `${origin}/`) {
  provider.next = { account };
  await page.goto(start);
  await page.waitForURL((url) => url.origin === origin && !url.pathname.startsWith('/account/'));
  await waitForPortal(page);
}

/** Searches the customer picker found in `scope` and picks the customer; the options open at the page's end. */
async function pickCustomer(page: Page, scope: Page | Locator, label: string | RegExp, name: string) {
  const picker = scope.getByRole('combobox', { name: label });
  await picker.click();
  await picker.fill(name);
  await page
    .getByTitle(new RegExp(`^${name}`))
    .first()
    .click();
}

test('from an empty production database to a customer user seeing their report', async ({ page, browser, snap }) => {
  test.setTimeout(240_000);
  await serveEmulatorAsPowerBi(page.context(), powerBi.powerBi);

  // 1. Nobody can administer an empty database: the first provider administrator comes from the command line.
  portal.runCommand(['admin', 'bootstrap', '--email', PETRA.email, '--name', PETRA.name]);
  await signInThroughProvider(page, PETRA);
  const admin = page.getByRole('group', { name: 'Administration' });
  await expect(admin.getByRole('link', { name: 'Customer accounts' })).toBeVisible({ timeout: 30_000 });
  await snap('issue13-walk-1-bootstrapped-admin');

  // 2. A customer, then its branding: logo, colours, and the Power BI workspace its reports come from.
  await admin.getByRole('link', { name: 'Customer accounts' }).click();
  await page.getByRole('button', { name: 'New customer' }).click();
  const create = page.getByRole('dialog');
  await create.getByLabel('Id', { exact: true }).fill('tailspin');
  await create.getByLabel('Name', { exact: true }).fill('Tailspin Toys');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Customer Tailspin Toys is created.')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Tailspin Toys' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Tailspin Toys' });
  await edit
    .getByLabel('Upload a logo')
    .setInputFiles({ name: 'tailspin.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expect(edit.getByText('The logo is uploaded and in use.')).toBeVisible();
  await edit.getByRole('textbox', { name: 'Primary colour', exact: true }).fill('#126b5e');
  await edit.getByRole('textbox', { name: 'Top bar background', exact: true }).fill('#e8f4f1');
  await edit.getByLabel('Workspace id').fill(WORKSPACE);
  await edit.getByRole('button', { name: 'Save workspace' }).click();
  await expect(edit.getByText(/Power BI knows it/)).toBeVisible({ timeout: 20_000 });
  await snap('issue13-walk-2-customer-branding');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The changes to Tailspin Toys are saved.')).toBeVisible();

  // 3. Its menu: a report picked from the workspace, saved as a draft, previewed, published.
  await admin.getByRole('link', { name: 'Customer menus' }).click();
  await pickCustomer(page, page, 'Customer', 'Tailspin Toys');
  await expect(page.getByText('This menu has no items yet. Add one.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Action type' }).fill('Power BI');
  await page.getByTitle('Power BI report, dashboard, tile or visual').click();
  await page.getByRole('button', { name: 'Add action' }).click();
  await page.getByRole('textbox', { name: 'Name in English' }).fill('Sales overview');
  await page.getByRole('combobox', { name: 'Report' }).click();
  await page.getByTitle('Service overview', { exact: true }).click();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('The draft is saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('dialog').getByText('Sales overview')).toBeVisible();
  await snap('issue13-walk-3-menu-preview');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('dialog', { name: /Publish the menu/ })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(page.getByText('The menu is published.')).toBeVisible();

  // 4. A user, invited by e-mail; the link is also shown to hand over.
  await admin.getByRole('link', { name: 'User accounts' }).click();
  await page.getByRole('button', { name: 'Invite user' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a user' });
  await invite.getByLabel('E-mail address').fill(SAM.email);
  await pickCustomer(page, invite, /Customer/, 'Tailspin Toys');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  const link = await invite.getByLabel('Invitation link').inputValue();
  expect(link).toContain('/account/invitation/');
  await snap('issue13-walk-4-invited');
  await page.keyboard.press('Escape');
  await expect(invite).toBeHidden();

  // 5. The user accepts in their own browser: the customer's logo and colours, the menu, the report.
  const samContext = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  await serveEmulatorAsPowerBi(samContext, powerBi.powerBi);
  const sam = await samContext.newPage();
  await signInThroughProvider(sam, SAM, link);
  await snap('issue13-walk-5-user-home', sam);
  await expect(sam.getByRole('banner').locator('img[src^="/branding/logo/tailspin/"]')).toBeVisible();
  await expect(sam.getByRole('banner')).toContainText('Tailspin Toys');
  await sam.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sales overview' }).click();
  await expect(sam.locator('iframe[src^="https://app.powerbi.com/reportEmbed"]')).toBeVisible({ timeout: 30_000 });
  await expect(
    sam.frameLocator('iframe[src^="https://app.powerbi.com/reportEmbed"]').locator('.emu-visual').first(),
  ).toBeVisible({ timeout: 30_000 });
  await snap('issue13-walk-5-user-sees-report', sam);
  await samContext.close();

  // 6. The administrator sees the portal as that user, and comes back.
  await page.getByRole('searchbox', { name: 'Search users by name or e-mail' }).fill('sam@');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: /Details of Sam/ }).click();
  await page.getByRole('button', { name: /View the portal as Sam/ }).click();
  const banner = page.getByRole('region', { name: 'Viewing as another user' });
  await expect(banner).toContainText(`You are viewing the portal as ${SAM.email}.`);
  await expect(page.getByRole('banner')).toContainText(`(Run as: ${SAM.email})`);
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sales overview' }),
  ).toBeVisible();
  await snap('issue13-walk-6-view-as-user');
  await banner.getByRole('button', { name: 'Back to my account' }).click();
  await expect(page.getByRole('group', { name: 'Administration' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Viewing as another user' })).toHaveCount(0);
});
