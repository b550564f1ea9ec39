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

test.describe('notifications tray', () => {
  test('opens from the bell, closes with Escape and survives a reload', async ({ page }) => {
    await signIn(page, 'Anna');
    await page.goto('/action/105');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await bell.click();
    const tray = page.getByRole('region', { name: 'Notifications' });
    await expect(tray).toBeVisible();
    await expect(tray.getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(tray).toBeHidden();
    await expect(bell).toBeFocused();

    await page.getByRole('button', { name: 'Change quantity of Visio Plan 2' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Number of licences').fill('5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(tray).toBeVisible();
    const item = tray.getByRole('listitem').filter({ hasText: 'Licences of Visio Plan 2 changed to 5' });
    await expect(item).toHaveAttribute('data-status', 'success');
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Licences of Visio Plan 2 changed to 5: Succeeded' })).toHaveCount(1);

    await page.reload();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(tray.getByRole('listitem').filter({ hasText: 'Licences of Visio Plan 2 changed to 5' }).first()).toBeVisible();
  });

  test('shows a pending item with a spinner, then marks the failure', async ({ page }) => {
    await signIn(page, 'Anna');
    await page.goto('/action/105');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/api/subscriptions/*/quantity', async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }) });
    });
    await page.getByRole('button', { name: 'Change quantity of Power BI Pro' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Number of licences').fill('22');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread/ });
    await expect(bell).toHaveAttribute('aria-busy', 'true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await bell.click();
    const tray = page.getByRole('region', { name: 'Notifications' });
    const pending = tray.locator('li[data-status="pending"]');
    await expect(pending).toContainText('Changing licences of Power BI Pro to 22');
    await expect(pending.locator('.ant-spin')).toBeVisible();
    release();
    await expect(tray.locator('li[data-status="failure"]').first()).toContainText('Licence update failed for Power BI Pro');
  });
});
