import type { Page, Route } from '@playwright/test';
import { expect, test } from '../../core/plugin-api/testing/e2e';
import { CUSTOMERS, restoreContoso, waitForPortal } from '../../core/plugin-api/testing/e2e';

const SERVICE_OVERVIEW = 102;
const specText = (id: string) =>
  `Could not get data for the given action with id ${id}. Please try again or contact your supplier.`;
const specTextNl = (id: string) =>
  `Kon geen gegevens ophalen voor de actie met id ${id}. Probeer het opnieuw of neem contact op met uw leverancier.`;

/** The action call of one id, on its real path (with or without the trailing slash). */
const actionCall = (id: number) => new RegExp(`/api/action/${id}/?$`);

type Failure = 401 | 403 | 404 | 500 | 'network';

/** Makes the action call fail the way a backend or the network would; the rest of the portal stays real. */
async function failActionCall(page: Page, id: number, failure: Failure): Promise<void> {
  await page.route(actionCall(id), (route: Route) => {
    if (failure === 'network') return route.abort('internetdisconnected');
    return route.fulfill({
      status: failure,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: failure, error: 'Error', message: 'from the test' }),
    });
  });
}

/** The 'No data received' card (its spec text unchanged) and what it says beneath. */
async function noDataCard(page: Page, id: string, lang: 'en' | 'nl' = 'en') {
  const heading = page.getByRole('heading', { name: lang === 'en' ? 'No data received' : 'Geen gegevens ontvangen' });
  await expect(heading).toBeVisible();
  const card = page.locator('section.info-card', { has: heading });
  await expect(card.getByText(lang === 'en' ? specText(id) : specTextNl(id), { exact: true })).toBeVisible();
  return card;
}

test.describe('action views (anna at Contoso)', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn('anna', '/', { customer: CUSTOMERS.contoso });
  });

  test("another customer's action is not shown either (No data received)", async ({ page }) => {
    await page.goto('/action/301');
    await expect(page.getByRole('heading', { name: 'No data received' })).toBeVisible();
    await expect(page.getByText('Welcome, Northwind Bouw')).toHaveCount(0);
  });

  test('an unknown route shows Page not found with a way home', async ({ page, expectAccessible, snap }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await snap('shell-not-found-en');
    await expectAccessible(page, 'not found');
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

test.describe('a failed action fetch says what happened and the way forward (English)', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn('anna', '/', { customer: CUSTOMERS.contoso });
  });

  test('401: the session expired; "Sign in again" leads to the sign-in page with the way back', async ({
    page,
    expectAccessible,
    snap,
  }) => {
    await failActionCall(page, SERVICE_OVERVIEW, 401);
    await page.goto(`/action/${SERVICE_OVERVIEW}`);
    const card = await noDataCard(page, String(SERVICE_OVERVIEW));
    await expect(card.getByText('Your session has expired.')).toBeVisible();
    const signIn = card.getByRole('link', { name: 'Sign in again' });
    await expect(signIn).toHaveAttribute('href', `/account/login?returnUrl=%2Faction%2F${SERVICE_OVERVIEW}`);
    await expect(card.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await snap('issue10-error-401-en');
    await expectAccessible(page, 'action 401');
    await signIn.click();
    await page.waitForURL(
      (url) => url.pathname === '/account/login' && url.searchParams.get('returnUrl') === `/action/${SERVICE_OVERVIEW}`,
    );
    // Signing in again comes back to the same page (the action call answers again once the session is new).
    await page.unroute(actionCall(SERVICE_OVERVIEW));
    await page.locator('form:has(input[name="userId"][value="anna"]) button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === `/action/${SERVICE_OVERVIEW}`);
    await expect(page.getByRole('heading', { name: 'No data received' })).toHaveCount(0);
  });

  test('403: no access to this item, a link home', async ({ page, expectAccessible, snap }) => {
    await failActionCall(page, SERVICE_OVERVIEW, 403);
    await page.goto(`/action/${SERVICE_OVERVIEW}`);
    const card = await noDataCard(page, String(SERVICE_OVERVIEW));
    await expect(card.getByText('You have no access to this item.')).toBeVisible();
    await expect(card).toContainText('(HTTP 403)');
    await expect(card.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await snap('issue10-error-403-en');
    await expectAccessible(page, 'action 403');
    await card.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  // A missing action's 'No data received' (the spec's text) is this card too: one test, one scan.
  test('404 from the real server: this item does not exist for the active customer, a link home', async ({
    page,
    expectAccessible,
    snap,
  }) => {
    await page.goto('/action/999999');
    await waitForPortal(page);
    const card = await noDataCard(page, '999999');
    await expect(card.getByText('This item does not exist for the active customer, Contoso Zorg.')).toBeVisible();
    await snap('shell-action-no-data-en');
    await snap('issue10-error-404-en');
    await expectAccessible(page, 'action 404');
    await card.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('500: "Try again" fetches again, and a retry that succeeds shows the report', async ({
    page,
    expectAccessible,
    snap,
  }) => {
    await failActionCall(page, SERVICE_OVERVIEW, 500);
    let calls = 0;
    page.on('request', (request) => {
      if (actionCall(SERVICE_OVERVIEW).test(new URL(request.url()).pathname)) calls += 1;
    });
    await page.goto(`/action/${SERVICE_OVERVIEW}`);
    const card = await noDataCard(page, String(SERVICE_OVERVIEW));
    await expect(card.getByText('The server could not be reached or had a problem.')).toBeVisible();
    await expect(card).toContainText('(HTTP 500)');
    await snap('issue10-error-500-en');
    await expectAccessible(page, 'action 500');
    await page.unroute(actionCall(SERVICE_OVERVIEW));
    await card.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('.report-embed__frame iframe')).toBeAttached();
    await expect(page.getByRole('heading', { name: 'No data received' })).toHaveCount(0);
    expect(calls).toBe(2);
  });

  test('network failure: "Try again"; failing again keeps the card with the focus on the button', async ({
    page,
    snap,
  }) => {
    await failActionCall(page, SERVICE_OVERVIEW, 'network');
    await page.goto(`/action/${SERVICE_OVERVIEW}`);
    const card = await noDataCard(page, String(SERVICE_OVERVIEW));
    await expect(card.getByText('The server could not be reached or had a problem.')).toBeVisible();
    await expect(card).not.toContainText('HTTP');
    await snap('issue10-error-network-en');
    await card.getByRole('button', { name: 'Try again' }).click();
    await expect(
      (await noDataCard(page, String(SERVICE_OVERVIEW))).getByRole('button', { name: 'Try again' }),
    ).toBeFocused();
  });

  test('/action/abc: the id as given, and no request is made', async ({ page, expectAccessible, snap }) => {
    // Only the ids given here count: the home page left by beforeEach may still fetch its own item.
    const asked: string[] = [];
    const givenIds = /^\/api\/action\/(0|abc|-1|1\.5|9{20}|NaN|undefined)\/?$/;
    page.on('request', (request) => {
      if (givenIds.test(new URL(request.url()).pathname)) asked.push(request.url());
    });
    await page.goto('/action/abc');
    const card = await noDataCard(page, 'abc');
    await expect(card.getByText('“abc” is not an item number.')).toBeVisible();
    await snap('issue10-error-abc-en');
    await expectAccessible(page, 'action abc');
    for (const given of ['-1', '1.5', '99999999999999999999']) {
      await page.goto(`/action/${given}`);
      await expect((await noDataCard(page, given)).getByText(`“${given}” is not an item number.`)).toBeVisible();
    }
    expect(asked).toEqual([]);
  });
});

test.describe('a failed action fetch in Dutch', () => {
  test.use({ locale: 'nl-NL' });
  test.beforeEach(async ({ signIn }) => {
    await signIn('anna', '/', { customer: CUSTOMERS.contoso });
  });

  const cases: [string, Failure, string, string][] = [
    ['401', 401, 'Uw sessie is verlopen.', 'Opnieuw inloggen'],
    ['403', 403, 'U hebt geen toegang tot dit item.', 'Naar de startpagina'],
    ['404', 404, 'Dit item bestaat niet voor de actieve klant, Contoso Zorg.', 'Naar de startpagina'],
    ['500', 500, 'De server was niet bereikbaar of had een probleem.', 'Opnieuw proberen'],
    ['network', 'network', 'De server was niet bereikbaar of had een probleem.', 'Opnieuw proberen'],
  ];
  test('401, 403, 404, 500 and a network failure: what happened and the way forward, in Dutch', async ({
    page,
    snap,
  }) => {
    for (const [state, failure, what, way] of cases) {
      await failActionCall(page, SERVICE_OVERVIEW, failure);
      await page.goto(`/action/${SERVICE_OVERVIEW}`);
      const card = await noDataCard(page, String(SERVICE_OVERVIEW), 'nl');
      await expect(card.getByText(what), state).toBeVisible();
      await expect(card.getByRole(way === 'Opnieuw proberen' ? 'button' : 'link', { name: way }), state).toBeVisible();
      await expect(card, state).not.toContainText(/session|access|server could|Try again|home page/i);
      await snap(`issue10-error-${state}-nl`);
      await page.unroute(actionCall(SERVICE_OVERVIEW));
    }
  });

  test('abc: the id as given, in Dutch; on a phone (390 px) the card and its way forward fit the screen', async ({
    page,
    expectAccessible,
    snap,
  }) => {
    await page.goto('/action/abc');
    const card = await noDataCard(page, 'abc', 'nl');
    await expect(card.getByText('‘abc’ is geen itemnummer.')).toBeVisible();
    await snap('issue10-error-abc-nl');
    await expectAccessible(page, 'action abc nl');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/action/999999');
    const missing = await noDataCard(page, '999999', 'nl');
    const link = missing.getByRole('link', { name: 'Naar de startpagina' });
    await expect(link).toBeVisible();
    const box = await link.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap('issue10-error-404-nl-phone');
  });
});

test.describe('customer switch onto an item the new customer does not have', () => {
  test.afterEach(async ({ page }) => restoreContoso(page));

  test('anna on the Contoso report switches to Fabrikam: the card explains it and links home', async ({
    page,
    signIn,
    expectAccessible,
    snap,
  }) => {
    await signIn('anna', `/action/${SERVICE_OVERVIEW}`, { customer: CUSTOMERS.contoso });
    await expect(page.locator('.report-embed__frame iframe')).toBeAttached();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('combobox', { name: 'Customer' }).selectOption({ label: 'Fabrikam Logistiek' });
    await reloaded;
    expect(new URL(page.url()).pathname).toBe(`/action/${SERVICE_OVERVIEW}`);
    await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveValue(CUSTOMERS.fabrikam);
    const card = await noDataCard(page, String(SERVICE_OVERVIEW));
    await expect(card.getByText('This item does not exist for the active customer, Fabrikam Logistiek.')).toBeVisible();
    await expect(
      card.getByText('It may belong to another customer, or it was removed.', { exact: false }),
    ).toBeVisible();
    await snap('issue10-customer-switch-missing-item-en');
    await expectAccessible(page, 'customer switch onto a missing item');
    await card.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { name: 'No data received' })).toHaveCount(0);
  });
});
