import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const axeSource = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

async function signIn(page: Page, name: string) {
  await page.goto('/account/login');
  await page.getByRole('button', { name: `Sign in as ${name}` }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/account/login'));
}

async function expectNoAxeViolations(page: Page) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return (await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations).toEqual([]);
}

const LICENCES = '/action/105';

test.describe('Office 365 licences', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'Anna');
    await page.goto(LICENCES);
    await expect(page.getByRole('heading', { name: 'Office 365 licences' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Microsoft 365 E3/ })).toBeVisible();
  });

  test('lists, sorts and searches the subscriptions, accessibly', async ({ page }) => {
    const firstColumn = () => page.locator('tbody tr td:first-child').allTextContents();
    expect(await firstColumn()).toEqual([...(await firstColumn())].sort((a, b) => a.localeCompare(b)));
    await page.getByRole('columnheader', { name: /Quantity/ }).click();
    const quantities = (await page.locator('tbody tr td:nth-child(5)').allTextContents()).map(Number);
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
    await page.getByLabel('Search subscriptions').fill('visio');
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('changes a quantity and shows a notification that turns to success', async ({ page }) => {
    await page.getByRole('button', { name: 'Change quantity of Power BI Pro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change licences: Power BI Pro' });
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Number of licences').fill('19');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'The number of licences of Power BI Pro is now 19.' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Power BI Pro/ })).toContainText('19');
    const tray = page.getByRole('region', { name: 'Notifications' });
    await expect(tray).toContainText('Licences of Power BI Pro changed to 19');
    await expectNoAxeViolations(page);
  });

  test('a quantity above the maximum creates a service request instead', async ({ page }) => {
    await page.getByRole('button', { name: 'Change quantity of Microsoft 365 E3' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Up to 50 licences are applied directly');
    await dialog.getByLabel('Number of licences').fill('60');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: /too high to be applied directly.*service request has been created instead with number: LIC-\d{6}/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Microsoft 365 E3/ })).not.toContainText('60');
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(/Quantity too high for Microsoft 365 E3: service request LIC-\d{6} created/);
  });

  test('a failed update keeps the input and names the subscription', async ({ page }) => {
    await page.route('**/api/subscriptions/*/quantity', (route) => route.fulfill({
      status: 500, contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on the server.' }),
    }));
    await page.getByRole('button', { name: 'Change quantity of Power BI Pro' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Number of licences').fill('21');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Licence update failed for Power BI Pro.');
    await expect(dialog.getByLabel('Number of licences')).toHaveValue('21');
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Licence update failed for Power BI Pro');
    await expectNoAxeViolations(page);
  });

  test("a failed load shows the spec's message", async ({ page }) => {
    await page.route('**/api/subscriptions', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('Unfortunately something went wrong. Please contact the team to resolve this.');
    await expectNoAxeViolations(page);
  });
});
