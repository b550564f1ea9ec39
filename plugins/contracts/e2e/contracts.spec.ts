import { readFile } from 'node:fs/promises';
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

const CONTRACTS = '/action/391064';
const THEME_KEY = 'msp-portal.theme';

async function openContracts(page: Page) {
  await page.goto(CONTRACTS);
  await contractsShown(page);
}

async function contractsShown(page: Page) {
  // The view and antd load lazily; a machine busy with other browsers can take longer than the usual 10 s.
  await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row', { name: /SLA Gold/ })).toBeAttached({ timeout: 30_000 });
}

test.describe('Contracts', () => {
  test('the menu item lists the contracts with their status; search and sort work, accessibly', async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    await signIn('anna');
    await waitForPortal(page);
    await mainNav(page).getByRole('link', { name: 'Contracts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('row', { name: /SLA Gold/ })).toContainText('Expiring');
    await expect(page.getByRole('row', { name: /Backup as a service 2023/ })).toContainText('Ended');
    await expect(page.getByRole('row', { name: /450 seats/ })).toContainText('Renews automatically');
    await expectAccessible();
    await snap('issue16-contracts-en-desktop');
    await page.getByRole('columnheader', { name: /Document name/ }).click();
    const names = await page.locator('tbody tr td:first-child').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    await page.getByLabel('Search contracts').fill('azure');
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr')).toContainText('Azure managed hosting');
  });

  test('downloads the signed document as a PDF', async ({ page, signIn }) => {
    await signIn('anna', CONTRACTS);
    await contractsShown(page);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download Contoso Zorg - Microsoft 365 support SLA Gold (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Contoso Zorg - Microsoft 365 support SLA Gold.pdf');
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  });
});

test.describe('Contracts in Dutch', () => {
  test.use({ locale: 'nl-NL' });

  test("Fabrikam's contracts", async ({ page, signIn, snap }) => {
    await signIn('anna', '/action/391066', { customer: 'fabrikam' });
    try {
      await expect(page.getByRole('heading', { level: 1, name: 'Contracten' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('row', { name: /Netwerkbeheer/ })).toContainText('Loopt binnenkort af');
      await snap('issue16-contracts-nl-desktop');
    } finally {
      await restoreContoso(page);
    }
  });
});

test.describe('Contracts on a phone (390 px), dark theme', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('fits the width without sideways scrolling; the table scrolls inside its box', async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    await signIn('anna');
    await page.evaluate((key) => localStorage.setItem(key, 'theme-dark'), THEME_KEY);
    await openContracts(page);
    await expect(appRoot(page)).toHaveClass(/\btheme-dark\b/);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await expectAccessible(page, 'contracts, dark, 390 px');
    await snap('issue16-contracts-dark-phone');
  });
});
