import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect } from '../../../core/plugin-api/testing/e2e';
import { embedEvents, expectRendered, reportFrame } from './helpers';
import { test } from './production-path';

/**
 * Issue #12 item 5: export to PDF and PowerPoint (progress, then a download) and personal bookmarks (capture,
 * name, apply, delete), through the real powerbi-client, the portal's API and the emulator served as
 * https://app.powerbi.com (the production code path).
 */

const SERVICE_OVERVIEW = 102;
const toolbar = (page: Page) => page.getByRole('group', { name: /^(Report actions|Rapportacties)$/ });

/** The menu opens with a motion: a click during it can miss the item, so wait until it has finished. */
async function menuSettled(page: Page): Promise<void> {
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(1);
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).not.toHaveClass(/-(appear|enter)/);
}

async function openReport(page: Page, signIn: (user: 'anna', to: string) => Promise<void>): Promise<void> {
  await signIn('anna', `/action/${SERVICE_OVERVIEW}`);
  await expectRendered(page, 'overview');
}

test.describe('export and bookmarks', () => {
  test('exports the report to PDF with progress and downloads the file', async ({
    page,
    signIn,
    snap,
    expectAccessible,
  }) => {
    await openReport(page, signIn);
    const download = page.waitForEvent('download', { timeout: 20_000 });
    await toolbar(page).getByRole('button', { name: 'Export' }).click();
    await menuSettled(page);
    await page.getByRole('menuitem', { name: 'Export to PDF' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export to PDF' });
    await expect(dialog.getByText(/^Exporting “Service overview”: [1-9]\d?% done$/)).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
    await snap('issue12-export-progress-en');
    await expectAccessible(page, 'export in progress');
    const file = await download;
    expect(file.suggestedFilename()).toBe('Service overview.pdf');
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    // The viewer's state went with the export.
    expect(bytes.toString('latin1')).toContain("With the viewer's current page, filters and slicers");
    await expect(dialog.getByText('“Service overview” is ready. The download has started.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('keeps a bookmark of the current page and opens it again, after a reload too; deletes it', async ({
    page,
    signIn,
    snap,
    expectAccessible,
  }) => {
    await openReport(page, signIn);
    await reportFrame(page).getByRole('tab', { name: 'SLA' }).click();
    await expectRendered(page, 'sla');

    await toolbar(page).getByRole('button', { name: 'Bookmarks' }).click();
    const panel = page.getByRole('dialog', { name: 'My bookmarks' });
    await expect(panel.getByText('You have no bookmarks for this report yet.')).toBeVisible();
    // An empty name is refused in place.
    await panel.getByRole('button', { name: 'Add bookmark' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Enter a name.');
    await panel.getByLabel('Bookmark name').fill('SLA this month');
    await panel.getByLabel('Bookmark name').press('Enter');
    await expect(panel.getByRole('button', { name: 'Open bookmark SLA this month' })).toBeVisible();
    await expect(panel.getByLabel('Bookmark name')).toHaveValue('');
    await snap('issue12-bookmarks-en');
    await expectAccessible(page, 'bookmarks panel');
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();

    // Elsewhere in the report, then back through the bookmark.
    await reportFrame(page).getByRole('tab', { name: 'Costs' }).click();
    await expectRendered(page, 'costs');
    await page.reload();
    await expectRendered(page, 'costs');
    const applied = (await embedEvents(page, 'bookmarkApplied')).length;
    await toolbar(page).getByRole('button', { name: 'Bookmarks' }).click();
    await panel.getByRole('button', { name: 'Open bookmark SLA this month' }).click();
    await expectRendered(page, 'sla');
    await expect(page).toHaveURL(/\?page=sla$/);
    await expect.poll(async () => (await embedEvents(page, 'bookmarkApplied')).length).toBe(applied + 1);

    await toolbar(page).getByRole('button', { name: 'Bookmarks' }).click();
    await panel.getByRole('button', { name: 'Delete bookmark SLA this month' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(panel.getByText('You have no bookmarks for this report yet.')).toBeVisible();
    expect(await embedEvents(page, 'error')).toEqual([]);
  });

  test.describe('in Dutch', () => {
    test.use({ locale: 'nl-NL' });

    test('export progress and bookmarks speak Dutch', async ({ page, signIn, snap }) => {
      await openReport(page, signIn);
      // The emulated export takes three seconds; a busy machine's screenshot can outlast it, and Cancel is gone
      // once it is done. The job's real answers pass, but a finished one is told as still running, so this
      // test cancels an export in progress at any speed.
      await page.route(`**/api/report/exports/${SERVICE_OVERVIEW}/*`, async (route) => {
        const answer = await route.fetch();
        const job = (await answer.json()) as { status: string; percentComplete: number };
        const running = job.status === 'Succeeded' ? { ...job, status: 'Running', percentComplete: 99 } : job;
        await route.fulfill({ response: answer, json: running });
      });
      await toolbar(page).getByRole('button', { name: 'Exporteren' }).click();
      await menuSettled(page);
      await page.getByRole('menuitem', { name: 'Exporteren naar PowerPoint' }).click();
      const dialog = page.getByRole('dialog', { name: 'Exporteren naar PowerPoint' });
      await expect(dialog.getByText(/^“Serviceoverzicht” wordt geëxporteerd: [1-9]\d?% klaar$/)).toBeVisible({
        timeout: 10_000,
      });
      await snap('issue12-export-progress-nl');
      await dialog.getByRole('button', { name: 'Annuleren' }).click();
      await expect(dialog).toBeHidden();

      await toolbar(page).getByRole('button', { name: 'Bladwijzers' }).click();
      const panel = page.getByRole('dialog', { name: 'Mijn bladwijzers' });
      await panel.getByLabel('Naam van de bladwijzer').fill('Overzicht');
      await panel.getByRole('button', { name: 'Bladwijzer toevoegen' }).click();
      await expect(panel.getByRole('button', { name: 'Bladwijzer Overzicht openen' })).toBeVisible();
      await snap('issue12-bookmarks-nl');
    });
  });
});
