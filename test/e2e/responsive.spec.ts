import type { Page } from '@playwright/test';
import { expect, test } from '../../core/plugin-api/testing/e2e';
import { appRoot, mainNav, sidewaysOverflow } from '../../core/plugin-api/testing/e2e';

/**
 * Issue 15: from a phone up, the portal fits. The top bar folds into one account panel (the spec's rules kept:
 * the active customer preselected, one customer as plain text, the user name with '(Run as: X)'), the side menu
 * is a drawer that closes on navigation and on a tap beside it, touch targets are at least 44 px, and no main
 * screen scrolls sideways, in both themes and languages.
 */
const SIZES = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'tablet', width: 768, height: 1024 },
] as const;

/** The side menu's own pages (the drawer opened, the links read, the drawer closed again). */
async function menuPaths(page: Page, navName: string): Promise<string[]> {
  await page.getByRole('button', { name: /side menu|zijmenu/i }).click();
  const nav = mainNav(page, navName);
  await expect(nav).toBeVisible();
  const hrefs = await nav
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  return [...new Set(hrefs)].filter((href) => href.startsWith('/action/'));
}

/**
 * Opens an item the way the side menu does (the router follows the address, the page is not loaded anew) and
 * waits for its data to be answered and shown; other screens are loaded from their address (unless shown already).
 */
async function expectFits(page: Page, path: string): Promise<void> {
  const actionId = /^\/action\/([^/?#]+)/.exec(path)?.[1];
  if (actionId) {
    const answered = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith(`/api/action/${actionId}/`),
    );
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await answered;
  } else if (new URL(page.url()).pathname !== path) {
    await page.goto(path);
  }
  await expect(page.locator('.app-content')).toBeVisible();
  await expect(page.locator('.loading-indicator, .side-menu-loading, .ant-spin-spinning')).toHaveCount(0, {
    timeout: 15_000,
  });
  expect(await sidewaysOverflow(page), `${path} at ${page.viewportSize()?.width} px`).toEqual([]);
}

for (const size of SIZES) {
  test.describe(`${size.label} (${size.width}x${size.height})`, () => {
    // The default motion (the other tests run as a user who asked for less): the drawer and dialogs slide and fade.
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: true, reducedMotion: 'no-preference' });

    test('anna: one account panel with the run-as user and the customer switch; the drawer closes on navigation and on a tap beside it', async ({
      page,
      signIn,
      expectAccessible,
      snap,
    }) => {
      await signIn('anna');
      const banner = page.getByRole('banner');
      const account = banner.getByRole('button', { name: /^Account menu for / });
      await expect(account).toBeVisible();
      await expect(banner.getByRole('combobox', { name: 'Customer' })).toBeHidden();
      for (const target of [account, banner.getByRole('button', { name: 'Show or hide the side menu' })]) {
        const box = (await target.boundingBox())!;
        expect(Math.min(box.width, box.height), 'touch target').toBeGreaterThanOrEqual(44);
      }
      expect(await sidewaysOverflow(page)).toEqual([]);

      await account.click();
      const panel = page.locator('#compact-account-panel');
      await expect(panel).toBeVisible();
      await expect(panel.getByText(/^\(Run as: .+\)$/)).toBeVisible();
      await expect(panel.getByRole('combobox', { name: 'Customer' })).toHaveValue('contoso');
      await expect(panel.getByRole('button', { name: 'Sign out' })).toBeVisible();
      expect(await sidewaysOverflow(page)).toEqual([]);
      await snap(`issue15-${size.label}-account-panel`);
      await expectAccessible(page, `account panel at ${size.width} px`);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(account).toBeFocused();

      const toggle = banner.getByRole('button', { name: 'Show or hide the side menu' });
      await toggle.click();
      const nav = mainNav(page);
      await expect(nav).toBeVisible();
      await snap(`issue15-${size.label}-drawer`);
      await expectAccessible(page, `drawer at ${size.width} px`);
      await page.mouse.click(size.width - 10, size.height / 2);
      await expect(nav).toBeHidden();
      await toggle.click();
      await nav.getByRole('link').nth(1).click();
      await expect(nav).toBeHidden();
      await expect(page).toHaveURL(/\/action\//);
    });

    for (const [user, locale, navName, dark] of [
      ['anna', 'en-US', 'Main navigation', false],
      ['bram', 'nl-NL', 'Hoofdnavigatie', true],
    ] as const) {
      test.describe(`${user}, ${locale}, ${dark ? 'dark' : 'light'}`, () => {
        test.use({ locale });

        test('no main screen scrolls sideways', async ({ page, signIn, expectAccessible, snap }) => {
          test.setTimeout(120_000);
          await signIn(user);
          if (dark !== (await appRoot(page).evaluate((root) => root.classList.contains('theme-dark')))) {
            await page.locator('.compact-account-button').click();
            await page.locator('#compact-account-panel').getByRole('switch').click();
            await page.keyboard.press('Escape');
          }
          for (const path of ['/', '/settings', ...(await menuPaths(page, navName))]) await expectFits(page, path);
          await page.goto('/');
          await expect(page.locator('.app-content')).toBeVisible();
          await snap(`issue15-${size.label}-${user}-home`);
          await expectAccessible(page, `${user} home at ${size.width} px`);
        });
      });
    }
  });
}

test.describe('phone (390x844): a long customer name', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('anna: the account panel shows the whole selected customer name, without sideways scrolling', async ({
    page,
    signIn,
    snap,
  }) => {
    const LONG = 'Stichting Regionale Zorggroep Noord-Holland Zuid en Omstreken';
    // Anna's customers as the server sends them, the active one renamed to a long name.
    await page.route('**/account/me', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { customers: { customerId: string; customerName: string }[] | null };
      body.customers =
        body.customers?.map((c) => (c.customerId === 'contoso' ? { ...c, customerName: LONG } : c)) ?? null;
      await route.fulfill({ response, json: body });
    });
    await signIn('anna');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Account menu for / })
      .click();
    const select = page.locator('#compact-account-panel').getByRole('combobox', { name: 'Customer' });
    await expect(select).toHaveValue('contoso');
    // The name needs more than one line of the select: it must wrap inside it, never be cut.
    const shown = await select.evaluate((element, name) => {
      const style = getComputedStyle(element);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const lines = Math.ceil(
        context.measureText(name).width /
          (element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24),
      );
      return {
        lines: Math.max(lines, 1),
        height: element.getBoundingClientRect().height,
        lineHeight: parseFloat(style.lineHeight) || 1.2 * parseFloat(style.fontSize),
        right: element.getBoundingClientRect().right,
      };
    }, LONG);
    expect(shown.lines).toBeGreaterThan(1);
    expect(shown.height).toBeGreaterThanOrEqual(shown.lines * shown.lineHeight);
    expect(shown.right).toBeLessThanOrEqual(390);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await snap('p29-phone-long-customer');
  });
});
