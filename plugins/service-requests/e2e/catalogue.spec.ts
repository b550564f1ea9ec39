import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { chooseOption, expect, sidewaysOverflow, test, waitForPortal } from '../../../core/plugin-api/testing/e2e';

const CONTOSO_CATALOGUE = '/action/1624';
// Screenshots go to test/artifacts/screenshots (catalogue-*, sign-offs-*); docs/screenshots/catalogue and
// docs/screenshots/sign-offs hold copies of them.

/** One row of the server's database (the worker's file), read while the server runs. */
function stored<T>(databaseFile: string, sql: string, ...params: unknown[]): T {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}

/** The signer's mail as the outbox holds it (the worker's server has no SMTP), drawn on a page of its own. */
async function showMail(page: Page, mail: { recipient: string; subject: string; text_body: string }): Promise<Page> {
  const escape = (text: string) =>
    text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const mailPage = await page.context().newPage();
  await mailPage.setViewportSize({ width: 900, height: 700 });
  await mailPage.setContent(
    `<html lang="en"><head><title>${escape(mail.subject)}</title></head><body style="font-family:sans-serif;margin:24px">
      <main><p><strong>To:</strong> ${escape(mail.recipient)}<br><strong>Subject:</strong> ${escape(mail.subject)}</p>
      <pre style="white-space:pre-wrap;font-family:inherit;border-top:1px solid #888;padding-top:12px">${escape(mail.text_body)}</pre></main>
    </body></html>`,
  );
  return mailPage;
}

test.describe('The service catalogue', () => {
  test("a new-employee request from the form through Anna's sign-off to the ticket: conditions live, refusals kept with the input", async ({
    page,
    server,
    signIn,
    expectAccessible,
    snap,
  }) => {
    test.slow();
    // Contoso's rule (the demo's): a new employee waits for a customer administrator, Anna; Dirk asks.
    await signIn('dirk', CONTOSO_CATALOGUE);
    await waitForPortal(page).catch(() => undefined);
    await expect(page.getByRole('heading', { name: 'Service catalogue', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, 'catalogue');
    await snap('catalogue-list-en-1366');
    await page.getByRole('button', { name: 'Fill in: New employee' }).click();
    const form = page.getByRole('form', { name: 'New employee' });
    await form.getByLabel('Full name (required)').fill('Sanne Mulder');
    // The laptop choice shows only once a laptop is needed.
    await expect(form.getByLabel('Laptop (required)')).toHaveCount(0);
    await form.getByRole('radio', { name: 'Yes' }).check();
    await expect(form.getByLabel('Laptop (required)')).toBeVisible();
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please check the fields marked below.' })).toBeVisible();
    await expect(form.getByRole('alert').filter({ hasText: 'This field is required.' })).toHaveCount(4);
    await expect(form.getByLabel('Full name (required)')).toHaveValue('Sanne Mulder');
    await expectAccessible(page, 'refused form');
    await snap('catalogue-new-employee-refused-en-1366');

    await form.getByLabel('First working day (required)').fill('2099-03-01');
    await chooseOption(page, form.getByLabel('Manager (required)'), page.getByRole('option', { name: /dirk/i }));
    await chooseOption(
      page,
      form.getByLabel('Licence (required)'),
      page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first(),
    );
    await chooseOption(
      page,
      form.getByLabel('Laptop (required)'),
      page.getByRole('option', { name: 'Standard (14 inch)' }),
    );
    await snap('sign-offs-1-form-en-1366');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(
      page.getByText(
        'Your request waits for sign-off: Anna de Vries must sign off before it is filed as a service request. You will get an e-mail once it is decided.',
      ),
    ).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, 'waiting for sign-off');
    await snap('sign-offs-2-waiting-en-1366');
    const held = stored<{ id: number; sign_off_id: number }>(
      server.databaseFile,
      "SELECT id, sign_off_id FROM catalogue_requests WHERE state = 'waiting-for-sign-off' ORDER BY id DESC",
    );
    // Nothing reaches the ticket system before the sign-off.
    expect(stored(server.databaseFile, 'SELECT request_number FROM catalogue_requests WHERE id = ?', held.id)).toEqual({
      request_number: null,
    });

    const mail = stored<{ recipient: string; subject: string; text_body: string }>(
      server.databaseFile,
      "SELECT recipient, subject, text_body FROM mail_outbox WHERE recipient = 'anna.devries@contoso.example' AND subject LIKE 'Sign-off requested: New employee%' ORDER BY id DESC",
    );
    expect(mail.text_body).toContain('Full name: Sanne Mulder');
    const mailPage = await showMail(page, mail);
    await snap('sign-offs-3-mail-en', mailPage);
    await mailPage.close();

    await signIn('anna', '/sign-offs');
    const item = page.locator(`[data-sign-off="${held.sign_off_id}"]`);
    await expect(item.getByText('Sanne Mulder')).toBeVisible({ timeout: 30_000 });
    await expect(item.getByText('Dirk Visser')).toBeVisible();
    await expectAccessible(page, "the signer's list");
    await snap('sign-offs-4-signer-list-en-1366');
    await item.getByRole('button', { name: 'Sign off' }).click();
    await expect(page.getByText('Signed off: New employee')).toBeVisible({ timeout: 30_000 });

    const { request_number: number } = stored<{ request_number: string }>(
      server.databaseFile,
      'SELECT request_number FROM catalogue_requests WHERE id = ?',
      held.id,
    );
    expect(number).toMatch(/^SR-\d{6}$/);
    await page.goto(`/service-requests/${number}`);
    await expect(page.getByText('Full name: Sanne Mulder')).toBeVisible({ timeout: 30_000 });
    await snap('sign-offs-5-ticket-en-1366');
  });

  test.describe('in Dutch on a phone', () => {
    test.use({ locale: 'nl-NL', viewport: { width: 390, height: 844 } });

    test('the form, its refusals in Dutch, fitting the width', async ({ page, signIn, expectAccessible, snap }) => {
      await signIn('anna', CONTOSO_CATALOGUE);
      await expect(page.getByRole('heading', { name: 'Servicecatalogus', level: 1 })).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Invullen: Nieuwe medewerker' }).click();
      const form = page.getByRole('form', { name: 'Nieuwe medewerker' });
      await form.getByLabel('Volledige naam (verplicht)').fill('S');
      await form.getByRole('button', { name: 'Verzoek versturen' }).click();
      await expect(form.getByRole('alert').filter({ hasText: 'Minstens 2 tekens.' })).toBeVisible();
      expect(await sidewaysOverflow(page)).toEqual([]);
      await expectAccessible(page, 'Dutch form on a phone');
      await snap('catalogue-new-employee-refused-nl-390');
    });
  });
});
