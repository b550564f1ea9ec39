import type { Page } from '@playwright/test';
import { appRoot, expect, mainNav, sidewaysOverflow, test, waitForPortal } from '../../../core/plugin-api/testing/e2e';

const MY_FILES = '/action/1601';
const THEME_KEY = 'msp-portal.theme';
// The EICAR anti-virus test file, in parts so that this source file is not itself reported by a scanner.
const EICAR = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join('');

const rowOf = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByText(title, { exact: true }) });
const fileInput = (page: Page) => page.getByLabel('File', { exact: true });

async function uploadFile(page: Page, name: string, content: string | Buffer, title: string) {
  await fileInput(page).setInputFiles({
    name,
    mimeType: 'application/octet-stream',
    buffer: Buffer.isBuffer(content) ? content : Buffer.from(content, 'latin1'),
  });
  await page.getByLabel('Title (optional)').fill(title);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
}

test.describe('My files', () => {
  // Each test signs in where it starts: the files page, or home where it tests the way there from the menu.
  test('the menu item lists the files newest first with their virus scan in words; search by title', async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    await signIn('anna');
    await waitForPortal(page);
    await mainNav(page).getByRole('link', { name: 'My files' }).click();
    await expect(page.getByRole('heading', { name: 'My files', level: 1 })).toBeVisible();
    await expect(rowOf(page, 'Invoice from unknown sender').getByText('Infected: quarantined')).toBeVisible();
    await expect(rowOf(page, 'Archive from supplier').getByText('Scan failed')).toBeVisible();
    await expect(
      rowOf(page, 'Service agreement 2026').getByRole('link', { name: 'Download Service agreement 2026' }),
    ).toBeVisible();
    await expect(rowOf(page, 'Invoice from unknown sender').getByRole('link')).toHaveCount(0);
    await expectAccessible(page, 'my files');
    await snap('files-desktop');
    await page.getByLabel('Search by title').fill('laptop');
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByLabel('Search by title').fill('nothing like this');
    await expect(page.getByText('No file title matches your search.')).toBeVisible();
  });

  test('a clean upload shows its progress, is pending, becomes clean and downloads', async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    await signIn('anna', MY_FILES);
    const content = `Minutes of the service review\r\n${'line\r\n'.repeat(2000)}`;
    await uploadFile(page, 'service-review.txt', content, 'Service review minutes');
    await expect(page.getByRole('status').filter({ hasText: '"Service review minutes" is uploaded' })).toBeVisible();
    const row = rowOf(page, 'Service review minutes');
    await expect(row.getByText('Pending')).toBeVisible();
    await expect(row.getByText('Available after the scan')).toBeVisible();
    await expect(row.getByText('Clean')).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page, 'my files after an upload');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: 'Download Service review minutes' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('service-review.txt');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('latin1')).toBe(content);
  });

  test('the EICAR test file is quarantined and never downloadable', async ({ page, signIn }) => {
    await signIn('anna', MY_FILES);
    await uploadFile(page, 'eicar-test.txt', EICAR, 'EICAR test upload');
    const row = rowOf(page, 'EICAR test upload');
    await expect(row.getByText('Infected: quarantined')).toBeVisible({ timeout: 15_000 });
    await expect(row.getByRole('link')).toHaveCount(0);
    await expect(row.getByText('Never downloadable')).toBeVisible();
    const list = (await (await page.request.get('/api/files')).json()) as { id: string; title: string }[];
    const id = list.find((f) => f.title === 'EICAR test upload')!.id;
    const refused = await page.request.get(`/api/files/${id}/content`);
    expect(refused.status()).toBe(409);
    expect(await refused.text()).not.toContain('EICAR-STANDARD');
  });

  test('a file too large or of a refused type is refused in the browser and stays selected', async ({
    page,
    signIn,
    expectAccessible,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/files')) posts.push(request.url());
    });
    await signIn('anna', MY_FILES);
    // The 20 MB file is made in the page and chosen as a user's pick would be (a change event on the input):
    // sent from the test process through setInputFiles, the bytes alone took most of a minute under load.
    await fileInput(page).evaluate(
      (input: HTMLInputElement, size) => {
        const picked = new DataTransfer();
        picked.items.add(new File([new Uint8Array(size).fill(0x25)], 'huge.pdf', { type: 'application/pdf' }));
        input.files = picked.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      },
      20 * 1024 * 1024 + 1,
    );
    await expect(page.getByRole('alert')).toContainText(
      'This file is 20 MB; files can be at most 20 MB. Choose a smaller file.',
    );
    expect(await fileInput(page).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('huge.pdf');
    await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
    await expectAccessible(page, 'my files, file refused');
    await fileInput(page).setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await expect(page.getByRole('alert')).toContainText('Files of this type are not accepted.');
    expect(await fileInput(page).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('setup.exe');
    expect(posts).toEqual([]);
  });

  test('an upload is deleted by keyboard after the confirmation; the storage used drops again', async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    await signIn('anna', MY_FILES);
    const usage = page.getByText(/^Your own uploads: /);
    await expect(usage).toBeVisible();
    const before = await usage.textContent();
    await uploadFile(page, 'to-delete.txt', `Scratch notes\r\n${'x'.repeat(200_000)}`, 'Scratch notes');
    const row = rowOf(page, 'Scratch notes');
    await expect(row).toBeVisible();
    await expect(usage).not.toHaveText(before!);
    await row.getByRole('button', { name: 'Delete Scratch notes' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete "Scratch notes"?' });
    await expect(dialog).toContainText('This cannot be undone.');
    await expectAccessible(page, 'my files, delete confirmation');
    await snap('files-delete-dialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(usage).toHaveText(before!);
  });

  test('at 390 px wide in the dark theme nothing scrolls sideways and it stays accessible', async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    await signIn('anna');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, 'theme-dark'] as const);
    await page.goto(MY_FILES);
    await expect(appRoot(page)).toHaveClass(/\btheme-dark\b/);
    await expect(rowOf(page, 'Service agreement 2026')).toBeVisible();
    expect(await sidewaysOverflow(page)).toEqual([]);
    const upload = await page.getByRole('button', { name: 'Upload', exact: true }).boundingBox();
    expect(upload!.height).toBeGreaterThanOrEqual(44);
    await expectAccessible(page, 'my files, 390 px, dark');
    await snap('files-390-dark');
    await page.evaluate((key) => localStorage.removeItem(key), THEME_KEY);
  });
});

test('Northwind has no files yet: the empty list', async ({ page, signIn, expectAccessible, snap }) => {
  await signIn('bram', '/action/1603');
  await expect(page.getByText('No files yet. Upload the first one above.')).toBeVisible();
  await expectAccessible(page, 'my files, empty');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await sidewaysOverflow(page)).toEqual([]);
  await snap('files-390-empty');
});
