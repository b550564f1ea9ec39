import type { Page } from '@playwright/test';
import { chooseOption, expect, sidewaysOverflow, test, waitForPortal } from '../../../core/plugin-api/testing/e2e';

const CONTOSO_SUPPORT = '/action/1621';
const NORTHWIND_SUPPORT = '/action/1623';

async function listShown(page: Page, heading = 'Service requests') {
  await waitForPortal(page).catch(() => undefined);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.service-request-link').first()).toBeVisible({ timeout: 30_000 });
}

/** Fills the register step with a valid request; the contact data is already there from the account. */
async function fillRegister(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: 'New service request' });
  await expect(dialog.getByLabel('E-mail address')).toHaveValue('anna.devries@contoso.example', { timeout: 30_000 });
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Anna de Vries');
  await chooseOption(
    page,
    dialog.getByLabel('Category'),
    page.locator('.ant-select-item-option').filter({ hasText: 'Incident (something does not work)' }),
  );
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('The meeting room screen stays black when a laptop is connected.');
  return dialog;
}

test.describe('Contact support', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn('anna', CONTOSO_SUPPORT);
  });

  test('the wizard files a request: the success text names the number, and the request is in the list', async ({
    page,
    expectAccessible,
    snap,
  }) => {
    await listShown(page);
    await expectAccessible(page, 'service request list');
    await snap('issue16-service-requests-en-desktop');
    await page.getByRole('button', { name: 'New service request' }).click();
    const dialog = page.getByRole('dialog', { name: 'New service request' });
    await expect(dialog.getByLabel('E-mail address')).toHaveValue('anna.devries@contoso.example', { timeout: 30_000 });
    // Validated per step: Next without a category stays and says why.
    await dialog.getByRole('button', { name: 'Next' }).click();
    // Said at the field and again in the step's summary beneath.
    await expect(dialog.getByRole('alert').filter({ hasText: 'Choose a category.' })).toHaveCount(2);
    await expect(dialog.locator('.wizard-problem')).toContainText('Choose a category.');
    await fillRegister(page, 'Meeting room screen stays black');
    await expectAccessible(page, 'wizard register step');
    await snap('issue16-wizard-register-en-desktop');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Check your request before you send it.')).toBeVisible();
    await expect(dialog.getByText('Meeting room screen stays black', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const success = dialog.getByText(
      /^Your service request is registered successful with number: SR-\d{6}\. You will be receiving a confirmation e-mail$/,
    );
    await expect(success).toBeVisible({ timeout: 30_000 });
    const number = (await success.textContent())!.match(/SR-\d{6}/)![0];
    await snap('issue16-wizard-success-en-desktop');
    await expectAccessible(page, 'wizard confirmation');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(page.getByRole('link', { name: `Open service request ${number}` })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('Meeting room screen stays black');
  });

  test("a failed submission shows the spec's error text and keeps the input", async ({ page, expectAccessible }) => {
    await page.route('**/api/service-requests', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Down' }),
          })
        : route.fallback(),
    );
    await listShown(page);
    await page.getByRole('button', { name: 'New service request' }).click();
    const dialog = await fillRegister(page, 'Printer keeps jamming');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Something went wrong!')).toBeVisible({ timeout: 30_000 });
    await expect(
      dialog.getByText('Your service request is not registered. Please contact the provider.'),
    ).toBeVisible();
    await expectAccessible(page, 'wizard failure');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByText('Printer keeps jamming', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByLabel('Title')).toHaveValue('Printer keeps jamming');
  });

  test('the detail page shows the conversation and takes a reply', async ({ page, expectAccessible, snap }) => {
    await listShown(page);
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('VPN');
    const row = page.getByRole('row', { name: /VPN disconnects every few minutes/ });
    await expect(row).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { name: /VPN disconnects every few minutes/ })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('Could you send us the time of the last disconnect')).toBeVisible();
    await expect(page.getByText('Lotte Vermeer changed the status to Waiting for customer')).toBeVisible();
    await expectAccessible(page, 'service request detail');
    await snap('issue16-service-request-detail-en-desktop');
    await page.getByLabel('Your reply').fill('The last drop was at 14:05; the router is a FRITZ!Box 7590.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your reply has been sent.' })).toBeVisible();
    await expect(page.locator('.service-request-conversation')).toContainText('The last drop was at 14:05');
    await expect(page.locator('.service-request-facts')).toContainText('In progress');
    await page.getByRole('link', { name: 'Back to the service requests' }).click();
    await expect(page.getByRole('heading', { name: 'Service requests', level: 1 })).toBeVisible();
  });

  test('a closed request can be rated once, then shows the rating read-only', async ({ page }) => {
    await listShown(page);
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('Outlook asks');
    await page
      .getByRole('row', { name: /Outlook asks for the password/ })
      .getByRole('link')
      .click();
    await expect(page.getByText('Rate the help you received')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Your reply')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send rating' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Choose 1 to 5 stars.' })).toBeVisible();
    await page.locator('.ant-rate-star').nth(3).click();
    await page.getByLabel('Comment (optional)').fill('Fixed the same day.');
    await page.getByRole('button', { name: 'Send rating' }).click();
    await expect(page.getByText('Your rating: 4 of 5')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send rating' })).toHaveCount(0);
  });
});

test.describe('Contact support on a phone, in Dutch and the dark theme', () => {
  test.use({ locale: 'nl-NL', viewport: { width: 390, height: 844 } });

  test('the list, the wizard and a request fit 390 px without sideways scrolling', async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    test.slow();
    await signIn('bram', NORTHWIND_SUPPORT);
    await listShown(page, 'Serviceverzoeken');
    await expect(page.locator('.app-root')).toHaveClass(/theme-dark/);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await expectAccessible(page, 'list at 390 px, dark');
    await snap('issue16-service-requests-nl-phone-dark');
    await page.getByRole('button', { name: 'Nieuw serviceverzoek' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuw serviceverzoek' });
    await expect(dialog.getByLabel('E-mailadres')).toHaveValue('bram.jansen@northwind.example', { timeout: 30_000 });
    expect(await sidewaysOverflow(page)).toEqual([]);
    await expectAccessible(page, 'wizard at 390 px, dark');
    await snap('issue16-wizard-nl-phone-dark');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.locator('.service-request-link').first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Gesprek' })).toBeVisible({ timeout: 30_000 });
    expect(await sidewaysOverflow(page)).toEqual([]);
    await expectAccessible(page, 'detail at 390 px, dark');
    await snap('issue16-service-request-detail-nl-phone-dark');
  });
});
