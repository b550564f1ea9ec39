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

const RECOMMENDATIONS = '/action/106';

function momentFromNow(ms: number): string {
  const d = new Date(Date.now() + ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

test.describe('Azure recommendations', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'Anna');
    await page.goto(RECOMMENDATIONS);
    await expect(page.getByRole('heading', { name: 'Azure recommendations' })).toBeVisible();
    await expect(page.getByRole('row', { name: /vm-contoso-web-01/ })).toBeVisible();
  });

  test('shows every state, Planned as consented, and filters by state, accessibly', async ({ page }) => {
    const states = page.locator('tbody tr td:nth-child(5)');
    for (const label of ['New', 'Approved', 'Accepted by customer', 'Consented', 'Pending', 'Finished', 'Declined']) {
      await expect(states.filter({ hasText: new RegExp(`^${label}$`) }).first()).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.getByLabel('Filter by state').click();
    await page.getByTitle('Consented').click();
    await page.keyboard.press('Escape');
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr')).toContainText('vm-contoso-build-03');
  });

  test('accepts with a future moment and posts a notification', async ({ page }) => {
    await page.getByRole('button', { name: 'Review recommendation for storage-contosologs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recommendation for storage-contosologs' });
    const moment = dialog.getByLabel('Apply the change on');
    await moment.fill(momentFromNow(-3_600_000));
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The moment must be in the future.');
    await moment.fill(momentFromNow(2 * 86_400_000));
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: /storage-contosologs/ })).toContainText('Accepted by customer');
    await expect(page.getByRole('status').filter({ hasText: 'You accepted the recommendation for storage-contosologs.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Recommendation for storage-contosologs accepted');
    await expectNoAxeViolations(page);
  });

  test('declining leaves the state as it was', async ({ page }) => {
    await page.getByRole('button', { name: 'Review recommendation for sql-contoso-reporting' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: /sql-contoso-reporting/ })).toContainText('Approved');
    await expect(page.getByRole('status').filter({ hasText: 'The recommendation itself is unchanged.' })).toBeVisible();
  });

  test('a failed acceptance keeps the moment and says what went wrong', async ({ page }) => {
    await page.route('**/api/recommendations/*/accept', (route) => route.fulfill({
      status: 500, contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on the server.' }),
    }));
    await page.getByRole('button', { name: 'Review recommendation for vm-contoso-web-01' }).click();
    const dialog = page.getByRole('dialog');
    const value = momentFromNow(86_400_000);
    await dialog.getByLabel('Apply the change on').fill(value);
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog.getByRole('alert')).toContainText('The recommendation for vm-contoso-web-01 could not be accepted.');
    await expect(dialog.getByLabel('Apply the change on')).toHaveValue(value);
    await expect(page.getByRole('row', { name: /vm-contoso-web-01/ })).toContainText('New');
    await expectNoAxeViolations(page);
  });

  test('a failed load shows an error message', async ({ page }) => {
    await page.route('**/api/recommendations', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('Unfortunately something went wrong. Please contact the team to resolve this.');
    await expectNoAxeViolations(page);
  });
});
