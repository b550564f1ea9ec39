import type { Page } from '@playwright/test';
import { expect, test } from '../../core/plugin-api/testing/e2e';

test.use({ timezoneId: 'Europe/Amsterdam' });

test.describe('settings', () => {
  test('anna sees her deletion dates and the rule to contact the provider before that date', async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    await signIn('anna', '/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const deletion = page.getByRole('heading', { level: 2, name: 'Account deletion' });
    await expect(deletion).toBeVisible();
    await expect(page.getByRole('row', { name: /Deletion requested on/ })).toContainText('October 28, 2026');
    await expect(page.getByRole('row', { name: /Deletion date/ })).toContainText('February 25, 2027');
    // In the settings page's own section (the banner above every page says it too).
    await expect(
      page
        .getByRole('main')
        .getByText(
          'Your account is scheduled for deletion on February 25, 2027. Contact your provider before that date to keep your account.',
          { exact: true },
        ),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: /Run as/ })).toContainText('pieter.bakker@msp.example');
    await snap('shell-settings-anna-en');
    await expectAccessible(page, 'settings');
  });

  test('bram (no deletion scheduled) sees no deletion card', async ({ page, signIn }) => {
    await signIn('bram', '/settings');
    await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
    await expect(page.getByRole('row', { name: /User name/ })).toContainText('bram.jansen@northwind.example');
    await expect(page.getByRole('heading', { name: 'Account deletion' })).toHaveCount(0);
  });
});

test.describe('settings in a Dutch browser', () => {
  test.use({ locale: 'nl-NL' });

  test('the deletion rule in Dutch with a Dutch date', async ({ page, signIn, snap }) => {
    await signIn('anna', '/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Verwijderdatum/ })).toContainText('25 februari 2027');
    await snap('shell-settings-anna-nl');
  });
});

async function fillRegistration(page: Page, email: string) {
  await page.getByLabel('First name').fill('Eva');
  await page.getByLabel('Last name').fill('Bos');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Telephone number').fill('+31 6 1234 5678');
  await page.getByLabel('Company name').fill('Bos Advies');
}

test.describe('registration (signed out)', () => {
  test('terms are required; a server failure keeps every input; a new address completes', async ({
    page,
    expectAccessible,
    snap,
  }) => {
    const email = `eva.bos.${Date.now()}@example.com`;
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await snap('shell-register-en');
    await expectAccessible(page, 'register');

    await fillRegistration(page, email);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/account/register')) posts.push(request.url());
    });
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('You must agree to the terms and conditions to register.')).toBeVisible();
    expect(posts).toHaveLength(0);

    // The server fails (500): the error card appears and nothing typed is lost.
    await page.route('**/api/account/register', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal error' } }),
    );
    await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Registration failed' })).toContainText(
      'If this error persists, please contact the provider.',
    );
    await expect(page.getByLabel('First name')).toHaveValue('Eva');
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await expect(page.getByLabel('Telephone number')).toHaveValue('+31 6 1234 5678');
    await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'I agree to the terms and conditions' })).toBeChecked();
    await snap('shell-register-failed-en');
    // Unrouted once the failure is on screen (not `times: 1`), so no request is caught mid-removal of the route.
    await page.unroute('**/api/account/register');

    // Sent again to the real server: stored.
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Registration complete', { exact: true })).toBeVisible();
    await expect(
      page.getByText('You will receive a registration e-mail in your mailbox', { exact: true }),
    ).toBeVisible();
    expect(posts).toHaveLength(2);
    await snap('shell-register-complete-en');
  });

  test('the real server answers an address registered before as a new one (nothing told to a stranger)', async ({
    page,
  }) => {
    const email = `twice.${Date.now()}@example.com`;
    await page.goto('/register');
    await fillRegistration(page, email);
    await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Registration complete', { exact: true })).toBeVisible();

    await page.goto('/register');
    await fillRegistration(page, email);
    await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
    const answer = page.waitForResponse((r) => r.url().includes('/api/account/register'));
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByText('Registration complete', { exact: true })).toBeVisible();
  });
});
