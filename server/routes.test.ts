/** @jest-environment node */
import { AccountInfo, ApiPaths, EmbedTokenRefresh, Identity, MonitoringInfo, PublicSettings, TenantList, parseMenuItems, type MenuItem } from '../core/contract';
import { BRAM_DEFAULT_ACTION_ID, CONTOSO_HOMEPAGE_ACTION_ID } from './demo/demo-ids';
import type { ServerFeature } from './features/types';
import { features } from './features';
import { count, createTestPortal, signIn, type TestPortal } from './testing/kit';

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.subMenuItems)]);

describe('the section-7 calls and the identity, happy paths', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal();
  });
  afterAll(() => portal.close());

  test('GET /account/me for a user with two customers and a run-as user', async () => {
    const anna = await signIn(portal.app, 'anna');
    const response = await portal.app.inject({ method: 'GET', url: ApiPaths.identity, headers: anna.headers() });
    expect(response.statusCode).toBe(200);
    const identity = Identity.parse(response.json());
    expect(identity).toMatchObject({
      isAuthenticated: true,
      isAuthorized: true,
      userName: 'anna.devries@contoso.example',
      fullName: 'Anna de Vries',
      initials: 'AV',
      runAsUser: 'pieter.bakker@msp.example',
      activeCustomerId: 'contoso',
      defaultActionId: null,
    });
    expect(identity.customers.map((c) => c.customerName)).toEqual(['Contoso Zorg', 'Fabrikam Logistiek']);
    const fabrikam = identity.customers.find((c) => c.customerId === 'fabrikam');
    expect(fabrikam?.plugins).toBeDefined();
    expect(fabrikam?.plugins).not.toContain('recommendations');
    expect(identity.customers.find((c) => c.customerId === 'contoso')?.plugins).toBeUndefined();
  });

  test('GET /account/me for the one-customer user carries the default action', async () => {
    const bram = await signIn(portal.app, 'bram');
    const identity = Identity.parse((await portal.app.inject({ url: '/account/me/', headers: bram.headers() })).json());
    expect(identity.customers).toEqual([{ customerId: 'northwind', customerName: 'Northwind Bouw' }]);
    expect(identity.defaultActionId).toBe(BRAM_DEFAULT_ACTION_ID);
    const menu = parseMenuItems((await portal.app.inject({ url: ApiPaths.menuItems, headers: bram.headers() })).json())!;
    expect(flatten(menu).some((i) => i.isHomepage)).toBe(false);
    const action = await portal.app.inject({ url: ApiPaths.action(BRAM_DEFAULT_ACTION_ID), headers: bram.headers() });
    expect(action.statusCode).toBe(200);
    expect(action.json()).toMatchObject({ actionType: 'html' });
  });

  test('the authenticated but not authorized user: identity says so, the API answers 403', async () => {
    const carla = await signIn(portal.app, 'carla');
    const identity = Identity.parse((await portal.app.inject({ url: ApiPaths.identity, headers: carla.headers() })).json());
    expect(identity).toMatchObject({ isAuthenticated: true, isAuthorized: false, customers: [], activeCustomerId: null });
    const menu = await portal.app.inject({ url: ApiPaths.menuItems, headers: carla.headers() });
    expect(menu.statusCode).toBe(403);
    expect(menu.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
  });

  test('GET /api/account, tenants and monitoring', async () => {
    const anna = await signIn(portal.app, 'anna');
    const info = AccountInfo.parse((await portal.app.inject({ url: ApiPaths.accountInfo, headers: anna.headers() })).json());
    expect(info.accountDeletionRequestDate).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(Date.parse(info.accountDeletionDate!)).toBeGreaterThan(Date.parse(info.accountDeletionRequestDate!));
    const tenants = TenantList.parse((await portal.app.inject({ url: ApiPaths.tenants + '/', headers: anna.headers() })).json());
    expect(tenants).toHaveLength(2);
    expect(tenants[0]).toEqual({ tenantId: expect.any(String), tenantName: expect.stringContaining('Contoso') });
    const monitoring = MonitoringInfo.parse((await portal.app.inject({ url: ApiPaths.monitoring, headers: anna.headers() })).json());
    expect(monitoring.monitoringLocation).toMatch(/^https:\/\//);

    const bram = await signIn(portal.app, 'bram');
    const bramInfo = (await portal.app.inject({ url: ApiPaths.accountInfo, headers: bram.headers() })).json();
    expect(bramInfo).toEqual({ accountDeletionRequestDate: null, accountDeletionDate: null });
  });

  test('GET /app/publicsettings: deployment defaults signed out, the active customer signed in', async () => {
    const anonymous = PublicSettings.parse((await portal.app.inject({ url: ApiPaths.publicSettings })).json());
    expect(anonymous).toMatchObject({ applicationName: 'Service Portal', staticHost: '/static', theme: 'theme1', customStylesheet: null, plugins: null, environmentType: 'development' });
    const bram = await signIn(portal.app, 'bram');
    const branded = PublicSettings.parse((await portal.app.inject({ url: '/app/publicsettings/', headers: bram.headers() })).json());
    expect(branded).toMatchObject({
      theme: 'theme-dark',
      logoUrl: '/static/customers/northwind/logo.svg',
      customStylesheet: '/static/customers/northwind/custom.css',
    });
    for (const url of [branded.logoUrl!, branded.customStylesheet!, `${branded.staticHost}/theme.css`]) {
      const file = await portal.app.inject({ url });
      expect(file.statusCode).toBe(200);
    }
  });

  test('GET /api/menuitems/: nested, headers, every link target, one homepage item, the plugin action types', async () => {
    const anna = await signIn(portal.app, 'anna');
    for (const url of [ApiPaths.menuItems, '/api/menuitems']) {
      const response = await portal.app.inject({ url, headers: anna.headers() });
      expect(response.statusCode).toBe(200);
      const items = flatten(parseMenuItems(response.json())!);
      expect(items.filter((i) => i.isHomepage).map((i) => i.actionId)).toEqual([CONTOSO_HOMEPAGE_ACTION_ID]);
      expect(items.some((i) => i.actionType === 'menu' && i.subMenuItems.length > 0)).toBe(true);
      expect(items.some((i) => i.subMenuItems.some((s) => s.subMenuItems.length > 0))).toBe(true);
      expect(new Set(items.map((i) => i.linkTarget))).toEqual(new Set([null, 'content-window', 'new-window', 'this-window']));
      for (const item of items.filter((i) => i.linkTarget === 'new-window' || i.linkTarget === 'this-window')) {
        expect(item.linkUrl).toBeTruthy();
      }
      const types = new Set(items.map((i) => i.actionType));
      for (const type of ['report', 'claims', 'html', 'link', 'subscriptions', 'recommendations']) expect(types).toContain(type);
    }
  });

  test('the restricted user does not see items needing a permission they lack, nor open them', async () => {
    const dirk = await signIn(portal.app, 'dirk');
    const items = flatten(parseMenuItems((await portal.app.inject({ url: ApiPaths.menuItems, headers: dirk.headers() })).json())!);
    const types = items.map((i) => i.actionType);
    expect(types).not.toContain('subscriptions');
    expect(types).not.toContain('recommendations');
    expect(types).toContain('report');
    const hidden = await portal.app.inject({ url: ApiPaths.action(105), headers: dirk.headers() });
    expect(hidden.statusCode).toBe(404);
    const anna = await signIn(portal.app, 'anna');
    expect((await portal.app.inject({ url: ApiPaths.action(105), headers: anna.headers() })).statusCode).toBe(200);
  });

  test('GET /api/action/{id}/ for every action type of the menu', async () => {
    const anna = await signIn(portal.app, 'anna');
    const items = flatten(parseMenuItems((await portal.app.inject({ url: ApiPaths.menuItems, headers: anna.headers() })).json())!);
    for (const item of items.filter((i) => i.actionId !== null)) {
      const response = await portal.app.inject({ url: ApiPaths.action(item.actionId!), headers: anna.headers() });
      expect(response.statusCode).toBe(200);
      expect(response.json().actionType).toBe(item.actionType);
    }
    const claims = (await portal.app.inject({ url: ApiPaths.action(107), headers: anna.headers() })).json();
    expect(claims.claims).toEqual(expect.arrayContaining([
      { type: 'name', value: 'Anna de Vries' },
      { type: 'email', value: 'anna.devries@contoso.example' },
      { type: 'oid', value: '6f1c2a53-0b7e-4c1a-9d3e-1a2b3c4d5e01' },
      { type: 'roles', value: 'licences' },
      { type: 'customer_name', value: 'Contoso Zorg' },
    ]));
    const html = (await portal.app.inject({ url: ApiPaths.action(CONTOSO_HOMEPAGE_ACTION_ID), headers: anna.headers() })).json();
    expect(html.html).toMatch(/<table>[\s\S]*<ul>[\s\S]*<a href=/);
    const link = (await portal.app.inject({ url: ApiPaths.action(108), headers: anna.headers() })).json();
    expect(link.url).toMatch(/^http:\/\/localhost(:\d+)?\/demo\/service-status$/);
    const page = await portal.app.inject({ url: new URL(link.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Service status');
    const external = (await portal.app.inject({ url: ApiPaths.action(109), headers: anna.headers() })).json();
    expect(external.url).toMatch(/^https:\/\//);
    const report = (await portal.app.inject({ url: ApiPaths.action(102), headers: anna.headers() })).json();
    expect(report).toMatchObject({ actionType: 'report', embedType: 'report', embedId: expect.any(String) });
  });

  test("an action of another customer, or unknown, is 404 JSON", async () => {
    const anna = await signIn(portal.app, 'anna');
    for (const id of [201, 301, 999999]) {
      const response = await portal.app.inject({ url: ApiPaths.action(id), headers: anna.headers() });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: `Action ${id} is not available.` });
    }
  });

  test('POST /api/account/activecustomer switches the customer, menu and branding', async () => {
    const anna = await signIn(portal.app, 'anna');
    const response = await portal.app.inject({
      method: 'POST',
      url: ApiPaths.activeCustomer,
      headers: anna.headers(),
      payload: { customerId: 'fabrikam' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(Identity.parse((await portal.app.inject({ url: ApiPaths.identity, headers: anna.headers() })).json()).activeCustomerId).toBe('fabrikam');
    const items = flatten(parseMenuItems((await portal.app.inject({ url: ApiPaths.menuItems, headers: anna.headers() })).json())!);
    expect(items.map((i) => i.actionId)).toContain(201);
    expect(items.some((i) => i.isHomepage)).toBe(false);
    expect((await portal.app.inject({ url: ApiPaths.action(201), headers: anna.headers() })).statusCode).toBe(200);
    expect((await portal.app.inject({ url: ApiPaths.action(102), headers: anna.headers() })).statusCode).toBe(404);
    expect((await portal.app.inject({ url: ApiPaths.publicSettings, headers: anna.headers() })).json().theme).toBe('theme2');
    await portal.app.inject({ method: 'POST', url: ApiPaths.activeCustomer + '/', headers: anna.headers(), payload: { customerId: 'contoso' } });
    expect(portal.app.portal.db.prepare("SELECT active_customer_id FROM users WHERE id = 'anna'").pluck().get()).toBe('contoso');
  });

  test('POST /api/account/register stores a registration (signed out), 409 for a second one', async () => {
    const { anonymous } = await import('./testing/kit');
    const browser = await anonymous(portal.app);
    const body = {
      firstName: 'Eva', lastName: 'Peeters', gender: 'female', email: 'Eva.Peeters@example.com',
      telephone: '+31 6 1234 5678', companyName: 'Peeters BV', acceptTerms: true,
    };
    const before = count(portal.app, 'registrations');
    const response = await portal.app.inject({ method: 'POST', url: ApiPaths.register, headers: browser.headers(), payload: body });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    expect(count(portal.app, 'registrations')).toBe(before + 1);
    const again = await portal.app.inject({ method: 'POST', url: ApiPaths.register + '/', headers: browser.headers(), payload: { ...body, email: 'eva.peeters@EXAMPLE.com' } });
    expect(again.statusCode).toBe(409);
    expect(count(portal.app, 'registrations')).toBe(before + 1);
  });

  test('the report log calls store a row; the token refresh needs a feature', async () => {
    const anna = await signIn(portal.app, 'anna');
    const before = count(portal.app, 'report_log');
    for (const [url, payload] of [
      [ApiPaths.logDataSelected(102), { Page: 'Overview' }],
      [ApiPaths.logPageChange(102), { Page: 'Details' }],
      [ApiPaths.logPageLoaded(102), { Page: 'Details', LoadTimeInMs: 812 }],
      [ApiPaths.logPageLoaded(102) + '/', { Page: 'Details', LoadTimeInMs: 5 }],
    ] as const) {
      const response = await portal.app.inject({ method: 'POST', url, headers: anna.headers(), payload });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    expect(count(portal.app, 'report_log')).toBe(before + 4);
    const row = portal.app.portal.db.prepare('SELECT * FROM report_log ORDER BY id DESC LIMIT 1').get() as Record<string, unknown>;
    expect(row).toMatchObject({ user_id: 'anna', customer_id: 'contoso', action_id: 102, event: 'page-loaded', page: 'Details', load_time_ms: 5 });
    const refresh = await portal.app.inject({ url: ApiPaths.refreshEmbedToken(102), headers: anna.headers() });
    if (features.some((f) => f.embedTokenRefreshers?.report)) {
      expect(refresh.statusCode).toBe(200);
      expect(EmbedTokenRefresh.safeParse(refresh.json()).success).toBe(true);
    } else {
      expect(refresh.statusCode).toBe(404);
    }
    for (const id of [107, 201, 999]) {
      expect((await portal.app.inject({ url: ApiPaths.refreshEmbedToken(id), headers: anna.headers() })).statusCode).toBe(404);
      const log = await portal.app.inject({ method: 'POST', url: ApiPaths.logPageChange(id), headers: anna.headers(), payload: { Page: 'x' } });
      expect(log.statusCode).toBe(id === 107 ? 200 : 404);
    }
  });
});

describe('feature hooks', () => {
  test('actionResolvers, embedTokenRefreshers, publicSettings and CSP extras from a feature are applied', async () => {
    const seen: unknown[] = [];
    const reportFeature: ServerFeature = {
      name: 'test-report',
      actionResolvers: {
        report: (data, actionId, user, deps) => {
          seen.push([data.embedId, actionId, user.userId, deps.config.demoMode]);
          return { ...data, accessToken: 'token-1', actionType: 'ignored' };
        },
      },
      embedTokenRefreshers: { report: async (_data, actionId) => ({ embedToken: `token-for-${actionId}` }) },
      publicSettings: () => ({ analyticsEmulator: { origin: 'http://localhost:18081' } }),
      contentSecurityPolicy: { 'frame-src': ['http://localhost:18081'] },
    };
    // Only the core features, so the real report feature's hooks do not answer first.
    const core = features.filter((f) => !f.actionResolvers && !f.embedTokenRefreshers && !f.publicSettings);
    const portal = await createTestPortal({ features: [...core, reportFeature] });
    try {
      const anna = await signIn(portal.app, 'anna');
      const action = await portal.app.inject({ url: ApiPaths.action(102), headers: anna.headers() });
      expect(action.json()).toMatchObject({ actionType: 'report', accessToken: 'token-1', embedId: 'demo-service-overview' });
      expect(seen).toEqual([['demo-service-overview', 102, 'anna', true]]);
      const refresh = await portal.app.inject({ url: ApiPaths.refreshEmbedToken(102), headers: anna.headers() });
      expect(refresh.json()).toEqual({ embedToken: 'token-for-102' });
      expect((await portal.app.inject({ url: ApiPaths.refreshEmbedToken(107), headers: anna.headers() })).statusCode).toBe(404);
      const settings = await portal.app.inject({ url: ApiPaths.publicSettings });
      expect(settings.json().analyticsEmulator).toEqual({ origin: 'http://localhost:18081' });
      expect(settings.headers['content-security-policy']).toContain("frame-src 'self' https: http://localhost:18081");
    } finally {
      await portal.close();
    }
  });
});
