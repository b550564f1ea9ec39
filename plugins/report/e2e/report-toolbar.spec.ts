import type { Page } from '@playwright/test';
import { expect } from '../../../core/plugin-api/testing/e2e';
import { embedEvents, expectRendered, reportFrame } from './helpers';
import { test } from './production-path';

/**
 * Issue #12 item 5 (a slice): the viewer's toolbar (title, full screen, print, refresh, reset filters, copy
 * link) and the report page in the URL (`/action/{id}?page=`), on the production code path: the browser
 * finds the emulator at https://app.powerbi.com.
 */

const SERVICE_OVERVIEW = 102;
const toolbar = (page: Page) => page.getByRole('group', { name: /^(Report actions|Rapportacties)$/ });

test.describe('report toolbar', () => {
  test('title, buttons, the page in the URL, copy link, refresh and reset filters', async ({
    page,
    context,
    signIn,
    expectAccessible,
    snap,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn('anna', `/action/${SERVICE_OVERVIEW}`);
    await expectRendered(page, 'overview');

    await expect(page.getByRole('heading', { level: 1, name: 'Service overview' })).toBeVisible();
    for (const name of ['Full screen', 'Print', 'Refresh', 'Reset filters', 'Export', 'Bookmarks', 'Copy link']) {
      await expect(toolbar(page).getByRole('button', { name })).toBeEnabled();
    }

    // A page change replaces the URL (no new history entry); the same URL opens the same page.
    const historyLength = await page.evaluate(() => window.history.length);
    await reportFrame(page).getByRole('tab', { name: 'SLA' }).click();
    await expectRendered(page, 'sla');
    await expect(page).toHaveURL(new RegExp(`/action/${SERVICE_OVERVIEW}\\?page=sla$`));
    expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
    await page.reload();
    await expectRendered(page, 'sla');
    await expect(reportFrame(page).getByRole('tab', { name: 'SLA' })).toHaveAttribute('aria-selected', 'true');

    // Copy link: the URL with the page, and a confirmation.
    await toolbar(page).getByRole('button', { name: 'Copy link' }).click();
    await expect(page.locator('.ant-message')).toContainText('Link copied to the clipboard');
    await expect(page.locator('.report-toolbar__status')).toHaveText('Link copied to the clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL(`/action/${SERVICE_OVERVIEW}?page=sla`, page.url()).toString(),
    );

    // Refresh draws the report again; Reset filters loads it again on the same page.
    const rendered = (await embedEvents(page, 'rendered')).length;
    await toolbar(page).getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(async () => (await embedEvents(page, 'rendered')).length).toBeGreaterThan(rendered);
    const loaded = (await embedEvents(page, 'loaded')).length;
    await toolbar(page).getByRole('button', { name: 'Reset filters' }).click();
    await expect.poll(async () => (await embedEvents(page, 'loaded')).length).toBeGreaterThan(loaded);
    await expectRendered(page, 'sla');
    await expect(page).toHaveURL(/\?page=sla$/);
    expect(await embedEvents(page, 'error')).toEqual([]);
    await expect(page.getByRole('alert')).toHaveCount(0);

    await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
    await page.mouse.move(0, 500);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await snap('issue12-toolbar-en');
    await expectAccessible(page, 'report viewer with its toolbar');
  });

  test('full screen shows the frame full screen; Escape leaves', async ({ page, signIn }) => {
    await signIn('anna', `/action/${SERVICE_OVERVIEW}`);
    await expectRendered(page, 'overview');
    await toolbar(page).getByRole('button', { name: 'Full screen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName ?? null)).toBe('IFRAME');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName ?? null)).toBeNull();
  });

  test('an unknown page in the URL opens the default page without an error', async ({ page, signIn }) => {
    await signIn('anna', `/action/${SERVICE_OVERVIEW}?page=no-such-page`);
    await expectRendered(page, 'overview');
    await expect(page).toHaveURL(new RegExp(`/action/${SERVICE_OVERVIEW}\\?page=overview$`));
    expect(await embedEvents(page, 'error')).toEqual([]);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test.describe('in Dutch', () => {
    test.use({ locale: 'nl-NL' });

    test('the toolbar speaks Dutch', async ({ page, signIn, expectAccessible, snap }) => {
      await signIn('anna', `/action/${SERVICE_OVERVIEW}`);
      await expectRendered(page, 'overview');
      for (const name of [
        'Volledig scherm',
        'Afdrukken',
        'Vernieuwen',
        'Filters herstellen',
        'Exporteren',
        'Bladwijzers',
        'Link kopiëren',
      ]) {
        await expect(toolbar(page).getByRole('button', { name })).toBeVisible();
      }
      await snap('issue12-toolbar-nl');
      await expectAccessible(page, 'report viewer with its toolbar (nl)');
    });

    test('on a narrower desktop the commands drop their labels first, then the others; the title keeps its room', async ({
      page,
      signIn,
    }) => {
      const button = (name: string) => toolbar(page).getByRole('button', { name });
      const titleWidth = async () => (await page.locator('.report-toolbar__title').boundingBox())?.width ?? 0;
      await page.setViewportSize({ width: 1366, height: 768 });
      await signIn('anna', `/action/${SERVICE_OVERVIEW}`);
      await expectRendered(page, 'overview');
      // Dutch labels are longer: at a common laptop width the commands go to icons and the rest keep their words.
      await expect(button('Volledig scherm')).not.toContainText('Volledig scherm');
      await expect(button('Bladwijzers')).toContainText('Bladwijzers');
      await expect(button('Link kopiëren')).toContainText('Link kopiëren');
      expect(await titleWidth()).toBeGreaterThanOrEqual(160);
      await page.setViewportSize({ width: 1024, height: 768 });
      await expect(button('Volledig scherm')).not.toContainText('Volledig scherm');
      await expect(button('Bladwijzers')).toContainText('Bladwijzers');
      expect(await titleWidth()).toBeGreaterThanOrEqual(160);
      await page.setViewportSize({ width: 800, height: 768 });
      await expect(button('Bladwijzers')).not.toContainText('Bladwijzers');
      expect(await titleWidth()).toBeGreaterThanOrEqual(160);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the toolbar does not overflow: commands move into More', async ({ page, signIn, expectAccessible, snap }) => {
      await signIn('anna', `/action/${SERVICE_OVERVIEW}`);
      await expectRendered(page, 'overview');
      await expect(toolbar(page).getByRole('button', { name: 'Copy link' })).toBeVisible();
      await expect(toolbar(page).getByRole('button', { name: 'Print' })).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const box = await page.locator('.report-toolbar').boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
      await snap('issue12-toolbar-phone');
      await expectAccessible(page, 'report viewer on a phone');

      await toolbar(page).getByRole('button', { name: 'More' }).click();
      await expect(page.getByRole('menuitem')).toHaveText([
        'Full screen',
        'Print',
        'Refresh',
        'Reset filters',
        'Export to PDF',
        'Export to PowerPoint',
        'Bookmarks',
      ]);
      await expect(page.getByRole('menuitem', { name: 'Refresh' })).toBeEnabled();
      // The menu opens with a motion: click its item once that has finished.
      await expect(page.locator('.ant-dropdown')).not.toHaveClass(/-(appear|enter)/);
      const rendered = (await embedEvents(page, 'rendered')).length;
      await page.getByRole('menuitem', { name: 'Refresh' }).click();
      await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
      await expect.poll(async () => (await embedEvents(page, 'rendered')).length).toBeGreaterThan(rendered);
      expect(await embedEvents(page, 'error')).toEqual([]);
    });
  });
});
