import { chooseOption, expect, sidewaysOverflow, test, waitForPortal } from '../../../core/plugin-api/testing/e2e';

const CONTOSO_CATALOGUE = '/action/1624';
// Screenshots go to test/artifacts/screenshots (catalogue-*); docs/screenshots/catalogue holds copies of them.

test.describe('The service catalogue', () => {
  test('a new-employee request from the catalogue to the confirmation: conditions live, refusals kept with the input', async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    test.slow();
    await signIn('anna', CONTOSO_CATALOGUE);
    await waitForPortal(page).catch(() => undefined);
    await expect(page.getByRole('heading', { name: 'Service catalogue', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, 'catalogue');
    await snap('catalogue-list-en-1366');
    await page.getByRole('button', { name: 'Fill in: New employee' }).click();
    const form = page.getByRole('form', { name: 'New employee' });
    await form.getByLabel('Full name (required)').fill('Sanne Mulder');
    // The laptop choice shows only once a laptop is needed.
    await expect(form.getByLabel('Laptop (required)')).toHaveCount(0);
    await form.getByRole('radio', { name: 'Yes' }).check();
    await expect(form.getByLabel('Laptop (required)')).toBeVisible();
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please check the fields marked below.' })).toBeVisible();
    await expect(form.getByRole('alert').filter({ hasText: 'This field is required.' })).toHaveCount(4);
    await expect(form.getByLabel('Full name (required)')).toHaveValue('Sanne Mulder');
    await expectAccessible(page, 'refused form');
    await snap('catalogue-new-employee-refused-en-1366');

    await form.getByLabel('First working day (required)').fill('2099-03-01');
    await chooseOption(page, form.getByLabel('Manager (required)'), page.getByRole('option', { name: /dirk/i }));
    await chooseOption(
      page,
      form.getByLabel('Licence (required)'),
      page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first(),
    );
    await chooseOption(
      page,
      form.getByLabel('Laptop (required)'),
      page.getByRole('option', { name: 'Standard (14 inch)' }),
    );
    await form.getByRole('button', { name: 'Send request' }).click();
    const success = page.getByText(
      /^Your service request is registered successful with number: SR-\d{6}\. You will be receiving a confirmation e-mail$/,
    );
    await expect(success).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, 'confirmation');
    await snap('catalogue-new-employee-confirmation-en-1366');
    const number = (await success.textContent())!.match(/SR-\d{6}/)![0];
    await page.goto(`/service-requests/${number}`);
    await expect(page.getByText('Full name: Sanne Mulder')).toBeVisible({ timeout: 30_000 });
    await snap('catalogue-new-employee-request-en-1366');
  });

  test.describe('in Dutch on a phone', () => {
    test.use({ locale: 'nl-NL', viewport: { width: 390, height: 844 } });

    test('the form, its refusals in Dutch, fitting the width', async ({ page, signIn, expectAccessible, snap }) => {
      await signIn('anna', CONTOSO_CATALOGUE);
      await expect(page.getByRole('heading', { name: 'Servicecatalogus', level: 1 })).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Invullen: Nieuwe medewerker' }).click();
      const form = page.getByRole('form', { name: 'Nieuwe medewerker' });
      await form.getByLabel('Volledige naam (verplicht)').fill('S');
      await form.getByRole('button', { name: 'Verzoek versturen' }).click();
      await expect(form.getByRole('alert').filter({ hasText: 'Minstens 2 tekens.' })).toBeVisible();
      expect(await sidewaysOverflow(page)).toEqual([]);
      await expectAccessible(page, 'Dutch form on a phone');
      await snap('catalogue-new-employee-refused-nl-390');
    });
  });
});
