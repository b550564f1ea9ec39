import { expect, mainNav, waitForPortal } from '../../../core/plugin-api/testing/e2e';
import { REFRESH_ROUTE, countRefreshes, embedEvents, expectRendered, isReportLog, reportFrame } from './helpers';
import { test } from './production-path';

/**
 * The report viewer on its production code path: the server runs without the demo emulator adapter and the
 * browser finds the emulator at https://app.powerbi.com (context.route). Demo tokens live 6 minutes.
 */

const SERVICE_OVERVIEW = 102;

test.describe('report viewer', () => {
  test('renders a report from the genuine embed URL in the full-screen viewer', async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    await signIn('anna', `/action/${SERVICE_OVERVIEW}`);
    const iframe = page.locator('.report-embed__frame iframe');
    await expect(iframe).toHaveAttribute(
      'src',
      /^https:\/\/app\.powerbi\.com\/reportEmbed\?reportId=demo-service-overview&groupId=[^&]+&uid=/,
    );
    await expect(iframe).toHaveAttribute('title', 'Report: Service overview');
    await expectRendered(page, 'overview');
    await expect(page.locator('body')).toHaveClass(/\bfull-screen\b/);
    await expect(reportFrame(page).getByRole('heading', { name: 'Tickets per month' })).toBeVisible();
    await expect(reportFrame(page).locator('.emu-tabs--bottom')).toBeVisible();
    await expect(reportFrame(page).locator('.emu-filters--collapsed')).toBeVisible();
    expect(await embedEvents(page, 'error')).toEqual([]);
    await snap('report-viewer-service-overview');
    await expectAccessible(page, 'report viewer');
  });

  test('page navigation works and a page change and a data selection reach the log endpoints', async ({
    page,
    signIn,
  }) => {
    await signIn('anna');
    const loaded = page.waitForRequest((r) => isReportLog(r, 'LogPageLoaded', SERVICE_OVERVIEW));
    await page.goto(`/action/${SERVICE_OVERVIEW}`);
    await expectRendered(page, 'overview');
    const first = (await loaded).postDataJSON();
    expect(first).toEqual({ Page: 'Overview', LoadTimeInMs: expect.any(Number) });

    const change = page.waitForRequest((r) => isReportLog(r, 'LogPageChange', SERVICE_OVERVIEW));
    await reportFrame(page).getByRole('tab', { name: 'SLA' }).click();
    await expectRendered(page, 'sla');
    expect((await change).postDataJSON()).toEqual({ Page: 'SLA' });
    await expect(reportFrame(page).getByRole('tab', { name: 'SLA' })).toHaveAttribute('aria-selected', 'true');

    const selection = page.waitForRequest((r) => isReportLog(r, 'LogDataSelected', SERVICE_OVERVIEW));
    const reloaded = page.waitForRequest(
      (r) => isReportLog(r, 'LogPageLoaded', SERVICE_OVERVIEW) && r.postDataJSON().Page === 'SLA',
    );
    await reportFrame(page)
      .getByRole('button', { name: /^Month Mar:/ })
      .click();
    expect((await selection).postDataJSON()).toEqual({ Page: 'SLA' });
    expect((await reloaded).postDataJSON()).toEqual({ Page: 'SLA', LoadTimeInMs: expect.any(Number) });
    expect(await embedEvents(page, 'dataSelected')).toHaveLength(1);
  });

  test('leaving the viewer clears the body marker', async ({ page, signIn }) => {
    await signIn('anna', `/action/${SERVICE_OVERVIEW}`);
    await expectRendered(page);
    await expect(page.locator('body')).toHaveClass(/\bfull-screen\b/);
    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    await expect(page.locator('body')).not.toHaveClass(/\bfull-screen\b/);
    await expect(page.locator('iframe[src*="reportEmbed"]')).toHaveCount(0);
  });

  // Twelve switches pass each report four times; the long run (200 switches, memory slope) is in npm run bench.
  test('12 report switches leave exactly one embed frame', async ({ page, signIn }) => {
    test.setTimeout(120_000);
    await signIn('anna');
    await waitForPortal(page);
    const reports = ['Service overview', 'SLA dashboard', 'Invoice analysis'];
    for (let i = 0; i < 12; i++) {
      await mainNav(page)
        .getByRole('link', { name: reports[i % reports.length], exact: true })
        .click();
      await expectRendered(page);
    }
    await expect(page.locator('iframe')).toHaveCount(1);
    expect(
      await page.evaluate(() => (window as unknown as { powerbi: { embeds: unknown[] } }).powerbi.embeds.length),
    ).toBe(1);
  });

  test('a dashboard, a tile and a single visual render', async ({ page, signIn }) => {
    await signIn('anna', '/action/150');
    await expect(page.locator('.report-embed__frame iframe')).toHaveAttribute(
      'src',
      /^https:\/\/app\.powerbi\.com\/dashboardEmbed\?dashboardId=demo-dashboard/,
    );
    await expectRendered(page);
    await expect(reportFrame(page).locator('.emu-tile')).toHaveCount(6);

    await page.goto('/action/151');
    await expect(page.locator('.report-embed__frame iframe')).toHaveAttribute(
      'src',
      /^https:\/\/app\.powerbi\.com\/embed\?dashboardId=demo-dashboard&tileId=tile-slaKpi/,
    );
    await expectRendered(page);
    await expect(reportFrame(page).getByRole('button', { name: 'SLA met this year' })).toBeVisible();

    await page.goto('/action/152');
    await expectRendered(page);
    await expect(reportFrame(page).locator('.emu-visual')).toHaveCount(1);
    await expect(reportFrame(page).getByRole('heading', { name: 'Tickets per month' })).toBeVisible();
    await expect(page.locator('.report-embed__frame iframe')).toHaveAttribute(
      'title',
      'Report visual: Tickets per month (visual)',
    );
  });

  test('over a two-hour session the token is refreshed before it expires and no TokenExpired occurs', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await page.clock.install();
    await signIn('anna');
    const refreshes = countRefreshes(page);
    await page.goto(`/action/${SERVICE_OVERVIEW}`);
    await expectRendered(page, 'overview');
    for (let minute = 0; minute < 120; minute += 2) {
      await page.clock.runFor(2 * 60_000);
      await page.waitForTimeout(20);
    }
    expect(refreshes.count).toBeGreaterThanOrEqual(10);
    await reportFrame(page).getByRole('tab', { name: 'Costs' }).click();
    await expectRendered(page, 'costs');
    expect((await embedEvents(page, 'error')).filter((e) => JSON.stringify(e.body).includes('TokenExpired'))).toEqual(
      [],
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('an expired token recovers through the error path back to the page the user was on', async ({
    page,
    signIn,
  }) => {
    await page.clock.install();
    await signIn('anna', `/action/${SERVICE_OVERVIEW}`);
    await expectRendered(page, 'overview');
    await reportFrame(page).getByRole('tab', { name: 'SLA' }).click();
    await expectRendered(page, 'sla');

    // Refreshes fail while the token runs out. Every refresh started in that window must be answered by the
    // failing route before it is removed; one still in flight would otherwise renew the token.
    let started = 0;
    let answered = 0;
    await page.route(REFRESH_ROUTE, async (route) => {
      started += 1;
      await route.fulfill({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'down' } });
      answered += 1;
    });
    await page.clock.runFor(7 * 60_000);
    await page.waitForTimeout(200);
    await expect.poll(() => started - answered).toBe(0);
    expect(started).toBeGreaterThan(0);
    await page.unroute(REFRESH_ROUTE);

    const refreshed = page.waitForResponse((r) => r.url().includes('/RefreshEmbedTokenForAction/') && r.ok());
    await reportFrame(page).getByRole('tab', { name: 'Costs' }).click();
    await refreshed;
    await expect
      .poll(async () => (await embedEvents(page, 'error')).map((e) => (e.body as { message?: string }).message))
      .toContain('TokenExpired');
    await expectRendered(page, 'sla');
    await expect(reportFrame(page).getByRole('tab', { name: 'SLA' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(1);
  });

  for (const [type, label] of [
    ['development', 'ONTWIKKEL'],
    ['test', 'TEST'],
    ['acceptance', 'ACCEPTATIE'],
    ['production', null],
  ] as const) {
    test(`the environment banner for ${type}`, async ({ page, signIn }) => {
      await page.route('**/app/publicsettings', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), environmentType: type } });
      });
      await signIn('anna', `/action/${SERVICE_OVERVIEW}`);
      await expectRendered(page);
      const banner = page.locator('.environment-banner');
      if (label === null) {
        await expect(banner).toHaveCount(0);
      } else {
        await expect(banner).toHaveText(label);
        await expect(banner).toHaveClass(new RegExp(`environment-banner--${type}`));
      }
    });
  }
});
