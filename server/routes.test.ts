import {
  AccountInfo,
  ApiPaths,
  Identity,
  MonitoringInfo,
  PublicSettings,
  TenantList,
  parseMenuItems,
  type MenuItem,
} from '../core/contract';
import { BRAM_DEFAULT_ACTION_ID, CONTOSO_HOMEPAGE_ACTION_ID } from './demo/demo-ids';
import { defineServerPlugin } from './plugin-api';
import { count, createTestPortal, signIn, withPowerBiEmulator, type TestPortal } from './plugin-api/testing';

// The report actions' embed tokens come from the Power BI emulator, as in `npm start`.
withPowerBiEmulator();

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.subMenuItems)]);

describe('the core calls and the identity, happy paths', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal();
  });
  afterAll(() => portal.close());

  test('GET /account/me for a user with two customers and a run-as user', async () => {
    const anna = await signIn(portal.app, 'anna');
    const response = await portal.app.inject({ method: 'GET', url: ApiPaths.identity, headers: anna.headers() });
    expect(response.statusCode).toBe(200);
    const parsed = Identity.parse(response.json());
    // The reference server always sends the customer list (a backend may leave it out: then it is null).
    const identity = { ...parsed, customers: parsed.customers ?? [] };
    expect(parsed.customers).not.toBeNull();
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
    const menu = parseMenuItems(
      (await portal.app.inject({ url: ApiPaths.menuItems, headers: bram.headers() })).json(),
    )!;
    expect(flatten(menu).some((i) => i.isHomepage)).toBe(false);
    const action = await portal.app.inject({ url: ApiPaths.action(BRAM_DEFAULT_ACTION_ID), headers: bram.headers() });
    expect(action.statusCode).toBe(200);
    expect(action.json()).toMatchObject({ actionType: 'html' });
  });

  test('the authenticated but not authorized user: identity says so, the API answers 403', async () => {
    const carla = await signIn(portal.app, 'carla');
    const identity = Identity.parse(
      (await portal.app.inject({ url: ApiPaths.identity, headers: carla.headers() })).json(),
    );
    expect(identity).toMatchObject({
      isAuthenticated: true,
      isAuthorized: false,
      customers: [],
      activeCustomerId: null,
    });
    const menu = await portal.app.inject({ url: ApiPaths.menuItems, headers: carla.headers() });
    expect(menu.statusCode).toBe(403);
    expect(menu.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
  });

  test('GET /api/account, tenants and monitoring', async () => {
    const anna = await signIn(portal.app, 'anna');
    const info = AccountInfo.parse(
      (await portal.app.inject({ url: ApiPaths.accountInfo, headers: anna.headers() })).json(),
    );
    expect(info.accountDeletionRequestDate).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(Date.parse(info.accountDeletionDate!)).toBeGreaterThan(Date.parse(info.accountDeletionRequestDate!));
    const tenants = TenantList.parse(
      (await portal.app.inject({ url: ApiPaths.tenants + '/', headers: anna.headers() })).json(),
    );
    expect(tenants).toHaveLength(2);
    expect(tenants[0]).toEqual({ tenantId: expect.any(String), tenantName: expect.stringContaining('Contoso') });
    const monitoring = MonitoringInfo.parse(
      (await portal.app.inject({ url: ApiPaths.monitoring, headers: anna.headers() })).json(),
    );
    expect(monitoring.monitoringLocation).toMatch(/^https:\/\//);

    const bram = await signIn(portal.app, 'bram');
    const bramInfo = (await portal.app.inject({ url: ApiPaths.accountInfo, headers: bram.headers() })).json();
    expect(bramInfo).toEqual({ accountDeletionRequestDate: null, accountDeletionDate: null });
  });

  test('GET /app/publicsettings: deployment defaults signed out, the active customer signed in', async () => {
    const anonymous = PublicSettings.parse((await portal.app.inject({ url: ApiPaths.publicSettings })).json());
    expect(anonymous).toMatchObject({
      applicationName: 'Service Portal',
      staticHost: '/static',
      theme: 'theme1',
      customStylesheet: null,
      plugins: null,
      environmentType: 'development',
      accessibilityContact: null,
    });
    const bram = await signIn(portal.app, 'bram');
    const branded = PublicSettings.parse(
      (await portal.app.inject({ url: '/app/publicsettings/', headers: bram.headers() })).json(),
    );
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
      expect(new Set(items.map((i) => i.linkTarget))).toEqual(
        new Set([null, 'content-window', 'new-window', 'this-window']),
      );
      for (const item of items.filter((i) => i.linkTarget === 'new-window' || i.linkTarget === 'this-window')) {
        expect(item.linkUrl).toBeTruthy();
      }
      const types = new Set(items.map((i) => i.actionType));
      for (const type of ['report', 'claims', 'html', 'link']) expect(types).toContain(type);
    }
  });

  test('the restricted user does not see items needing a permission they lack, nor open them', async () => {
    // An action of a type no plugin claims, so the check holds whichever plugins are bundled.
    const db = portal.app.portal.db;
    db.prepare(
      "INSERT INTO actions (id, customer_id, action_type, title, data, required_permission) VALUES (980, 'contoso', 'zz-licensed', 'Licensed', '{}', 'LICENCES')",
    ).run();
    db.prepare(
      "INSERT INTO menu_items (id, customer_id, parent_id, name, item_type, action_id, sort_order) VALUES (9980, 'contoso', NULL, 'Licensed', 'action', 980, 99)",
    ).run();
    const menuOf = async (user: string) => {
      const headers = (await signIn(portal.app, user)).headers();
      return {
        headers,
        items: flatten(parseMenuItems((await portal.app.inject({ url: ApiPaths.menuItems, headers })).json())!),
      };
    };
    const dirk = await menuOf('dirk');
    expect(dirk.items.map((i) => i.actionId)).not.toContain(980);
    expect((await portal.app.inject({ url: ApiPaths.action(980), headers: dirk.headers })).statusCode).toBe(404);
    // The permission is compared case-insensitively: anna holds "licences".
    const anna = await menuOf('anna');
    expect(anna.items.map((i) => i.actionId)).toContain(980);
    expect((await portal.app.inject({ url: ApiPaths.action(980), headers: anna.headers })).statusCode).toBe(200);
    db.prepare('DELETE FROM actions WHERE id = 980').run();
  });

  test('GET /api/action/{id}/ for every action type of the menu', async () => {
    const anna = await signIn(portal.app, 'anna');
    const items = flatten(
      parseMenuItems((await portal.app.inject({ url: ApiPaths.menuItems, headers: anna.headers() })).json())!,
    );
    for (const item of items.filter((i) => i.actionId !== null)) {
      const response = await portal.app.inject({ url: ApiPaths.action(item.actionId!), headers: anna.headers() });
      expect(response.statusCode).toBe(200);
      expect(response.json().actionType).toBe(item.actionType);
    }
    const claims = (await portal.app.inject({ url: ApiPaths.action(107), headers: anna.headers() })).json();
    expect(claims.claims).toEqual(
      expect.arrayContaining([
        { type: 'name', value: 'Anna de Vries' },
        { type: 'email', value: 'anna.devries@contoso.example' },
        { type: 'oid', value: '6f1c2a53-0b7e-4c1a-9d3e-1a2b3c4d5e01' },
        { type: 'roles', value: 'licences' },
        { type: 'customer_name', value: 'Contoso Zorg' },
      ]),
    );
    const html = (
      await portal.app.inject({ url: ApiPaths.action(CONTOSO_HOMEPAGE_ACTION_ID), headers: anna.headers() })
    ).json();
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

  test('an action of another customer, or unknown, is 404 JSON', async () => {
    const anna = await signIn(portal.app, 'anna');
    for (const id of [201, 301, 999999]) {
      const response = await portal.app.inject({ url: ApiPaths.action(id), headers: anna.headers() });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: `Action ${id} is not available.`,
      });
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
    expect(
      Identity.parse((await portal.app.inject({ url: ApiPaths.identity, headers: anna.headers() })).json())
        .activeCustomerId,
    ).toBe('fabrikam');
    const items = flatten(
      parseMenuItems((await portal.app.inject({ url: ApiPaths.menuItems, headers: anna.headers() })).json())!,
    );
    expect(items.map((i) => i.actionId)).toContain(201);
    expect(items.some((i) => i.isHomepage)).toBe(false);
    expect((await portal.app.inject({ url: ApiPaths.action(201), headers: anna.headers() })).statusCode).toBe(200);
    expect((await portal.app.inject({ url: ApiPaths.action(102), headers: anna.headers() })).statusCode).toBe(404);
    expect((await portal.app.inject({ url: ApiPaths.publicSettings, headers: anna.headers() })).json().theme).toBe(
      'theme2',
    );
    await portal.app.inject({
      method: 'POST',
      url: ApiPaths.activeCustomer + '/',
      headers: anna.headers(),
      payload: { customerId: 'contoso' },
    });
    expect(portal.app.portal.db.prepare("SELECT active_customer_id FROM users WHERE id = 'anna'").pluck().get()).toBe(
      'contoso',
    );
  });

  test('POST /api/account/register stores a registration (signed out); a second one is answered alike and stores nothing', async () => {
    const { anonymous } = await import('./plugin-api/testing');
    const browser = await anonymous(portal.app);
    const body = {
      firstName: 'Eva',
      lastName: 'Peeters',
      gender: 'female',
      email: 'Eva.Peeters@example.com',
      telephone: '+31 6 1234 5678',
      companyName: 'Peeters BV',
      acceptTerms: true,
    };
    const before = count(portal.app, 'registrations');
    const response = await portal.app.inject({
      method: 'POST',
      url: ApiPaths.register,
      headers: browser.headers(),
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    expect(count(portal.app, 'registrations')).toBe(before + 1);
    const again = await portal.app.inject({
      method: 'POST',
      url: ApiPaths.register + '/',
      headers: browser.headers(),
      payload: { ...body, email: 'eva.peeters@EXAMPLE.com' },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ ok: true });
    expect(count(portal.app, 'registrations')).toBe(before + 1);
  });
});

describe('server plugin hooks', () => {
  test("a plugin's routes, action resolver, seed, public settings and CSP sources are applied", async () => {
    const seen: unknown[] = [];
    const plugin = defineServerPlugin({
      id: 'zz-hooks',
      actionTypes: ['zz-hooks'],
      seed: (demo) =>
        demo.addActions('contoso', [
          { id: 990, type: 'zz-hooks', title: 'Hooks', data: { answer: 41 }, menu: { id: 9990, order: 9 } },
        ]),
      routes: (api) =>
        api.route({
          method: 'GET',
          url: '/api/zz-hooks',
          summary: 'A test route',
          handler: () => ({ plugin: api.pluginId }),
        }),
      actionResolvers: {
        'zz-hooks': ({ data, actionId, user, origin, config }) => {
          seen.push([data.answer, actionId, user.userId, origin.startsWith('http://'), config.demoMode]);
          return { ...data, answer: 42, actionType: 'ignored' };
        },
      },
      publicSettings: () => ({ analyticsFrames: { origin: 'http://localhost:18081' } }),
      contentSecurityPolicy: { 'frame-src': ['http://localhost:18081'] },
    });
    const portal = await createTestPortal({ plugins: { 'zz-hooks': plugin } });
    try {
      const anna = await signIn(portal.app, 'anna');
      const action = await portal.app.inject({ url: ApiPaths.action(990), headers: anna.headers() });
      expect(action.json()).toMatchObject({ actionType: 'zz-hooks', answer: 42, title: 'Hooks' });
      expect(seen).toEqual([[41, 990, 'anna', true, true]]);
      expect((await portal.app.inject({ url: '/api/zz-hooks', headers: anna.headers() })).json()).toEqual({
        plugin: 'zz-hooks',
      });
      const settings = await portal.app.inject({ url: ApiPaths.publicSettings });
      expect(settings.json().analyticsFrames).toEqual({ origin: 'http://localhost:18081' });
      expect(settings.headers['content-security-policy']).toContain(
        "frame-src 'self' https://app.powerbi.com http://localhost:18081",
      );
      const openApi = (await portal.app.inject({ url: '/api/openapi.json' })).json() as {
        paths: Record<string, Record<string, { tags: string[] }>>;
      };
      expect(openApi.paths['/api/zz-hooks'].get.tags).toEqual(['zz-hooks']);
    } finally {
      await portal.close();
    }
  });
});
