import type { Page } from '@playwright/test';
import {
  appRoot,
  expect,
  mainNav,
  restoreContoso,
  sidewaysOverflow,
  test,
  waitForPortal,
} from '../../../core/plugin-api/testing/e2e';

const INVENTORY = '/action/441216';
const THEME_KEY = 'msp-portal.theme';

const group = (page: Page, type: string) => page.getByRole('button', { name: new RegExp(`^${type}`) });

async function openInventory(page: Page) {
  await page.goto(INVENTORY);
  await inventoryShown(page);
}

async function inventoryShown(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Managed resources' })).toBeVisible({ timeout: 30_000 });
  await expect(group(page, 'Workstations')).toBeVisible({ timeout: 30_000 });
}

test.describe('Managed resources', () => {
  test('the menu item shows the inventory per type; a group opens to its names, a page at a time', async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    await signIn('anna');
    await waitForPortal(page);
    await mainNav(page).getByRole('link', { name: 'Managed resources' }).click();
    await expect(group(page, 'Workstations')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: 'resource types' })).toHaveText(
      /9 resource types, 2,\d{3} resources/,
    );
    await expect(group(page, 'Workstations')).toContainText('2,400 resources');
    await expect(group(page, 'Wireless access points')).toContainText('68 resources');
    await group(page, 'Workstations').click();
    const names = page.getByRole('region', { name: /Workstations/ });
    await expect(names.getByRole('listitem')).toHaveCount(120);
    await names.getByRole('button', { name: 'Show more names (120 of 2,400 shown)' }).click();
    await expect(names.getByRole('listitem')).toHaveCount(240);
    await expectAccessible();
    await snap('issue16-managed-resources-en-desktop');
  });

  test('searching a name opens its group with the matches highlighted; sorting by count', async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    await signIn('anna', INVENTORY);
    await inventoryShown(page);
    const started = Date.now();
    await page.getByLabel('Search resources').fill('utr-07');
    await expect(group(page, 'Workstations')).toHaveAttribute('aria-expanded', 'true');
    expect(Date.now() - started).toBeLessThan(5_000);
    const names = page.getByRole('region', { name: /Workstations/ });
    await expect(names).toContainText('100 names match your search:');
    await expect(names.locator('mark').first()).toHaveText('UTR-07');
    await expect(group(page, 'Firewalls')).toHaveCount(0);
    await expectAccessible(page, 'search results');
    await snap('issue16-managed-resources-search-en-desktop');
    await page.getByLabel('Search resources').fill('');
    await page.getByLabel('Sort by').click();
    await page.getByRole('option', { name: 'Resource count (most first)' }).click();
    await expect(page.getByRole('heading', { level: 2 }).first()).toContainText('Workstations');
  });
});

test.describe('Managed resources in Dutch', () => {
  test.use({ locale: 'nl-NL' });

  test("Fabrikam's inventory", async ({ page, signIn, snap }) => {
    await signIn('anna', '/action/441218', { customer: 'fabrikam' });
    try {
      await expect(page.getByRole('heading', { level: 1, name: 'Beheerde resources' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(group(page, 'Werkplekken')).toContainText('120 resources');
      await expect(group(page, 'Werkplekken')).toContainText('Laatste controle:');
      await snap('issue16-managed-resources-nl-desktop');
    } finally {
      await restoreContoso(page);
    }
  });
});

test.describe('Managed resources on a phone (390 px), dark theme', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('fits the width without sideways scrolling, closed and opened', async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    await signIn('anna');
    await page.evaluate((key) => localStorage.setItem(key, 'theme-dark'), THEME_KEY);
    await openInventory(page);
    await expect(appRoot(page)).toHaveClass(/\btheme-dark\b/);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await group(page, 'Shared mailboxes').click();
    await expect(page.getByRole('region', { name: /Shared mailboxes/ })).toContainText(
      'zorgadministratie@contosozorg.example',
    );
    expect(await sidewaysOverflow(page)).toEqual([]);
    await expectAccessible(page, 'managed resources, dark, 390 px');
    await snap('issue16-managed-resources-dark-phone');
  });
});
