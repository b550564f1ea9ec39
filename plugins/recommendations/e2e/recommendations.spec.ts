import type { Page } from '@playwright/test';
import { expect, test, waitForPortal } from '../../../core/plugin-api/testing/e2e';

const RECOMMENDATIONS = '/action/106';

function momentFromNow(ms: number): string {
  const d = new Date(Date.now() + ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A recommendation the customer can still decide on that has an estimated saving, and the saving as the table
 * shows it (earlier tests in the worker may have accepted some, so none is named in advance).
 */
async function decidableWithSavings(page: Page): Promise<{ resource: string; savings: string }> {
  for (const row of await page.locator('tbody tr').all()) {
    const savings = (await row.locator('td:nth-child(6)').textContent())!.trim();
    if (savings !== '-' && (await row.getByRole('button').count()) > 0) {
      return { resource: (await row.locator('td:first-child').textContent())!.trim(), savings };
    }
  }
  throw new Error('No decidable recommendation with an estimated saving in the demo data');
}

/** The open dialog once its opening motion has finished: a click during the motion can miss its button on a busy machine. */
async function settledDialog(page: Page) {
  await expect(page.locator('.ant-modal')).not.toHaveClass(/ant-zoom-appear/);
  return page.getByRole('dialog');
}

test.describe('Azure recommendations', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn('anna', RECOMMENDATIONS);
    await waitForPortal(page);
    // The view and antd load lazily; a machine busy with other browsers can take longer than the usual 10 s.
    await expect(page.getByRole('heading', { name: 'Azure recommendations' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('row', { name: /vm-contoso-web-01/ })).toBeVisible({ timeout: 30_000 });
  });

  test('shows every state, Planned as consented, and filters by state, accessibly', async ({
    page,
    expectAccessible,
  }) => {
    const states = page.locator('tbody tr td:nth-child(5)');
    for (const label of ['New', 'Approved', 'Accepted by customer', 'Consented', 'Pending', 'Finished', 'Declined']) {
      await expect(states.filter({ hasText: new RegExp(`^${label}$`) }).first()).toBeVisible();
    }
    await expectAccessible();
    // A multiple choice: the list stays open after a choice. On a loaded machine a click can land while the
    // list is still opening; try again until the state is chosen (never clicking a chosen one, which unchooses it).
    const chosen = page.locator('.ant-select-selection-item', { hasText: /^Consented$/ });
    await expect(async () => {
      if ((await chosen.count()) === 0) {
        if ((await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count()) === 0)
          await page.getByLabel('Filter by state').click();
        await page.getByTitle('Consented').click({ timeout: 3000 });
      }
      await expect(chosen).toHaveCount(1, { timeout: 3000 });
    }).toPass({ timeout: 20_000 });
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
    await expect(
      page.getByRole('status').filter({ hasText: `You accepted the recommendation for ${resource}.` }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      `Recommendation for ${resource} accepted`,
    );
    await expectAccessible();
  });

  test('a failed acceptance keeps the moment and says what went wrong', async ({ page, expectAccessible }) => {
    await page.route('**/api/recommendations/*/accept', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 500,
          error: 'Internal Server Error',
          message: 'Something went wrong on the server.',
        }),
      }),
    );
    const review = page.getByRole('button', { name: /^Review recommendation for / }).first();
    const resource = (await review.getAttribute('aria-label'))!.replace('Review recommendation for ', '');
    const state = page.getByRole('row', { name: new RegExp(resource) }).locator('td:nth-child(5)');
    const before = await state.textContent();
    await review.click();
    const dialog = await settledDialog(page);
    const value = momentFromNow(86_400_000);
    await dialog.getByLabel('Apply the change on').fill(value);
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog.getByRole('alert')).toContainText(`The recommendation for ${resource} could not be accepted.`);
    await expect(dialog.getByLabel('Apply the change on')).toHaveValue(value);
    await expect(state).toHaveText(before!);
    await expectAccessible();
  });

  test('a failed load shows an error message and a retry', async ({ page, expectAccessible }) => {
    await page.route('**/api/recommendations', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.reload();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Unfortunately something went wrong. Please contact the team to resolve this.', {
      timeout: 30_000,
    });
    await expectAccessible();
    await page.unroute('**/api/recommendations');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('row', { name: /vm-contoso-web-01/ })).toBeVisible();
  });

  test('shows the estimated savings in the table and the dialog, and none where the data has none', async ({
    page,
    expectAccessible,
    snap,
  }) => {
    await expect(page.getByRole('columnheader', { name: /Estimated savings/ })).toBeVisible();
    const savingsOf = (resource: string) =>
      page.getByRole('row', { name: new RegExp(resource) }).locator('td:nth-child(6)');
    await expect(savingsOf('sql-contoso-reporting')).toHaveText(/^€1,234\.50 per month$/);
    await expect(savingsOf('vm-contoso-web-01')).toHaveText('€61.32 per month');
    await expect(savingsOf('plan-contoso-functions')).toHaveText('€420.00 per year');
    await expect(savingsOf('storage-contosologs')).toHaveText('-');
    await snap('issue10-recommendations-en-desktop');
    const { resource, savings } = await decidableWithSavings(page);
    await page.getByRole('button', { name: `Review recommendation for ${resource}` }).click();
    const dialog = page.getByRole('dialog', { name: `Recommendation for ${resource}` });
    await expect(dialog).toContainText(`Estimated savings: ${savings}`);
    await expectAccessible(page, 'recommendation dialog');
    await snap('issue10-recommendation-dialog-en-desktop');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Review recommendation for storage-contosologs' }).click();
    await expect(page.getByRole('dialog', { name: 'Recommendation for storage-contosologs' })).not.toContainText(
      'Estimated savings',
    );
  });

  test('declining leaves the state as it was and changes nothing on the server, savings included', async ({ page }) => {
    const before = await (await page.request.get('/api/recommendations')).json();
    const review = page.getByRole('button', { name: /^Review recommendation for / }).first();
    const resource = (await review.getAttribute('aria-label'))!.replace('Review recommendation for ', '');
    const row = page.getByRole('row', { name: new RegExp(resource) });
    const state = await row.locator('td:nth-child(5)').textContent();
    await review.click();
    const dialog = await settledDialog(page);
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.locator('td:nth-child(5)')).toHaveText(state!);
    await expect(page.getByRole('status').filter({ hasText: 'The recommendation itself is unchanged.' })).toBeVisible();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Your decline of the recommendation for ${resource} has been recorded.` }),
    ).toBeVisible();
    expect(await (await page.request.get('/api/recommendations')).json()).toEqual(before);
  });
});

test.describe('Azure recommendations on a phone and in Dutch', () => {
  const cases = [
    ['en', 'en-US', [['phone', 390]]],
    [
      'nl',
      'nl-NL',
      [
        ['phone', 390],
        ['desktop', 1366],
      ],
    ],
  ] as const;
  for (const [lang, locale, devices] of cases) {
    test.describe(lang, () => {
      test.use({ locale });

      test(`the table and the dialog fit ${devices.map(([, w]) => `${w} px`).join(' and ')}, savings in the reader's language (${lang})`, async ({
        page,
        signIn,
        expectAccessible,
        snap,
      }) => {
        test.slow(); // every width in one sign-in
        for (const [index, [device, width]] of devices.entries()) {
          await page.setViewportSize({ width, height: device === 'phone' ? 844 : 860 });
          // The first width opens the page as the sign-in lands, the next ones load it again.
          if (index === 0) await signIn('anna', RECOMMENDATIONS);
          else await page.goto(RECOMMENDATIONS);
          await expect(
            page.getByRole('heading', { name: lang === 'nl' ? 'Azure-aanbevelingen' : 'Azure recommendations' }),
          ).toBeVisible({ timeout: 30_000 });
          await expect(page.getByRole('row', { name: /sql-contoso-reporting/ })).toBeAttached({ timeout: 30_000 });
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          const savings = page.getByRole('row', { name: /sql-contoso-reporting/ }).locator('td:nth-child(6)');
          await expect(savings).toHaveText(lang === 'nl' ? /^€\s1\.234,50 per maand$/ : '€1,234.50 per month');
          await snap(`issue10-recommendations-${lang}-${device}`);
          const { resource, savings: shown } = await decidableWithSavings(page);
          const review = page.getByRole('button', {
            name: lang === 'nl' ? `Beoordelen: aanbeveling voor ${resource}` : `Review recommendation for ${resource}`,
          });
          await review.scrollIntoViewIfNeeded();
          await review.click();
          const dialog = page.getByRole('dialog');
          await expect(dialog).toContainText(
            `${lang === 'nl' ? 'Geschatte besparing' : 'Estimated savings'}: ${shown}`,
          );
          const box = (await page.locator('.ant-modal').boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
          const widest = await page.evaluate(() =>
            Math.max(
              ...[...document.querySelectorAll('.ant-modal-content *')].map((e) => e.getBoundingClientRect().right),
            ),
          );
          expect(widest).toBeLessThanOrEqual(width);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await expectAccessible(page, `recommendation dialog (${lang}, ${device})`);
          await snap(`issue10-recommendation-dialog-${lang}-${device}`);
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
      });
    });
  }
});
