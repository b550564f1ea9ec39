import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import { COMMAND_LINE, putMembership } from '../../../server/plugin-api/testing';
import { anonymous, createTestPortal, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';
import { pngUpload } from './branding-test-data';
import { appointCustomerAdmins, call, databaseChecksum, type RequestHeaders } from './test-helpers';

/**
 * Every admin route, called as every kind of caller, like an attacker would: the routes come from the OpenAPI
 * document, so a route added later without a line here fails this test. Refusals must write nothing (whole
 * database checksum). The matrix is written to test/artifacts/admin-authorization-matrix.md.
 */
const ROLES = [
  'signed out',
  'not authorized',
  'user',
  'other customer admin',
  'same customer admin',
  'provider admin',
] as const;
type Role = (typeof ROLES)[number];

const CALLERS: Record<Exclude<Role, 'signed out'>, string> = {
  'not authorized': DemoUsers.carla,
  user: DemoUsers.dirk,
  'other customer admin': DemoUsers.bram,
  'same customer admin': DemoUsers.anna,
  'provider admin': DemoUsers.petra,
};

interface Sample {
  url: string;
  body?: unknown;
}

/** Who may do what, per route: the status each kind of caller must get (signed out: 401, not authorized: 403 always). */
type Expected = Partial<Record<Role, number>>;

const PROVIDER_ONLY: Expected = { user: 403, 'other customer admin': 403, 'same customer admin': 403 };
const CUSTOMER_ADMIN_MAY = (ok: number, other = 403): Expected => ({
  user: 403,
  'other customer admin': other,
  'same customer admin': ok,
});

const contoso = DemoCustomers.contoso;
const dirk = DemoUsers.dirk;

const MENU_HEADER = {
  id: null,
  type: 'menu',
  name: 'Start',
  icon: null,
  linkUrl: null,
  linkTarget: null,
  isHomepage: false,
  action: null,
  children: [],
};

/** Contoso gets a menu draft from the provider admin, for the routes that need one. */
async function saveMenuDraft(portal: TestPortal): Promise<void> {
  const petra = await userHeaders(portal.app, DemoUsers.petra);
  const saved = await call(portal.app, petra, 'PUT', `/api/admin/customers/${contoso}/menu/draft`, {
    items: [MENU_HEADER],
  });
  if (saved.statusCode !== 200) throw new Error(`saving a menu draft: ${saved.statusCode} ${saved.body}`);
}

const CATALOGUE_FORM = {
  schemaVersion: 1,
  title: { en: 'Toner', nl: 'Toner' },
  description: { en: '', nl: '' },
  category: 'other',
  fields: [{ id: 'printer', kind: 'text', label: { en: 'Printer', nl: 'Printer' }, required: true }],
  customers: null,
  needsSignOff: false,
  published: false,
};

/** The API key the key routes' lines act on, made by their prepare. */
const matrixKey = { id: '' };
async function makeMatrixKey(portal: TestPortal): Promise<void> {
  const made = portal.app.portal.machineKeys!.store.create(
    { name: 'Matrix', routes: null, customerId: null },
    COMMAND_LINE,
  );
  matrixKey.id = made.key.id;
}

/** A request per route (keyed as the OpenAPI document names it) and the statuses it must get. */
const ROUTES: Record<
  string,
  { sample(role: Role): Sample; expected: Expected; ok: number; prepare?(portal: TestPortal): Promise<void> }
> = {
  'GET /api/admin/customers': {
    sample: () => ({ url: '/api/admin/customers?search=con&pageSize=10' }),
    expected: PROVIDER_ONLY,
    ok: 200,
  },
  'POST /api/admin/customers': {
    sample: (role) => ({ url: '/api/admin/customers', body: { id: `acme-${ROLES.indexOf(role)}`, name: 'Acme' } }),
    expected: PROVIDER_ONLY,
    ok: 201,
  },
  'GET /api/admin/customers/{customerId}': {
    sample: () => ({ url: `/api/admin/customers/${contoso}` }),
    expected: PROVIDER_ONLY,
    ok: 200,
  },
  'PATCH /api/admin/customers/{customerId}': {
    sample: () => ({ url: `/api/admin/customers/${contoso}`, body: { name: 'Contoso Zorg BV' } }),
    expected: PROVIDER_ONLY,
    ok: 200,
  },
  'POST /api/admin/customers/{customerId}/deactivate': {
    sample: () => ({ url: `/api/admin/customers/${contoso}/deactivate` }),
    expected: PROVIDER_ONLY,
    ok: 200,
  },
  'POST /api/admin/customers/{customerId}/reactivate': {
    sample: () => ({ url: `/api/admin/customers/${contoso}/reactivate` }),
    expected: PROVIDER_ONLY,
    ok: 200,
  },
  'GET /api/admin/customers/{customerId}/synced-sources': {
    sample: () => ({ url: `/api/admin/customers/${contoso}/synced-sources` }),
    expected: PROVIDER_ONLY,
    ok: 200,
  },
  // A source no plugin declares: the provider admin gets past authorization to 404 (a run: synced-sources-admin.test.ts).
  'POST /api/admin/customers/{customerId}/synced-sources/{plugin}/{source}/run': {
    sample: () => ({ url: `/api/admin/customers/${contoso}/synced-sources/no-plugin/no-source/run` }),
    expected: PROVIDER_ONLY,
    ok: 404,
  },
  'GET /api/admin/users': {
    sample: () => ({ url: `/api/admin/users?customerId=${contoso}` }),
    expected: CUSTOMER_ADMIN_MAY(200),
    ok: 200,
  },
  'GET /api/admin/users/{userId}': {
    sample: () => ({ url: `/api/admin/users/${dirk}` }),
    expected: CUSTOMER_ADMIN_MAY(200, 404),
    ok: 200,
  },
  'POST /api/admin/users/{userId}/disable': {
    sample: () => ({ url: `/api/admin/users/${dirk}/disable` }),
    expected: CUSTOMER_ADMIN_MAY(200, 404),
    ok: 200,
  },
  'POST /api/admin/users/{userId}/enable': {
    sample: () => ({ url: `/api/admin/users/${dirk}/enable` }),
    expected: CUSTOMER_ADMIN_MAY(200, 404),
    ok: 200,
  },
  'POST /api/admin/users/{userId}/removal': {
    sample: () => ({ url: `/api/admin/users/${dirk}/removal` }),
    expected: CUSTOMER_ADMIN_MAY(200, 404),
    ok: 200,
  },
  'PUT /api/admin/users/{userId}/provider-admin': {
    sample: () => ({ url: `/api/admin/users/${dirk}/provider-admin`, body: { isProviderAdmin: true } }),
    expected: PROVIDER_ONLY,
    ok: 200,
  },
  'GET /api/admin/users/{userId}/identity': {
    sample: () => ({ url: `/api/admin/users/${dirk}/identity` }),
    expected: PROVIDER_ONLY,
    ok: 200,
  },
  'PUT /api/admin/users/{userId}/identity': {
    sample: () => ({
      url: `/api/admin/users/${dirk}/identity`,
      body: { issuer: 'https://login.msp.example', subject: 'dirk-at-msp' },
    }),
    expected: PROVIDER_ONLY,
    ok: 200,
    prepare: async (portal) => void portal.app.portal.db.prepare("UPDATE users SET oid = '' WHERE id = ?").run(dirk),
  },
  'DELETE /api/admin/users/{userId}/identity': {
    sample: () => ({ url: `/api/admin/users/${dirk}/identity` }),
    expected: PROVIDER_ONLY,
    ok: 200,
  },
  'POST /api/admin/users/{userId}/merge': {
    sample: () => ({ url: `/api/admin/users/${dirk}/merge`, body: { from: DemoUsers.carla } }),
    expected: PROVIDER_ONLY,
    ok: 200,
    prepare: async (portal) =>
      void portal.app.portal.db.prepare("UPDATE users SET oid = '' WHERE id = ?").run(DemoUsers.carla),
  },
  'PUT /api/admin/users/{userId}/memberships/{customerId}': {
    sample: () => ({ url: `/api/admin/users/${dirk}/memberships/${contoso}`, body: { role: 'customer-admin' } }),
    expected: CUSTOMER_ADMIN_MAY(200),
    ok: 200,
  },
  'DELETE /api/admin/users/{userId}/memberships/{customerId}': {
    // The provider removes another membership: the customer admin's call before it removed dirk's already.
    sample: (role) => ({
      url:
        role === 'provider admin'
          ? `/api/admin/users/${DemoUsers.anna}/memberships/${DemoCustomers.fabrikam}`
          : `/api/admin/users/${dirk}/memberships/${contoso}`,
    }),
    expected: CUSTOMER_ADMIN_MAY(200),
    ok: 200,
  },
  'POST /api/admin/invitations': {
    sample: (role) => ({
      url: '/api/admin/invitations',
      body: {
        email: `new-${ROLES.indexOf(role)}@contoso.example`,
        customerId: contoso,
        role: 'user',
        permissions: ['reports'],
      },
    }),
    expected: CUSTOMER_ADMIN_MAY(201),
    ok: 201,
  },
  'POST /api/admin/customers/{customerId}/logo': {
    sample: () => ({ url: `/api/admin/customers/${contoso}/logo`, body: pngUpload() }),
    expected: PROVIDER_ONLY,
    ok: 200,
  },
  'DELETE /api/admin/customers/{customerId}/logo': {
    sample: () => ({ url: `/api/admin/customers/${contoso}/logo` }),
    expected: PROVIDER_ONLY,
    ok: 200,
  },
  'GET /api/admin/plugins': { sample: () => ({ url: '/api/admin/plugins' }), expected: PROVIDER_ONLY, ok: 200 },
  'GET /api/admin/invitations': {
    sample: () => ({ url: `/api/admin/invitations?customerId=${contoso}&status=pending` }),
    expected: CUSTOMER_ADMIN_MAY(200),
    ok: 200,
  },
  'POST /api/admin/invitations/{invitationId}/revoke': {
    // Invitation 1, Contoso's, made by prepare: its customer admin and the provider may revoke it (again: unchanged).
    sample: () => ({ url: '/api/admin/invitations/1/revoke' }),
    expected: CUSTOMER_ADMIN_MAY(200, 404),
    ok: 200,
    prepare: async (portal) => {
      const petra = await userHeaders(portal.app, DemoUsers.petra);
      const made = await call(portal.app, petra, 'POST', '/api/admin/invitations', {
        email: 'to-revoke@contoso.example',
        customerId: contoso,
      });
      if (made.statusCode !== 201) throw new Error(`inviting: ${made.statusCode} ${made.body}`);
    },
  },
  'GET /api/admin/customers/{customerId}/menu': {
    sample: () => ({ url: `/api/admin/customers/${contoso}/menu` }),
    expected: PROVIDER_ONLY,
    ok: 200,
  },
  'PUT /api/admin/customers/{customerId}/menu/draft': {
    sample: () => ({ url: `/api/admin/customers/${contoso}/menu/draft`, body: { items: [MENU_HEADER] } }),
    expected: PROVIDER_ONLY,
    ok: 200,
  },
  'DELETE /api/admin/customers/{customerId}/menu/draft': {
    sample: () => ({ url: `/api/admin/customers/${contoso}/menu/draft` }),
    expected: PROVIDER_ONLY,
    ok: 200,
    prepare: (portal) => saveMenuDraft(portal),
  },
  'POST /api/admin/customers/{customerId}/menu/publish': {
    sample: () => ({ url: `/api/admin/customers/${contoso}/menu/publish` }),
    expected: PROVIDER_ONLY,
    ok: 200,
    prepare: (portal) => saveMenuDraft(portal),
  },
  'GET /api/admin/customers/{customerId}/menu/preview': {
    sample: () => ({ url: `/api/admin/customers/${contoso}/menu/preview` }),
    expected: PROVIDER_ONLY,
    ok: 200,
    prepare: (portal) => saveMenuDraft(portal),
  },
  'POST /api/admin/menus/copy': {
    sample: () => ({
      url: '/api/admin/menus/copy',
      body: { fromCustomerId: contoso, toCustomerIds: [DemoCustomers.northwind], as: 'published' },
    }),
    expected: PROVIDER_ONLY,
    ok: 200,
  },
  'POST /api/admin/run-as': {
    sample: () => ({ url: '/api/admin/run-as', body: { userId: dirk } }),
    expected: CUSTOMER_ADMIN_MAY(200, 404),
    ok: 200,
  },
  // Each administrator gets the catalog of their own customer.
  'GET /api/admin/permissions': {
    sample: () => ({ url: '/api/admin/permissions' }),
    expected: CUSTOMER_ADMIN_MAY(200, 200),
    ok: 200,
  },
  'GET /api/admin/users/{userId}/permissions': {
    sample: () => ({ url: `/api/admin/users/${dirk}/permissions` }),
    expected: CUSTOMER_ADMIN_MAY(200, 404),
    ok: 200,
  },
  'PUT /api/admin/users/{userId}/permissions': {
    sample: (role) => ({
      url: `/api/admin/users/${dirk}/permissions`,
      body: { permissions: role === 'provider admin' ? ['reports', 'report-usage'] : ['reports', 'licences'] },
    }),
    expected: CUSTOMER_ADMIN_MAY(200, 404),
    ok: 200,
  },
  'GET /api/admin/audit': {
    sample: () => ({ url: `/api/admin/audit?customerId=${contoso}` }),
    expected: CUSTOMER_ADMIN_MAY(200),
    ok: 200,
  },
  'GET /api/admin/audit/export': {
    sample: () => ({ url: `/api/admin/audit/export?customerId=${contoso}` }),
    expected: CUSTOMER_ADMIN_MAY(200),
    ok: 200,
  },
  'GET /api/admin/api-keys': {
    sample: () => ({ url: '/api/admin/api-keys' }),
    expected: PROVIDER_ONLY,
    ok: 200,
  },
  'GET /api/admin/api-keys/machine-routes': {
    sample: () => ({ url: '/api/admin/api-keys/machine-routes' }),
    expected: PROVIDER_ONLY,
    ok: 200,
  },
  'POST /api/admin/api-keys': {
    sample: () => ({ url: '/api/admin/api-keys', body: { name: 'Nightly import', routes: null, customerId: contoso } }),
    expected: PROVIDER_ONLY,
    ok: 201,
  },
  'POST /api/admin/api-keys/{id}/rotate': {
    sample: () => ({ url: `/api/admin/api-keys/${matrixKey.id}/rotate`, body: { oldSecret: 'grace' } }),
    expected: PROVIDER_ONLY,
    ok: 200,
    prepare: makeMatrixKey,
  },
  'POST /api/admin/api-keys/{id}/revoke': {
    sample: () => ({ url: `/api/admin/api-keys/${matrixKey.id}/revoke` }),
    expected: PROVIDER_ONLY,
    ok: 200,
    prepare: makeMatrixKey,
  },
  'PUT /api/admin/api-keys/{id}/scope': {
    sample: () => ({
      url: `/api/admin/api-keys/${matrixKey.id}/scope`,
      body: { routes: ['events'], customerId: contoso },
    }),
    expected: PROVIDER_ONLY,
    ok: 200,
    prepare: makeMatrixKey,
  },
  'GET /api/admin/api-keys/{id}/uses': {
    sample: () => ({ url: `/api/admin/api-keys/${matrixKey.id}/uses` }),
    expected: PROVIDER_ONLY,
    ok: 200,
    prepare: makeMatrixKey,
  },
  'GET /api/admin/records': { sample: () => ({ url: '/api/admin/records' }), expected: PROVIDER_ONLY, ok: 200 },
  'GET /api/admin/surveys/{customerId}': {
    sample: () => ({ url: `/api/admin/surveys/${contoso}` }),
    expected: PROVIDER_ONLY,
    ok: 200,
  },
  'GET /api/admin/surveys/{customerId}/{code}/answers': {
    sample: () => ({ url: `/api/admin/surveys/${contoso}/SAT-2026/answers?format=csv` }),
    expected: PROVIDER_ONLY,
    ok: 200,
  },
  'GET /api/admin/service-desk/deliveries': {
    sample: () => ({ url: '/api/admin/service-desk/deliveries' }),
    expected: PROVIDER_ONLY,
    ok: 200,
  },
  // The portal's own desk has nothing to deliver: the provider admin gets past authorization to 404 (a retry that
  // delivers: zammad-deliveries-admin.test.ts).
  'POST /api/admin/service-desk/deliveries/{id}/retry': {
    sample: () => ({ url: '/api/admin/service-desk/deliveries/1/retry' }),
    expected: PROVIDER_ONLY,
    ok: 404,
  },
  ...recordRoutes(),
  // The service catalogue's designer (service-requests plugin); the demo seeds the starter forms, the first is id 1.
  'GET /api/admin/catalogue/forms': {
    sample: () => ({ url: '/api/admin/catalogue/forms' }),
    expected: PROVIDER_ONLY,
    ok: 200,
  },
  'POST /api/admin/catalogue/forms': {
    sample: () => ({ url: '/api/admin/catalogue/forms', body: CATALOGUE_FORM }),
    expected: PROVIDER_ONLY,
    ok: 201,
  },
  'GET /api/admin/catalogue/forms/{id}': {
    sample: () => ({ url: '/api/admin/catalogue/forms/1' }),
    expected: PROVIDER_ONLY,
    ok: 200,
  },
  'PUT /api/admin/catalogue/forms/{id}': {
    sample: () => ({ url: '/api/admin/catalogue/forms/1', body: CATALOGUE_FORM }),
    expected: PROVIDER_ONLY,
    ok: 200,
  },
  'POST /api/admin/catalogue/starter-set': {
    sample: () => ({ url: '/api/admin/catalogue/starter-set' }),
    expected: PROVIDER_ONLY,
    ok: 200,
  },
  'GET /api/admin/catalogue/customers': {
    sample: () => ({ url: '/api/admin/catalogue/customers' }),
    expected: PROVIDER_ONLY,
    ok: 200,
  },
};

/**
 * The routes of every record type the bundled plugins declare (api.records), provider administrators only: for
 * them a change to a record that does not exist answers 404 and a broken file 422, so nothing is written either.
 */
function recordRoutes(): typeof ROUTES {
  const types = [
    ['contracts', 'contracts'],
    ['events', 'events'],
    ['invoices', 'invoices'],
    ['knowledge-base', 'articles'],
    ['managed-resources', 'resources'],
    ['sla-reports', 'sla-figures'],
    ['surveys', 'surveys'],
    ['sla-reports', 'sla-ticket-targets'],
  ];
  return Object.fromEntries(
    types.flatMap(([plugin, type]) => {
      const base = `/api/admin/records/${plugin}/${type}`;
      const at = `${base}/${contoso}`;
      const line = (method: string, suffix: string, url: string, ok: number, body?: unknown) =>
        [
          `${method} ${base}/{customerId}${suffix}`,
          { sample: () => ({ url, body }), expected: PROVIDER_ONLY, ok },
        ] as const;
      return [
        line('GET', '', at, 200),
        line('POST', '', at, 400, { providerId: 'not valid!' }),
        line('PUT', '/{providerId}', `${at}/NO-SUCH-RECORD`, 404, {}),
        line('DELETE', '/{providerId}', `${at}/NO-SUCH-RECORD`, 404),
        line('POST', '/import', `${at}/import`, 422, { format: 'csv', content: 'providerId\nnot valid!\n' }),
        line('GET', '/export', `${at}/export?format=csv`, 200),
      ];
    }),
  );
}

const expectedStatus = (route: (typeof ROUTES)[string], role: Role): number =>
  role === 'signed out'
    ? 401
    : role === 'not authorized'
      ? 403
      : role === 'provider admin'
        ? route.ok
        : route.expected[role]!;

async function callers(portal: TestPortal): Promise<Record<Role, RequestHeaders>> {
  const entries = await Promise.all(
    Object.entries(CALLERS).map(async ([role, userId]) => [role, await userHeaders(portal.app, userId)] as const),
  );
  return { 'signed out': (await anonymous(portal.app)).headers(), ...Object.fromEntries(entries) } as Record<
    Role,
    RequestHeaders
  >;
}

describe('the admin API, attacked route by route', () => {
  let adminRoutes: string[] = [];
  const matrix = new Map<string, Record<Role, number>>();

  beforeAll(async () => {
    const portal = await createTestPortal();
    try {
      const document = (await portal.app.inject({ url: '/api/openapi.json' })).json() as {
        paths: Record<string, Record<string, unknown>>;
      };
      adminRoutes = Object.entries(document.paths)
        .filter(([url]) => url.startsWith('/api/admin'))
        .flatMap(([url, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${url}`))
        .sort();
    } finally {
      await portal.close();
    }
  });

  afterAll(() => {
    if (matrix.size === 0) return;
    const lines = [
      '# Admin API authorization matrix',
      '',
      'Generated by plugins/admin/server/authorization-matrix.test.ts: every route of the OpenAPI document under /api/admin, called',
      "as each kind of caller against Contoso's objects (the same customer admin is Anna at Contoso, the other customer admin Bram at",
      'Northwind, the user Dirk at Contoso, not authorized Carla, the provider admin Petra). Every refusal left the whole database unchanged.',
      '',
      `| route | ${ROLES.join(' | ')} |`,
      `|---|${ROLES.map(() => '---').join('|')}|`,
      ...[...matrix.entries()].map(
        ([route, statuses]) => `| \`${route}\` | ${ROLES.map((role) => statuses[role]).join(' | ')} |`,
      ),
      '',
    ];
    const folder = path.resolve(__dirname, '../../../test/artifacts');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'admin-authorization-matrix.md'), lines.join('\n'));
  });

  test('every admin route of the OpenAPI document has its line here, and every line a route', () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(15);
    expect(adminRoutes).toEqual(Object.keys(ROUTES).sort());
  });

  test.each(Object.keys(ROUTES))('%s: each caller gets exactly its status; refusals write nothing', async (key) => {
    const route = ROUTES[key]!;
    const [method] = key.split(' ') as [string];
    const portal = await createTestPortal();
    try {
      await appointCustomerAdmins(portal.app);
      await route.prepare?.(portal);
      const headers = await callers(portal);
      const statuses = {} as Record<Role, number>;
      for (const role of ROLES) {
        const { url, body } = route.sample(role);
        const before = databaseChecksum(portal.app);
        const response = await call(portal.app, headers[role], method, url, body);
        statuses[role] = response.statusCode;
        expect({ role, status: response.statusCode }).toEqual({ role, status: expectedStatus(route, role) });
        if (response.statusCode >= 400 || method === 'GET')
          expect({ role, checksum: databaseChecksum(portal.app) }).toEqual({ role, checksum: before });
        if (response.statusCode >= 400)
          expect(response.json()).toMatchObject({ statusCode: response.statusCode, message: expect.any(String) });
      }
      matrix.set(key, statuses);
    } finally {
      await portal.close();
    }
  });

  describe('a customer admin never gets past their own rights', () => {
    let portal: TestPortal;
    let anna: RequestHeaders;
    beforeAll(async () => {
      portal = await createTestPortal();
      await appointCustomerAdmins(portal.app);
      // Petra, a provider admin, is also a member of Contoso: Anna sees her there but must not touch her.
      putMembership(portal.app.portal.db, COMMAND_LINE, DemoUsers.petra, contoso, 'user');
      anna = await userHeaders(portal.app, DemoUsers.anna);
    });
    afterAll(() => portal.close());

    test.each([
      [
        'grant herself provider rights',
        'PUT',
        `/api/admin/users/${DemoUsers.anna}/provider-admin`,
        { isProviderAdmin: true },
        403,
      ],
      [
        'grant someone provider rights',
        'PUT',
        `/api/admin/users/${dirk}/provider-admin`,
        { isProviderAdmin: true },
        403,
      ],
      [
        'give a provider role through a membership',
        'PUT',
        `/api/admin/users/${dirk}/memberships/${contoso}`,
        { role: 'provider-admin' },
        400,
      ],
      [
        'invite someone as provider admin',
        'POST',
        '/api/admin/invitations',
        { email: 'x@contoso.example', customerId: contoso, role: 'provider-admin' },
        400,
      ],
      [
        'sneak a provider flag into an invitation',
        'POST',
        '/api/admin/invitations',
        { email: 'x@contoso.example', customerId: contoso, isProviderAdmin: true },
        400,
      ],
      [
        'change her own role',
        'PUT',
        `/api/admin/users/${DemoUsers.anna}/memberships/${contoso}`,
        { role: 'user' },
        403,
      ],
      [
        'remove her own membership',
        'DELETE',
        `/api/admin/users/${DemoUsers.anna}/memberships/${contoso}`,
        undefined,
        403,
      ],
      [
        'act on her membership of another customer',
        'DELETE',
        `/api/admin/users/${DemoUsers.anna}/memberships/${DemoCustomers.fabrikam}`,
        undefined,
        403,
      ],
      [
        'disable a provider admin of her customer',
        'POST',
        `/api/admin/users/${DemoUsers.petra}/disable`,
        undefined,
        403,
      ],
      [
        "change a provider admin's role",
        'PUT',
        `/api/admin/users/${DemoUsers.petra}/memberships/${contoso}`,
        { role: 'customer-admin' },
        403,
      ],
      [
        'remove a provider admin',
        'DELETE',
        `/api/admin/users/${DemoUsers.petra}/memberships/${contoso}`,
        undefined,
        403,
      ],
      [
        'invite into another customer',
        'POST',
        '/api/admin/invitations',
        { email: 'x@fabrikam.example', customerId: DemoCustomers.fabrikam },
        403,
      ],
      [
        "list another customer's users",
        'GET',
        `/api/admin/users?customerId=${DemoCustomers.northwind}`,
        undefined,
        403,
      ],
      ['see a user of another customer', 'GET', `/api/admin/users/${DemoUsers.bram}`, undefined, 404],
      [
        "read another customer's audit log",
        'GET',
        `/api/admin/audit?customerId=${DemoCustomers.northwind}`,
        undefined,
        403,
      ],
      ['change a customer', 'PATCH', `/api/admin/customers/${contoso}`, { name: 'Mine' }, 403],
    ])('cannot %s', async (_what, method, url, body, status) => {
      const before = databaseChecksum(portal.app);
      const response = await call(portal.app, anna, method, url, body);
      expect(response.statusCode).toBe(status);
      expect(databaseChecksum(portal.app)).toBe(before);
    });

    test('her account keeps no provider permission and only the customer-admin one', async () => {
      const me = (await call(portal.app, anna, 'GET', '/account/me')).json();
      expect(me.permissions).toContain('customer-admin');
      expect(me.permissions).not.toContain('provider-admin');
    });

    test('without the CSRF header even an allowed change is refused, and nothing is written', async () => {
      const noCsrf = await userHeaders(portal.app, DemoUsers.anna, false);
      const before = databaseChecksum(portal.app);
      const response = await call(portal.app, noCsrf, 'POST', `/api/admin/users/${dirk}/disable`);
      expect(response.statusCode).toBe(403);
      expect(databaseChecksum(portal.app)).toBe(before);
    });
  });
});
