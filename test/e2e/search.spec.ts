import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, ROOT, test, waitForPortal } from '../../core/plugin-api/testing/e2e';

/** The screenshots docs/customers.md shows of the search (written by this test). */
const SHOTS = path.join(ROOT, 'docs/screenshots/search');

test.describe('the top bar search', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('anna on a desktop: Ctrl+K, an invoice by its number, grouped, keyboard, axe-clean; hidden with embed=true', async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    await signIn('anna');
    await waitForPortal(page);
    const field = page.getByRole('combobox', { name: 'Search the portal' });
    await page.keyboard.press('Control+k');
    await expect(field).toBeFocused();
    await field.fill('2026-CZ1');
    const results = page.getByRole('listbox', { name: 'Search results' });
    await expect(results.getByRole('group', { name: 'Invoices' }).getByRole('option').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d+ results?/ })).toBeVisible();
    await field.fill('invoice');
    await expect(results.getByRole('group', { name: 'Reports' })).toBeVisible();
    await expect(results.getByRole('group', { name: 'Pages' })).toBeVisible();
    await expectAccessible(page, 'the open search');
    await page.screenshot({ path: path.join(SHOTS, 'desktop.png') });

    await field.fill('2026-CZ1');
    await expect(results.getByRole('group', { name: 'Invoices' })).toBeVisible();
    await field.press('ArrowDown');
    await expect(results.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/action\/\d+\?record=inv-contoso-/);
    await expect(page.getByRole('heading', { name: 'Invoices' }).first()).toBeVisible();
    // The invoice the hit named is the marked row of the list.
    await expect(page.locator('tr.list-row-opened[aria-current="true"]')).toContainText('2026-CZ1');

    await page.goto('/?embed=true');
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search the portal' })).toHaveCount(0);

    // Favourites and recent items: the invoice just opened is listed before typing; its star makes it a favourite.
    await page.goto('/');
    await field.press('ArrowDown');
    await expect(results.getByRole('group', { name: 'Recently opened' }).getByRole('option').first()).toContainText(
      '2026-CZ1',
    );
    await field.press('ArrowDown');
    await page.getByRole('button', { name: /^Favourite: 2026-CZ1/ }).click();
    await expect(results.getByRole('group', { name: 'Favourites' }).getByRole('option')).toHaveCount(1);
    await expectAccessible(page, 'favourites and recent items before typing');
    await page.screenshot({ path: path.join(SHOTS, 'favourites-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('group', { name: 'Favourites' })).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, 'favourites-phone.png') });
  });

  test('anna on a phone (390 px): an icon opens a full-width search that opens a service request', async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn('anna');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const field = page.getByRole('combobox', { name: 'Search the portal' });
    await expect(field).toBeFocused();
    await field.fill('printer');
    const option = page.getByRole('listbox').getByRole('option', { name: /Printer on the 2nd floor/ });
    await expect(option).toBeVisible();
    const box = (await field.boundingBox())!;
    expect(box.width).toBeGreaterThan(250);
    await expectAccessible(page, 'the open search on a phone');
    await page.screenshot({ path: path.join(SHOTS, 'phone.png') });
    await option.click();
    await expect(page).toHaveURL(/\/service-requests\/SR-\d+$/);
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  });
});
