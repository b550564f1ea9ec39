import { request as playwrightRequest } from '@playwright/test';
import {
  appRoot,
  chooseOption,
  expect,
  mainNav,
  sidewaysOverflow,
  test,
  waitForPortal,
} from '../../../core/plugin-api/testing/e2e';
import { DEMO_EVENTS_PUSH_TOKEN, EventPaths } from '../contract';

const EVENTS_PAGE = '/action/161';

test.describe('events list', () => {
  test('lists the newest events first, filters with the filters in the address, pages, and opens a detail', async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    await signIn('anna');
    await waitForPortal(page);
    await mainNav(page).getByRole('link', { name: 'Events' }).click();
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toContainText('Suspicious sign-in blocked');
    await expect(rows).toHaveCount(20);
    await expect(page.getByText('25 events')).toBeVisible();
    await page
      .getByRole('button', { name: 'Show the details of Suspicious sign-in blocked for j.devries@contoso.example' })
      .click();
    await expect(page.getByText(/blocked by Conditional Access/)).toBeVisible();
    await expectAccessible();
    await snap('events-en-desktop');

    await chooseOption(
      page,
      page.getByRole('combobox', { name: 'Type' }),
      page.locator('.ant-select-item-option').filter({ hasText: /^Backup$/ }),
    );
    await expect(page).toHaveURL(/\?type=backup$/);
    await expect(rows.first()).toContainText('Nightly backup completed: 14 of 14 servers');
    await page.getByRole('searchbox', { name: 'Search' }).fill('restore');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/type=backup&q=restore/);
    await expect(rows).toHaveCount(1);
    await page.reload();
    await expect(rows).toHaveCount(1);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('restore');
    await page.goBack();
    await expect(page).toHaveURL(/\?type=backup$/);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');

    await page.getByLabel('From', { exact: true }).fill('2026-11-20');
    await page.getByLabel('To', { exact: true }).fill('2026-11-01');
    await expect(page.getByRole('alert').filter({ hasText: 'The end date lies before the start date' })).toBeVisible();
    await expect(page.getByLabel('To', { exact: true })).toHaveValue('2026-11-01');
  });

  test('moves to the second page and back with the browser', async ({ page, signIn }) => {
    await signIn('anna', EVENTS_PAGE);
    await waitForPortal(page);
    await page.getByRole('listitem', { name: '2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(5);
    await page.goBack();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(20);
  });

  test('a pushed event reaches the tray of the Contoso user and not that of the Northwind user', async ({
    page,
    browser,
    signIn,
    server,
  }) => {
    const title = `Emergency maintenance of the mail gateway ${Date.now()}`;
    const systems = await playwrightRequest.newContext({ baseURL: server.baseURL });
    const pushed = await systems.post(EventPaths.push, {
      headers: { authorization: `Bearer ${DEMO_EVENTS_PUSH_TOKEN}` },
      data: { customerId: 'contoso', type: 'maintenance', title, detail: 'The gateway restarts at 22:00.' },
    });
    expect(pushed.status()).toBe(201);
    expect(await pushed.json()).toMatchObject({ notified: true });
    await systems.dispose();

    await signIn('anna', EVENTS_PAGE);
    await waitForPortal(page);
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText(title);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: title }),
    ).toBeVisible();

    const bramsContext = await browser.newContext({ baseURL: server.baseURL, locale: 'nl-NL' });
    const bramsPage = await bramsContext.newPage();
    await signIn('bram', bramsPage);
    await waitForPortal(bramsPage, 'Hoofdnavigatie');
    await bramsPage.getByRole('button', { name: /^Meldingen/ }).click();
    const bramsTray = bramsPage.getByRole('region', { name: 'Meldingen' });
    await expect(bramsTray).toBeVisible();
    await expect(bramsTray.getByText(title)).toHaveCount(0);
    await bramsContext.close();
  });

  test.describe('on a phone, in the dark theme', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('fits the screen and stays readable', async ({ page, signIn, expectAccessible, snap }) => {
      await page.addInitScript(() => localStorage.setItem('msp-portal.theme', 'theme-dark'));
      await signIn('anna', `${EVENTS_PAGE}?type=incident`);
      await expect(appRoot(page)).toHaveClass(/theme-dark/);
      await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
      await page
        .getByRole('button', { name: /^Show the details of/ })
        .first()
        .click();
      expect(await sidewaysOverflow(page)).toEqual([]);
      await expectAccessible();
      await snap('events-en-390-dark');
    });
  });
});
