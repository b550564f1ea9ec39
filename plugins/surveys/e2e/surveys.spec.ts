import { appRoot, expect, mainNav, sidewaysOverflow, test, waitForPortal } from '../../../core/plugin-api/testing/e2e';

const SURVEYS_PAGE = '/action/162';

test.describe('questionnaires', () => {
  test('answers a survey: refused without required answers, saved as a draft, continued after a reload, submitted, then read-only', async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    await signIn('anna');
    await waitForPortal(page);
    await mainNav(page).getByRole('link', { name: 'Questionnaires' }).click();
    await expect(page.getByRole('heading', { name: 'Questionnaires', level: 1 })).toBeVisible();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: 'ONB-01' })).toContainText('Completed on');
    await expectAccessible();
    await snap('surveys-list-en-desktop');

    await page.getByRole('button', { name: 'Answer Yearly satisfaction survey 2026' }).click();
    await expect(page).toHaveURL(/survey=srv-contoso-sat-2026/);
    await expect(page.getByRole('heading', { name: 'Yearly satisfaction survey 2026' })).toBeVisible();
    await page.getByLabel('What could we do better? (optional)').fill('Answer the phone faster on Monday mornings.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Some answers need your attention. Nothing was saved.')).toBeVisible();
    await expect(page.getByText('Answer this question.')).toHaveCount(4);
    await expect(page.getByLabel('What could we do better? (optional)')).toHaveValue(
      'Answer the phone faster on Monday mornings.',
    );
    await expectAccessible();
    await snap('surveys-form-errors-en-desktop');

    const overall = page.getByRole('group', { name: /How satisfied are you with our services overall/ });
    await overall.locator('label').filter({ hasText: /^4$/ }).click();
    await page.getByRole('button', { name: 'Save and continue later' }).click();
    await expect(page.getByText('Your answers are saved. You can continue later.')).toBeVisible();

    await page.reload();
    await expect(overall.getByRole('radio', { name: '4' })).toBeChecked();
    await expect(page.getByLabel('What could we do better? (optional)')).toHaveValue(
      'Answer the phone faster on Monday mornings.',
    );
    await page.getByRole('button', { name: 'All questionnaires' }).click();
    await expect(rows.filter({ hasText: 'SAT-2026' })).toContainText('Draft saved');
    await page.getByRole('button', { name: 'Continue Yearly satisfaction survey 2026' }).click();

    await page
      .getByRole('group', { name: /How satisfied are you with the service desk/ })
      .locator('label')
      .filter({ hasText: /^5$/ })
      .click();
    await page.getByRole('radio', { name: 'Through the portal' }).check();
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thank you! Your answers have been submitted.')).toBeVisible();
    await expect(page.getByText(/The answers can no longer be changed/)).toBeVisible();
    await expect(page.getByText('4 out of 5')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await expectAccessible();
    await snap('surveys-submitted-en-desktop');
    await page.getByRole('button', { name: 'All questionnaires' }).click();
    await expect(rows.filter({ hasText: 'SAT-2026' })).toContainText('Completed on');
  });

  test.describe('on a phone, in the dark theme', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the list, a form and the read-only answers fit the screen', async ({
      page,
      signIn,
      expectAccessible,
      snap,
    }) => {
      await page.addInitScript(() => localStorage.setItem('msp-portal.theme', 'theme-dark'));
      await signIn('anna', SURVEYS_PAGE);
      await expect(appRoot(page)).toHaveClass(/theme-dark/);
      await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(3);
      expect(await sidewaysOverflow(page)).toEqual([]);
      await expectAccessible();
      await snap('surveys-list-en-390-dark');

      await page.goto(`${SURVEYS_PAGE}?survey=srv-contoso-security`);
      await expect(page.getByRole('heading', { name: 'Security awareness check' })).toBeVisible();
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Answer this question.')).toHaveCount(2);
      expect(await sidewaysOverflow(page)).toEqual([]);
      await expectAccessible();
      await snap('surveys-form-en-390-dark');

      await page.goto(`${SURVEYS_PAGE}?survey=srv-contoso-onboarding`);
      await expect(page.getByText('26 to 100')).toBeVisible();
      expect(await sidewaysOverflow(page)).toEqual([]);
      await expectAccessible();
      await snap('surveys-answers-en-390-dark');
    });
  });
});
