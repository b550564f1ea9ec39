import type { Page } from '@playwright/test';
import { expect, test, waitForPortal } from '../../../core/plugin-api/testing/e2e';

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function atPhoneWidth(page: Page, check: () => Promise<void>) {
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page);
  await check();
  await page.setViewportSize(desktop);
}

const customerId = `e2e-${Date.now().toString(36)}`;

test.describe('Administration as a provider administrator', () => {
  test('customers, users and the audit log: create, edit, invite, and see it audited', async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    test.setTimeout(180_000);
    await signIn('petra');
    await waitForPortal(page);
    const section = page.getByRole('group', { name: 'Administration' });
    await expect(section.getByRole('link', { name: 'Customer accounts' })).toBeVisible({ timeout: 30_000 });

    await section.getByRole('link', { name: 'Customer accounts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customer accounts' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('searchbox', { name: 'Search customers by name or id' }).fill('contoso');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('row', { name: /Contoso Zorg/ }).first()).toBeVisible();
    await expect(page.getByRole('row', { name: /Northwind/ })).toHaveCount(0);
    await expectAccessible(page, 'customers');

    await page.getByRole('button', { name: 'New customer' }).click();
    const drawer = page.getByRole('dialog', { name: 'New customer' });
    await drawer.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(drawer.getByText('Fill in this field.')).toHaveCount(2);
    await drawer.getByLabel('Id', { exact: true }).fill('Not An Id');
    await expect(drawer.getByText(/lower-case letters, digits and hyphens/)).toBeVisible();
    await drawer.getByLabel('Id', { exact: true }).fill(customerId);
    await drawer.getByLabel('Name', { exact: true }).fill('E2E Acme Zorg');
    await drawer.getByRole('combobox', { name: 'Theme' }).click();
    await page.getByTitle('Teal (theme2)').click();
    await drawer.getByLabel('Logo address').fill('/static/customers/acme/logo.svg');
    await expectAccessible(page, 'customer form');
    await drawer.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Customer E2E Acme Zorg is created.' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search customers by name or id' }).fill(customerId);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Edit E2E Acme Zorg' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit E2E Acme Zorg' });
    await expect(edit.getByLabel('Id', { exact: true })).toBeDisabled();
    await edit.getByLabel('Name', { exact: true }).fill('E2E Acme Zorg BV');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The changes to E2E Acme Zorg BV are saved.' }),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: /E2E Acme Zorg BV/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search customers by name or id' }).fill('');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('row', { name: /Contoso Zorg/ }).first()).toBeVisible();
    await snap('issue13-customers-en');
    await atPhoneWidth(page, () => expectAccessible(page, 'customers at 390 px'));

    // The phone width closed the side menu; the screens also open by their addresses.
    await page.goto('/admin/users');
    await waitForPortal(page);
    await expect(page.getByRole('heading', { level: 1, name: 'User accounts' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('row', { name: /anna/i }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Invite user' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a user' });
    await invite.getByLabel('E-mail address').fill(`new.user@${customerId}.example`);
    await invite.getByRole('combobox', { name: /Customer/ }).fill('E2E Acme');
    await page.getByTitle(`E2E Acme Zorg BV (${customerId})`).click();
    // The permissions, explained: the usage screen's one included, no SQL needed.
    await invite.getByRole('checkbox', { name: 'report-usage' }).check();
    await invite.getByRole('checkbox', { name: 'reports' }).check();
    await expectAccessible(page, 'invitation');
    await snap('issue29-invite-permissions-en');
    await atPhoneWidth(page, () => expectAccessible(page, 'invitation at 390 px'));
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(
      invite.getByText(`An invitation is sent to new.user@${customerId}.example`, { exact: false }),
    ).toBeVisible();
    await invite.getByRole('button', { name: 'Close' }).first().click();
    await expectAccessible(page, 'users');
    await snap('issue13-users-en');
    await atPhoneWidth(page, async () => undefined);

    await page.goto('/admin/audit');
    await waitForPortal(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('searchbox', { name: 'Changed item (id)' }).fill(customerId);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('row', { name: /customer\.create/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /customer\.update/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Changed item (id)' }).fill('');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('row', { name: /invitation\.create/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/audit/export');
    await expectAccessible(page, 'audit');
    await snap('issue13-audit-en');
    await atPhoneWidth(page, async () => undefined);
  });
});

test.describe('Administration in Dutch', () => {
  test.use({ locale: 'nl-NL' });

  test('shows the customers screen in Dutch', async ({ page, signIn, expectAccessible, snap }) => {
    await signIn('petra', '/admin/customers');
    await waitForPortal(page, 'Hoofdnavigatie');
    await expect(page.getByRole('heading', { level: 1, name: 'Klantaccounts' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('group', { name: 'Beheer' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Contoso Zorg/ }).first()).toBeVisible();
    await expectAccessible(page, 'customers in Dutch');
    await snap('issue13-customers-nl');
  });
});

test.describe('Administration for a plain user', () => {
  test('has no Administration section, and /admin addresses go to the home page', async ({ page, signIn }) => {
    await signIn('dirk');
    await waitForPortal(page);
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Administration' })).toHaveCount(0);
    for (const path of ['/admin/customers', '/admin/users', '/admin/audit']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
    }
    await expect(page.getByRole('group', { name: 'Administration' })).toHaveCount(0);
  });
});
