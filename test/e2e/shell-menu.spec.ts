import { expect, test } from '../../core/plugin-api/testing/e2e';
import { CUSTOMERS, mainNav, setActiveCustomer, waitForPortal } from '../../core/plugin-api/testing/e2e';

/** Contoso's leaves and where each leads (server/demo/seed-menus.ts). */
const CONTOSO_LEAVES: [name: string, href: string, target: string | null][] = [
  ['Welcome', '/action/101', null],
  ['Service overview', '/action/102', null],
  ['Invoice analysis', '/action/104', null],
  ['SLA dashboard', '/action/103', null],
  ['Office 365 licences', '/action/105', null],
  ['Azure recommendations', '/action/106', null],
  ['Azure portal (opens in a new tab)', 'https://portal.azure.com/', '_blank'],
  ['Contact support', '/action/110', null],
  ['Service status', '/action/108', null],
  ['Service status (full page)', '/demo/service-status', null],
  ['Provider news', '/action/109', null],
  ['Provider website (opens in a new tab)', 'https://www.example.com/', '_blank'],
  ['My claims', '/action/107', null],
];

test.describe('side menu (anna at Contoso)', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn('anna');
    await waitForPortal(page);
    // Anna is at Contoso unless a test left her elsewhere: only then is the customer set and the page loaded again.
    if ((await page.getByRole('combobox', { name: 'Customer' }).inputValue()) !== CUSTOMERS.contoso) {
      await setActiveCustomer(page, CUSTOMERS.contoso);
      await page.goto('/');
      await waitForPortal(page);
    }
  });

  test('Home comes first, then the server items nested, with "menu" items as disabled headers', async ({ page }) => {
    const nav = mainNav(page);
    const first = nav.getByRole('link').first();
    await expect(first).toHaveAccessibleName('Home');
    await expect(first).toHaveAttribute('href', '/');
    await expect(first).toHaveClass(/\bactive\b/);

    for (const header of ['Reports', 'Finance', 'Office 365 & Azure', 'Support']) {
      const text = nav.getByText(header, { exact: true });
      await expect(text).toHaveAttribute('aria-disabled', 'true');
      await expect(nav.getByRole('link', { name: header, exact: true })).toHaveCount(0);
      await expect(nav.getByRole('button', { name: header, exact: true })).toHaveCount(0);
    }

    // Nesting: Welcome (top level) < Service overview (under Reports) < Invoice analysis (under Reports > Finance).
    const depth = (name: string) =>
      nav.getByRole('link', { name, exact: true }).evaluate((link) => {
        let count = 0;
        for (let node: Element | null = link; node; node = node.parentElement) if (node.tagName === 'UL') count++;
        return count;
      });
    expect([await depth('Welcome'), await depth('Service overview'), await depth('Invoice analysis')]).toEqual([
      1, 2, 3,
    ]);
    const x = async (name: string) => (await nav.getByRole('link', { name, exact: true }).boundingBox())!.x;
    expect(await x('Service overview')).toBeGreaterThan(await x('Welcome'));
    expect(await x('Invoice analysis')).toBeGreaterThan(await x('Service overview'));
    const finance = nav.locator('li:has(> .nav-header:text-is("Finance"))');
    await expect(finance.getByRole('link')).toHaveText(['Invoice analysis']);
  });

  test('every leaf leads where its link target says', async ({ page }) => {
    const nav = mainNav(page);
    for (const [name, href, target] of CONTOSO_LEAVES) {
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link, name).toHaveAttribute('href', href);
      if (target) {
        await expect(link, name).toHaveAttribute('target', target);
        await expect(link, name).toHaveAttribute('rel', /noopener/);
      } else {
        expect(await link.getAttribute('target'), name).toBeNull();
      }
    }
  });

  test('content-window items open /action/{id} inside the portal', async ({ page }) => {
    const nav = mainNav(page);
    await nav.getByRole('link', { name: 'My claims', exact: true }).click();
    await page.waitForURL('**/action/107');
    await expect(page.getByRole('columnheader', { name: /Claim type/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My claims', exact: true })).toHaveAttribute('aria-current', 'page');
    // A link action with target content-window is framed inside the portal, the side menu stays.
    await nav.getByRole('link', { name: 'Service status', exact: true }).click();
    await page.waitForURL('**/action/108');
    await expect(
      page
        .frameLocator('iframe[title="External page: Service status"]')
        .getByRole('heading', { name: 'Service status' }),
    ).toBeVisible();
    await expect(nav).toBeVisible();
  });

  test('new-window items open a new tab; the portal tab stays', async ({ page, context }) => {
    await context.route('https://portal.azure.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Azure stub</title><h1>Azure stub</h1>' }),
    );
    const before = page.url();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      mainNav(page).getByRole('link', { name: 'Azure portal (opens in a new tab)' }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://portal.azure.com/');
    await expect(popup.getByRole('heading', { name: 'Azure stub' })).toBeVisible();
    expect(page.url()).toBe(before);
    await popup.close();
  });

  test('this-window items navigate the same tab', async ({ page }) => {
    let popups = 0;
    page.on('popup', () => popups++);
    await mainNav(page).getByRole('link', { name: 'Service status (full page)', exact: true }).click();
    await page.waitForURL('**/demo/service-status');
    await expect(page.getByRole('heading', { level: 1, name: 'Service status' })).toBeVisible();
    expect(popups).toBe(0);
  });
});

test('a non-menu item with sub-items is a collapsible group; a javascript: link is never followed', async ({
  page,
  signIn,
}) => {
  await page.route('**/api/menuitems/', (route) =>
    route.fulfill({
      json: [
        {
          id: 1,
          name: 'Group',
          actionId: 102,
          actionType: 'report',
          linkUrl: null,
          linkTarget: 'content-window',
          isHomepage: false,
          subMenuItems: [
            {
              id: 2,
              name: 'Child',
              actionId: 107,
              actionType: 'claims',
              linkUrl: null,
              linkTarget: 'content-window',
              isHomepage: false,
              subMenuItems: [],
            },
          ],
        },
        {
          id: 3,
          name: 'Script link',
          actionId: null,
          actionType: 'link',
          linkUrl: 'javascript:alert(1)',
          linkTarget: 'new-window',
          isHomepage: false,
          subMenuItems: [],
        },
      ],
    }),
  );
  await signIn('bram');
  const nav = mainNav(page);
  const group = nav.getByRole('button', { name: 'Group' });
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Child' })).toHaveCount(0);
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'Child' }).click();
  await page.waitForURL('**/action/107');
  await expect(nav.getByText('Script link')).toBeVisible();
  await expect(nav.getByRole('link', { name: /Script link/ })).toHaveCount(0);
  expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
});
