import { expect, test, waitForPortal } from '../../../core/plugin-api/testing/e2e';

const RECOMMENDATIONS = '/action/106';

function momentFromNow(ms: number): string {
  const d = new Date(Date.now() + ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

test.describe('Azure recommendations', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn('anna');
    await page.goto(RECOMMENDATIONS);
    await waitForPortal(page);
    await expect(page.getByRole('heading', { name: 'Azure recommendations' })).toBeVisible();
    await expect(page.getByRole('row', { name: /vm-contoso-web-01/ })).toBeVisible();
  });

  test('shows every state, Planned as consented, and filters by state, accessibly', async ({ page, expectAccessible }) => {
    const states = page.locator('tbody tr td:nth-child(5)');
    for (const label of ['New', 'Approved', 'Accepted by customer', 'Consented', 'Pending', 'Finished', 'Declined']) {
      await expect(states.filter({ hasText: new RegExp(`^${label}$`) }).first()).toBeVisible();
    }
    await expectAccessible();
    await page.getByLabel('Filter by state').click();
    await page.getByTitle('Consented').click();
    await page.keyboard.press('Escape');
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr')).toContainText('vm-contoso-build-03');
  });

  test('accepts with a future moment and posts a notification', async ({ page, expectAccessible }) => {
    const review = page.getByRole('button', { name: /^Review recommendation for / }).last();
    const resource = (await review.getAttribute('aria-label'))!.replace('Review recommendation for ', '');
    await review.click();
    const dialog = page.getByRole('dialog', { name: `Recommendation for ${resource}` });
    const moment = dialog.getByLabel('Apply the change on');
    await moment.fill(momentFromNow(-3_600_000));
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The moment must be in the future.');
    await moment.fill(momentFromNow(2 * 86_400_000));
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(resource) })).toContainText('Accepted by customer');
    await expect(page.getByRole('status').filter({ hasText: `You accepted the recommendation for ${resource}.` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(`Recommendation for ${resource} accepted`);
    await expectAccessible();
  });

  test('declining leaves the state as it was', async ({ page }) => {
    const review = page.getByRole('button', { name: /^Review recommendation for / }).first();
    const resource = (await review.getAttribute('aria-label'))!.replace('Review recommendation for ', '');
    const row = page.getByRole('row', { name: new RegExp(resource) });
    const state = await row.locator('td:nth-child(5)').textContent();
    await review.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.locator('td:nth-child(5)')).toHaveText(state!);
    await expect(page.getByRole('status').filter({ hasText: 'The recommendation itself is unchanged.' })).toBeVisible();
  });

  test('a failed acceptance keeps the moment and says what went wrong', async ({ page, expectAccessible }) => {
    await page.route('**/api/recommendations/*/accept', (route) => route.fulfill({
      status: 500, contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on the server.' }),
    }));
    const review = page.getByRole('button', { name: /^Review recommendation for / }).first();
    const resource = (await review.getAttribute('aria-label'))!.replace('Review recommendation for ', '');
    const state = page.getByRole('row', { name: new RegExp(resource) }).locator('td:nth-child(5)');
    const before = await state.textContent();
    await review.click();
    const dialog = page.getByRole('dialog');
    const value = momentFromNow(86_400_000);
    await dialog.getByLabel('Apply the change on').fill(value);
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog.getByRole('alert')).toContainText(`The recommendation for ${resource} could not be accepted.`);
    await expect(dialog.getByLabel('Apply the change on')).toHaveValue(value);
    await expect(state).toHaveText(before!);
    await expectAccessible();
  });

  test('a failed load shows an error message', async ({ page, expectAccessible }) => {
    await page.route('**/api/recommendations', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('Unfortunately something went wrong. Please contact the team to resolve this.');
    await expectAccessible();
  });
});
