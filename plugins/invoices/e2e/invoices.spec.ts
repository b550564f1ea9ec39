import { appRoot, expect, mainNav, sidewaysOverflow, test, waitForPortal } from '../../../core/plugin-api/testing/e2e';

const INVOICES = '/action/1661';

test.describe('Invoices', () => {
  test('the menu item opens the invoices: filters, a chart with its table, a PDF download, accessibly', async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    await signIn('anna');
    await waitForPortal(page);
    // Contoso's Finance folder also has a Power BI report called Invoices: this plugin's item is the top-level one.
    await mainNav(page).locator(`a[href="${INVOICES}"]`).click();
    await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('img', { name: /Invoiced per month/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(12);
    await expect(page.locator('.ant-table-tbody .ant-tag', { hasText: 'Overdue' })).toHaveCount(1);
    await snap('invoices-desktop');
    await expectAccessible();

    await page.getByRole('button', { name: 'Show the chart as a table' }).click();
    await expect(page.getByRole('table', { name: 'Invoiced per month' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByTitle('Overdue', { exact: true }).click();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);

    const download = page.waitForEvent('download');
    await page
      .getByRole('link', { name: /^Download invoice .* as PDF$/ })
      .first()
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^invoice-\d{4}-CZ\d{5}\.pdf$/);
    await expectAccessible();
  });

  test('Dirk, without the account permission, has no invoices item and no access', async ({ page, signIn }) => {
    await signIn('dirk');
    await waitForPortal(page);
    await expect(mainNav(page).locator('a[href^="/action/"]').first()).toBeVisible();
    await expect(mainNav(page).locator(`a[href="${INVOICES}"]`)).toHaveCount(0);
    expect((await page.request.get('/api/invoices')).status()).toBe(403);
  });

  test.describe('on a phone, in the dark theme', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('fits 390 px without sideways scrolling, the table scrolling inside its card, accessibly', async ({
      page,
      signIn,
      expectAccessible,
      snap,
    }) => {
      await page.addInitScript(() => window.localStorage.setItem('msp-portal.theme', 'theme-dark'));
      await signIn('anna', INVOICES);
      await expect(page.getByRole('img', { name: /Invoiced per month/ })).toBeVisible({ timeout: 30_000 });
      expect(await appRoot(page).evaluate((root) => root.classList.contains('theme-dark'))).toBe(true);
      expect(await sidewaysOverflow(page)).toEqual([]);
      const download = page.getByRole('link', { name: /^Download invoice/ }).first();
      expect((await download.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await snap('invoices-phone-dark');
      await expectAccessible();
    });
  });
});

test.describe('Invoices in Dutch', () => {
  test.use({ locale: 'nl-NL' });

  test("the month filter is the portal's picker in Dutch, axe-clean while open", async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    await signIn('anna', INVOICES);
    const to = page.getByRole('textbox', { name: 'Tot en met maand' });
    await expect(to).toBeVisible({ timeout: 30_000 });
    await to.click();
    const panel = page.locator('.ant-picker-dropdown');
    await expect(panel.getByText('okt', { exact: true })).toBeVisible();
    await snap('p29-invoices-month-picker-nl');
    await expectAccessible(page, 'month picker open');
    await to.fill('2026-10');
    await to.press('Enter');
    await expect(to).toHaveValue('2026-10');
  });
});
