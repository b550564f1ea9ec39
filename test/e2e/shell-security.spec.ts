import Database from 'better-sqlite3';
import { insertMenu } from '../../server/demo/seed-menus';
import { XSS_CUSTOMER_ID, XSS_PROBE, XSS_USER_ID, seedXssFixture } from '../../server/demo/xss-fixture';
import { expect, test } from '../../core/plugin-api/testing/e2e';
import { failOnDialog } from '../../core/plugin-api/testing/e2e';
import { startServer, type RunningServer } from '../../core/plugin-api/testing/e2e';

/**
 * XSS probes against a server of its own whose database holds the test-only XSS fixture (a user, customer
 * and menu item named with `<img src=x onerror=alert(1)>`) plus hostile actions added here. The fixture is
 * written into the fresh database between a first start (which migrates and seeds the demo) and a restart,
 * so the server needs no test switch.
 */
const HOSTILE_HTML = [
  '<p id="kept">kept paragraph</p>',
  '<script>window.__pwned = "script"</script>',
  '<img src="x" onerror="window.__pwned = \'img\'">',
  '<a href="javascript:window.__pwned=\'href\'">js link</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">svg link</a></svg>',
  '<div style="background:url(javascript:alert(1))" onclick="window.__pwned = \'click\'">styled div</div>',
  '<form action="https://evil.example/"><input name="password"><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
].join('');

let xss: RunningServer;

test.beforeAll(async () => {
  xss = await startServer();
  await xss.stop();
  const db = new Database(xss.databaseFile);
  try {
    db.transaction(() => {
      seedXssFixture(db);
      insertMenu(
        db,
        XSS_CUSTOMER_ID,
        [
          { id: 902, type: 'html', title: 'Hostile html', data: { html: HOSTILE_HTML } },
          { id: 903, type: 'link', title: 'Script frame', data: { url: 'javascript:alert(document.cookie)' } },
        ],
        [
          { id: 9002, kind: 'action', name: 'Hostile html', action: 902 },
          { id: 9003, kind: 'action', name: 'Script frame', action: 903 },
          { id: 9004, kind: 'link', name: 'Script link', url: 'javascript:alert(1)', target: 'new-window' },
        ],
      );
    })();
  } finally {
    db.close();
  }
  await xss.restart();
});

test.afterAll(async () => {
  await xss?.stop();
  xss?.cleanup();
});

test('XSS probes in names, HTML and links never execute and show as text', async ({ page, expectAccessible, snap }) => {
  const dialogs = failOnDialog(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const onerrorAttributes = () => page.locator('[onerror], [onclick], [onload]').count();
  const pwned = () => page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned ?? null);

  // The server-rendered sign-in page lists the probe user as text.
  await page.goto(`${xss.baseURL}/account/login`);
  await expect(page.getByText(`Describes ${XSS_PROBE}`, { exact: true })).toBeVisible();
  expect(await onerrorAttributes()).toBe(0);
  await page.locator(`form:has(input[name="userId"][value="${XSS_USER_ID}"]) button[type="submit"]`).click();
  await page.waitForURL((url) => url.pathname === '/');

  // SPA: user name, customer name, menu name and the welcome heading carry the probe as literal text.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: `X${XSS_PROBE} Probe` })).toBeVisible();
  await expect(banner.getByText(`Probe ${XSS_PROBE} BV`, { exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: `Rapport ${XSS_PROBE}`, exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: `Hi probe${XSS_PROBE}@example.com, welcome to the portal` }),
  ).toBeVisible();
  expect(await onerrorAttributes()).toBe(0);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  await snap('shell-xss-home');
  await expectAccessible(page, 'xss home');

  // The fixture's html action: the markup is sanitized, the probe's handler is gone.
  await nav.getByRole('link', { name: `Rapport ${XSS_PROBE}`, exact: true }).click();
  await page.waitForURL('**/action/901');
  await expect(page.locator('.html-content')).toContainText('probe');
  await expect(page.getByRole('heading', { level: 1, name: `Probe ${XSS_PROBE}` })).toBeVisible();
  expect(await onerrorAttributes()).toBe(0);

  // Hostile HTML: scripts, handlers, javascript: URLs, frames, forms and styles are removed; text stays.
  await nav.getByRole('link', { name: 'Hostile html', exact: true }).click();
  await page.waitForURL('**/action/902');
  const content = page.locator('.html-content');
  await expect(content.getByText('kept paragraph')).toBeVisible();
  await expect(content.locator('script, iframe, form, input, style, [style]')).toHaveCount(0);
  expect(await onerrorAttributes()).toBe(0);
  expect(await content.evaluate((element) => element.innerHTML)).not.toMatch(/javascript:/i);
  const jsLink = content.getByText('js link');
  if (await jsLink.count()) {
    await jsLink.click();
    await page.waitForTimeout(200);
  }
  await content.getByText('styled div').click();
  expect(await pwned()).toBeNull();
  await snap('shell-xss-hostile-html');

  // A link action to a javascript: URL is refused; a javascript: menu link is not a link at all.
  await nav.getByRole('link', { name: 'Script frame', exact: true }).click();
  await page.waitForURL('**/action/903');
  await expect(page.getByRole('alert')).toContainText('This page cannot be shown');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(nav.getByText('Script link')).toBeVisible();
  await expect(nav.getByRole('link', { name: /Script link/ })).toHaveCount(0);
  expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);

  expect(await pwned()).toBeNull();
  expect(dialogs, 'no alert/confirm/prompt may open').toEqual([]);
  expect(errors, 'no uncaught page errors').toEqual([]);
});

test('the API answers the probe as JSON data, never as markup', async ({ request }) => {
  const settings = await request.get(`${xss.baseURL}/app/publicsettings`);
  expect(settings.headers()['content-type']).toContain('application/json');
  const login = await request.get(`${xss.baseURL}/account/login`);
  const html = await login.text();
  expect(html).not.toContain(XSS_PROBE);
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  const csp = login.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src[^;]*'self'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
});
