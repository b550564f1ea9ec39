import {
  appRoot,
  chooseOption,
  expect,
  mainNav,
  sidewaysOverflow,
  test,
  waitForPortal,
} from '../../../core/plugin-api/testing/e2e';

const SLA_REPORTS = '/action/1662';

test.describe('SLA reports', () => {
  test('the menu item shows the latest month: targets against results, the tickets, another month from the picker', async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    await signIn('anna');
    await waitForPortal(page);
    await mainNav(page).locator(`a[href="${SLA_REPORTS}"]`).click();
    await expect(page.getByRole('heading', { name: 'SLA reports', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('img', { name: /SLA targets and results/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    await snap('sla-reports-desktop');
    await expectAccessible();
    const figures = page.getByRole('heading', { name: /^Targets and results, / });
    const shown = await figures.textContent();
    const month = page.getByRole('combobox', { name: 'Month' });
    await month.click();
    const other = page.locator('.ant-select-item-option:not(.ant-select-item-option-selected)').first();
    const chosen = (await other.textContent())?.trim() ?? '';
    expect(chosen).not.toBe('');
    // The kit's helper tries again when a click during the list's opening is lost, and waits until it has closed
    // (antd's option list stays in the page while it closes, an unnamed listbox to axe).
    await chooseOption(
      page,
      month,
      page.locator('.ant-select-item-option').filter({ hasText: new RegExp(`^${chosen}$`) }),
    );
    await expect(figures).toHaveText(`Targets and results, ${chosen}`);
    expect(await figures.textContent()).not.toBe(shown);
    await expectAccessible();
  });

  test.describe('on a phone, in the dark theme', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('fits 390 px, the tickets scrolling inside their card, accessibly', async ({
      page,
      signIn,
      expectAccessible,
      snap,
    }) => {
      await page.addInitScript(() => window.localStorage.setItem('msp-portal.theme', 'theme-dark'));
      await signIn('anna', SLA_REPORTS);
      await expect(page.getByRole('img', { name: /SLA targets and results/ })).toBeVisible({ timeout: 30_000 });
      expect(await appRoot(page).evaluate((root) => root.classList.contains('theme-dark'))).toBe(true);
      expect(await sidewaysOverflow(page)).toEqual([]);
      await snap('sla-reports-phone-dark');
      await expectAccessible();
    });
  });
});
