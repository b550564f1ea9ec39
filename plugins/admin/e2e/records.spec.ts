import { readFile } from 'node:fs/promises';
import { chooseOption, expect, test, waitForPortal } from '../../../core/plugin-api/testing/e2e';

const DOCUMENT = `Walk-through SOC contract ${Date.now().toString(36)}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test.describe('Records maintained without SQL', () => {
  test('a provider administrator adds a contract with its signed document; the customer downloads it', async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    test.setTimeout(180_000);
    await signIn('petra');
    await waitForPortal(page);
    await page.getByRole('group', { name: 'Administration' }).getByRole('link', { name: 'Records' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Records of a customer' })).toBeVisible({
      timeout: 30_000,
    });
    await chooseOption(
      page,
      page.getByRole('combobox', { name: 'Customer' }),
      page.getByTitle('Contoso Zorg (contoso)'),
    );
    await chooseOption(page, page.getByRole('combobox', { name: 'Record type' }), page.getByTitle('Contracts'));
    await expect(page.getByRole('row', { name: /SLA Gold/ })).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, 'records');

    await page.getByRole('button', { name: 'Add a record' }).click();
    const drawer = page.getByRole('dialog', { name: 'New record' });
    await drawer.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(drawer.getByLabel('Your id *')).toHaveAttribute('aria-invalid', 'true');
    await drawer.getByLabel('Your id *').fill(`WALK-${Date.now().toString(36)}`);
    await drawer.getByLabel('Document name *').fill(DOCUMENT);
    await drawer.getByLabel('Signed on *').fill('2026-11-02');
    await drawer.getByLabel('Service *').fill('Security operations');
    await drawer.getByLabel('Start date *').fill('2026-12-01');
    await drawer.getByLabel('Signed document (PDF)').setInputFiles({
      name: 'signed.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expectAccessible(page, 'record form');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap('issue32-records-form-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await drawer.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /saved/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('row', { name: new RegExp(DOCUMENT) })).toContainText('signed.pdf');
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'records at 390 px');
    await snap('issue32-records-list-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    await signIn('anna');
    await expect(async () => {
      await page.goto('/action/391064');
      await expect(page.getByRole('row', { name: new RegExp(DOCUMENT) })).toBeVisible({ timeout: 20_000 });
      const download = page.waitForEvent('download', { timeout: 5_000 });
      await page.getByRole('link', { name: `Download ${DOCUMENT} (PDF)` }).click();
      const bytes = await readFile((await (await download).path())!);
      expect(bytes.equals(PDF)).toBe(true);
    }).toPass({ timeout: 90_000 });
    await snap('issue32-contract-seen-by-customer');
  });
});
