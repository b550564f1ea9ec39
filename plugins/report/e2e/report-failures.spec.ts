import type { Page } from '@playwright/test';
import { expect, test, waitForPortal } from '../../../core/plugin-api/testing/e2e';
import { expectRendered } from './helpers';

/**
 * Report frames that fail: one that never finishes loading, one whose analytics host cannot be reached, one
 * the page's CSP refuses; and the canonical-host redirect. The server runs in demo mode with the emulator
 * adapter, so the frame comes from the Power BI emulator's origin (ANALYTICS_FRAME_ORIGIN).
 */
const SERVICE_OVERVIEW = 102;
const FRAME = /\/emulator\/reportEmbed\b/;

const errorCard = (page: Page) => page.locator('.report-embed-error');

/** A frame page that loads but never talks to the portal, as a hanging analytics service would. */
async function silentFrame(page: Page): Promise<void> {
  await page.route(FRAME, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>silent</title><p>…</p>' }),
  );
}

test.describe('report frame failures (English)', () => {
  test('a frame that does not finish loading within 30 s shows the error card; "Try again" loads the report', async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    await page.clock.install();
    await signIn('anna');
    await silentFrame(page);
    await page.goto(`/action/${SERVICE_OVERVIEW}`);
    await waitForPortal(page);
    await expect(page.locator('.report-embed__loading')).toBeVisible();
    // Opaque, so the embedded page's own loading text does not show through it.
    const overlay = await page
      .locator('.report-embed__loading')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(overlay).toMatch(/^rgb\(/);
    // The clock also runs on its own: 25 s leave room for a slow machine before the 30 s are up.
    await page.clock.runFor(25_000);
    await expect(errorCard(page)).toHaveCount(0);
    await page.clock.runFor(6_000);
    const card = errorCard(page);
    await expect(card).toContainText('This report could not be shown');
    await expect(card).toContainText('The report did not finish loading within 30 seconds.');
    await expect(page.locator('.report-embed__loading')).toHaveCount(0);
    await snap('issue10-report-timeout-en');
    await expectAccessible(page, 'report timeout');
    await page.unroute(FRAME);
    await card.getByRole('button', { name: 'Try again' }).click();
    await expectRendered(page, 'overview');
    await expect(errorCard(page)).toHaveCount(0);
  });

  test('an analytics host that cannot be reached ends in the same error card with retry', async ({ page, signIn }) => {
    await page.clock.install();
    await signIn('anna');
    await page.route(FRAME, (route) => route.abort('connectionrefused'));
    await page.goto(`/action/${SERVICE_OVERVIEW}`);
    await waitForPortal(page);
    await expect(page.locator('.report-embed__loading')).toBeVisible();
    await page.clock.runFor(31_000);
    const card = errorCard(page);
    await expect(card).toContainText('out of reach from your network');
    await page.unroute(FRAME);
    await card.getByRole('button', { name: 'Try again' }).click();
    await expectRendered(page, 'overview');
  });

  test("a frame the page's CSP blocks shows a localized error at once, not a spinner", async ({
    page,
    signIn,
    server,
    expectAccessible,
    snap,
  }) => {
    await signIn('anna');
    await page.route(
      (url) => url.pathname === `/action/${SERVICE_OVERVIEW}`,
      async (route) => {
        const response = await route.fetch();
        const csp = response.headers()['content-security-policy'] ?? '';
        await route.fulfill({
          response,
          headers: {
            ...response.headers(),
            'content-security-policy': csp.replace(/frame-src [^;]*/, "frame-src 'none'"),
          },
        });
      },
    );
    await page.goto(`/action/${SERVICE_OVERVIEW}`);
    const card = errorCard(page);
    // The demo's frames come from the Power BI emulator beside the server.
    await expect(card).toContainText(`Your browser blocked the report's frame from ${server.powerBi!.origin}`);
    await expect(card.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.locator('.report-embed__loading')).toHaveCount(0);
    await snap('issue10-report-blocked-en');
    await expectAccessible(page, 'report blocked');
  });

  test('the portal opened on 127.0.0.1 moves to the public origin (localhost) and the report renders', async ({
    page,
    signIn,
    server,
  }) => {
    await signIn('anna');
    const response = await page.request.get(`http://127.0.0.1:${server.port}/action/${SERVICE_OVERVIEW}?x=1`, {
      maxRedirects: 0,
      headers: { accept: 'text/html' },
    });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe(`http://localhost:${server.port}/action/${SERVICE_OVERVIEW}?x=1`);
    await page.goto(`http://127.0.0.1:${server.port}/action/${SERVICE_OVERVIEW}?x=1`);
    expect(page.url()).toBe(`http://localhost:${server.port}/action/${SERVICE_OVERVIEW}?x=1`);
    await expectRendered(page, 'overview');
    await expect(errorCard(page)).toHaveCount(0);
  });
});

test.describe('report frame failures (Dutch)', () => {
  test.use({ locale: 'nl-NL' });

  test('timeout, in Dutch, on a desktop and fitting a 390 px phone', async ({ page, signIn, snap }) => {
    await page.clock.install();
    await signIn('anna');
    await silentFrame(page);
    await page.goto(`/action/${SERVICE_OVERVIEW}`);
    await waitForPortal(page, 'Hoofdnavigatie');
    await expect(page.locator('.report-embed__loading')).toBeVisible();
    await page.clock.runFor(31_000);
    const card = errorCard(page);
    await expect(card).toContainText('Dit rapport kan niet worden getoond');
    await expect(card).toContainText('Het rapport is niet binnen 30 seconden geladen.');
    const retry = card.getByRole('button', { name: 'Opnieuw proberen' });
    await expect(retry).toBeVisible();
    await snap('issue10-report-timeout-nl');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(retry).toBeVisible();
    const box = await retry.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap('issue10-report-timeout-nl-phone');
  });

  test('blocked by the CSP, in Dutch', async ({ page, signIn, snap }) => {
    await signIn('anna');
    await page.route(
      (url) => url.pathname === `/action/${SERVICE_OVERVIEW}`,
      async (route) => {
        const response = await route.fetch();
        const csp = response.headers()['content-security-policy'] ?? '';
        await route.fulfill({
          response,
          headers: {
            ...response.headers(),
            'content-security-policy': csp.replace(/frame-src [^;]*/, "frame-src 'none'"),
          },
        });
      },
    );
    await page.goto(`/action/${SERVICE_OVERVIEW}`);
    await expect(errorCard(page)).toContainText('Uw browser heeft het rapportvenster van');
    await expect(errorCard(page)).toContainText('geblokkeerd');
    await snap('issue10-report-blocked-nl');
  });
});
