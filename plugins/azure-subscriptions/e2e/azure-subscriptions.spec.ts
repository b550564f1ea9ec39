import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import {
  appRoot,
  chooseOption,
  expect,
  mainNav,
  sidewaysOverflow,
  test,
  waitForPortal,
} from '../../../core/plugin-api/testing/e2e';

const CONTOSO_LIST = '/action/16201';
const NORTHWIND_LIST = '/action/16203';
const CONTOSO_TENANT = 'Contoso Zorg (contosozorg.onmicrosoft.com)';

/** Every request the portal has stored, read from the worker's database file. */
function storedRequests(databaseFile: string) {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT number, name, owner_upn AS ownerUpn, state FROM azure_subscriptions ORDER BY id')
      .all() as { number: string | null; name: string; ownerUpn: string; state: string }[];
  } finally {
    db.close();
  }
}

/** A name no other test (nor an earlier run on this worker's database) has requested. */
const uniqueName = (label: string) => `E2E ${label} ${Date.now().toString(36)}`;

async function listShown(page: Page, heading = 'Azure subscriptions') {
  // The view and antd load lazily; a machine busy with other browsers can take longer than the usual 10 s.
  await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 30_000 });
}

async function openWizard(page: Page, button = 'Request Azure subscription') {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  return dialog;
}

async function chooseTenant(page: Page, tenant: string) {
  const dialog = page.getByRole('dialog');
  await chooseOption(
    page,
    dialog.getByLabel('Tenant'),
    page.locator('.ant-select-item-option').filter({ hasText: tenant }),
  );
}

test.describe('Azure subscriptions', () => {
  test('the list from the menu: states, search, accessible', async ({ page, signIn, expectAccessible, snap }) => {
    await signIn('anna');
    await waitForPortal(page);
    await mainNav(page).getByRole('link', { name: 'Azure subscriptions' }).click();
    await expect(page.getByRole('heading', { name: 'Azure subscriptions' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('row', { name: /Contoso Zorg - Productie/ })).toContainText('Active');
    await expect(page.getByRole('row', { name: /Contoso Zorg - Dataplatform/ })).toContainText('Requested');
    await expect(page.getByRole('row', { name: /Contoso Zorg - Dataplatform/ })).toContainText(/Request AZ-\d{6}/);
    await expect(page.getByRole('row', { name: /Fabrikam/ })).toHaveCount(0);
    await expectAccessible();
    await snap('issue16-azure-subscriptions-list-en-desktop');
    await page.getByRole('searchbox', { name: 'Search' }).fill('ontwikkeling');
    await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search' }).fill('nothing like this');
    await expect(page.getByText('No Azure subscriptions match "nothing like this".')).toBeVisible();
  });

  test('the wizard: field errors explain the rules, then the request is registered with its number and listed', async ({
    page,
    signIn,
    server,
    expectAccessible,
    snap,
  }) => {
    test.setTimeout(90_000);
    await signIn('anna', CONTOSO_LIST);
    await listShown(page);
    const dialog = await openWizard(page);
    await expect(dialog).toContainText('Create Azure subscription');
    const name = dialog.getByLabel('Subscription name');
    const owner = dialog.getByLabel('Owner username (UPN)');
    await name.fill('Data <prod>; test');
    await owner.fill('anna devries');
    await name.focus();
    await expect(
      dialog.getByText('The subscription name may hold only letters, digits, spaces and - _ . ( ). Not allowed: < > ;'),
    ).toBeVisible();
    await expect(
      dialog.getByText("The owner's username must not contain spaces: a UPN looks like anna@contoso.com."),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    // Next is refused with the first problem; the step stays.
    await expect(dialog.locator('.wizard-problem')).toHaveText(
      'The subscription name may hold only letters, digits, spaces and - _ . ( ).',
    );
    await expect(dialog).not.toContainText('Check the details.');
    await expectAccessible(page, 'wizard with field errors');
    await snap('issue16-azure-wizard-errors-en-desktop');

    const requested = uniqueName('Analytics');
    await name.fill(requested);
    await owner.fill('anna@contoso');
    await name.focus();
    await expect(dialog.getByText("After the @ the owner's username needs a valid domain")).toBeVisible();
    await owner.fill('anna.devries@contosozorg.onmicrosoft.com');
    await chooseTenant(page, CONTOSO_TENANT);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toContainText('Check the details.');
    await expect(dialog).toContainText(requested);
    await expect(dialog).toContainText(CONTOSO_TENANT);
    await expectAccessible(page, 'wizard verify step');
    await snap('issue16-azure-wizard-verify-en-desktop');
    const before = storedRequests(server.databaseFile).length;
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toContainText(
      /Your Azure subscription request is registered successful with number: AZ-\d{6}\. You will be receiving a confirmation e-mail/,
    );
    const number = /AZ-\d{6}/.exec((await dialog.textContent()) ?? '')![0];
    await snap('issue16-azure-wizard-success-en-desktop');
    await dialog.locator('.wizard-footer, .ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(requested) });
    await expect(row).toContainText('Requested');
    await expect(row).toContainText(`Request ${number}`);
    const stored = storedRequests(server.databaseFile);
    expect(stored).toHaveLength(before + 1);
    expect(stored.at(-1)).toEqual({
      number,
      name: requested,
      ownerUpn: 'anna.devries@contosozorg.onmicrosoft.com',
      state: 'requested',
    });
    // The list read afresh shows it too.
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(requested) })).toContainText('Requested', {
      timeout: 30_000,
    });
  });

  test('a server failure shows the error text, stores nothing and keeps the input', async ({
    page,
    signIn,
    server,
    snap,
  }) => {
    test.setTimeout(90_000);
    await signIn('anna', CONTOSO_LIST);
    await listShown(page);
    await page.route('**/api/azure-subscriptions', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } })
        : route.continue(),
    );
    const dialog = await openWizard(page);
    const requested = uniqueName('Failing');
    await dialog.getByLabel('Subscription name').fill(requested);
    await dialog.getByLabel('Owner username (UPN)').fill('dirk.visser@contosozorg.onmicrosoft.com');
    await chooseTenant(page, CONTOSO_TENANT);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toContainText('Check the details.');
    const before = storedRequests(server.databaseFile);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toContainText('Something went wrong!');
    await expect(dialog).toContainText(
      'Your Azure subscription request is not registered. Please contact the provider.',
    );
    await snap('issue16-azure-wizard-failed-en-desktop');
    expect(storedRequests(server.databaseFile)).toEqual(before);
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog).toContainText(requested);
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByLabel('Subscription name')).toHaveValue(requested);
    await expect(dialog.getByLabel('Owner username (UPN)')).toHaveValue('dirk.visser@contosozorg.onmicrosoft.com');
    // Closing keeps it as well: opening the wizard again resumes there.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await openWizard(page);
    await expect(page.getByRole('dialog').getByLabel('Subscription name')).toHaveValue(requested);
  });

  test('a duplicate name is refused with its own text', async ({ page, signIn }) => {
    await signIn('anna', CONTOSO_LIST);
    await listShown(page);
    const dialog = await openWizard(page);
    await dialog.getByLabel('Subscription name').fill('Contoso Zorg - Productie');
    await dialog.getByLabel('Owner username (UPN)').fill('anna.devries@contosozorg.onmicrosoft.com');
    await chooseTenant(page, CONTOSO_TENANT);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toContainText('Check the details.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toContainText('Something went wrong!');
    await expect(dialog).toContainText(
      'an Azure subscription named "Contoso Zorg - Productie" is already requested or active in this tenant',
    );
  });

  test('while the tenants load, Next is blocked; without tenants the wizard says so and cannot submit', async ({
    page,
    signIn,
  }) => {
    await signIn('anna', CONTOSO_LIST);
    await listShown(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/account/tenants', async (route) => {
      await released;
      await route.fulfill({ json: [] });
    });
    const dialog = await openWizard(page);
    await expect(dialog.getByRole('status').filter({ hasText: 'Loading your tenants...' })).toBeVisible();
    await dialog.getByLabel('Subscription name').fill(uniqueName('Waiting'));
    await dialog.getByLabel('Owner username (UPN)').fill('anna@contoso.com');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.locator('.wizard-problem')).toContainText('Your tenants are still loading.');
    await expect(dialog).not.toContainText('Check the details.');
    release();
    await expect(
      dialog.getByText(
        'Your account has no Azure tenants, so no subscription can be requested. Please contact the provider',
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.locator('.wizard-problem')).toHaveText(
      'Your account has no Azure tenants, so no subscription can be requested.',
    );
    await expect(dialog).not.toContainText('Check the details.');
  });

  test('without the azure permission the list shows and the request button does not', async ({ page, signIn }) => {
    await signIn('dirk', CONTOSO_LIST);
    await listShown(page);
    await expect(page.getByRole('row', { name: /Contoso Zorg - Productie/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request Azure subscription' })).toHaveCount(0);
  });

  test.describe('on a phone (390 x 844)', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the list and the wizard fit the width', async ({ page, signIn, expectAccessible, snap }) => {
      await signIn('anna', CONTOSO_LIST);
      await listShown(page);
      await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
      expect(await sidewaysOverflow(page)).toEqual([]);
      const button = await page.getByRole('button', { name: 'Request Azure subscription' }).boundingBox();
      expect(button!.height).toBeGreaterThanOrEqual(44);
      await snap('issue16-azure-subscriptions-list-en-390');
      const dialog = await openWizard(page);
      await dialog.getByLabel('Subscription name').fill('Contoso Zorg - Mobiel');
      await expect(dialog.getByLabel('Tenant')).toBeEnabled();
      expect(await sidewaysOverflow(page)).toEqual([]);
      await expectAccessible(page, 'wizard at 390 px');
      await snap('issue16-azure-wizard-enter-en-390');
    });
  });

  test.describe('in Dutch, dark theme (Northwind)', () => {
    test.use({ locale: 'nl-NL' });

    test('the list and the wizard in the dark theme', async ({ page, signIn, expectAccessible, snap }) => {
      await signIn('bram', NORTHWIND_LIST);
      await listShown(page, 'Azure-abonnementen');
      expect(await appRoot(page).evaluate((root) => root.classList.contains('theme-dark'))).toBe(true);
      await expect(page.getByRole('row', { name: /Northwind Bouw - Projecten/ })).toContainText('Actief');
      await expectAccessible(page, 'list, dark');
      await snap('issue16-azure-subscriptions-list-nl-dark');
      const dialog = await openWizard(page, 'Azure-abonnement aanvragen');
      await expect(dialog).toContainText('Azure-abonnement aanmaken');
      // One tenant: it is chosen already.
      await expect(dialog).toContainText('Northwind Bouw (northwindbouw.onmicrosoft.com)');
      await dialog.getByLabel('Naam van het abonnement').fill('Projecten | test');
      await dialog.getByLabel('Gebruikersnaam van de eigenaar (UPN)').fill('bram@northwindbouw');
      await dialog.getByLabel('Naam van het abonnement').focus();
      await expect(
        dialog.getByText('Na de @ heeft de gebruikersnaam van de eigenaar een geldig domein nodig'),
      ).toBeVisible();
      await expect(dialog.getByText('Niet toegestaan: |')).toBeVisible();
      await expectAccessible(page, 'wizard, dark');
      await snap('issue16-azure-wizard-enter-nl-dark');
    });
  });
});
