import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import { count, createTestPortal, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';
import { Customer, CustomerList } from '../contract';
import { call, databaseChecksum, type RequestHeaders } from './test-helpers';

describe('the admin API: customers', () => {
  let portal: TestPortal;
  let petra: RequestHeaders;
  beforeAll(async () => {
    portal = await createTestPortal();
    petra = await userHeaders(portal.app, DemoUsers.petra);
  });
  afterAll(() => portal.close());

  test('lists the customers by name with their user counts, searches, sorts and pages with a total', async () => {
    const all = CustomerList.parse((await call(portal.app, petra, 'GET', '/api/admin/customers')).json());
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    expect(all.items.map((c) => c.name)).toEqual(['Contoso Zorg', 'Fabrikam Logistiek', 'Northwind Bouw']);
    expect(all.items[0]).toEqual({ id: 'contoso', name: 'Contoso Zorg', deactivatedAt: null, userCount: 2 });

    const found = (await call(portal.app, petra, 'GET', '/api/admin/customers?search=LOGIS')).json();
    expect(found.items.map((c: Customer) => c.id)).toEqual(['fabrikam']);
    expect((await call(portal.app, petra, 'GET', '/api/admin/customers?search=north')).json().total).toBe(1);
    // LIKE's wildcards are taken literally.
    expect((await call(portal.app, petra, 'GET', '/api/admin/customers?search=%25')).json().total).toBe(0);

    const page2 = (
      await call(portal.app, petra, 'GET', '/api/admin/customers?sort=id&order=desc&pageSize=2&page=2')
    ).json();
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((c: Customer) => c.id)).toEqual(['contoso']);
  });

  test.each([
    ['pageSize=201', /pageSize: must be from 1 to 200/],
    ['pageSize=0', /pageSize: must be from 1 to 200/],
    ['page=-1', /page: must be a whole number/],
    ['sort=created', /sort/],
    ['customerId=contoso', /Unrecognized key/],
  ])('refuses ?%s with 400 and a clear message', async (query, message) => {
    const response = await call(portal.app, petra, 'GET', `/api/admin/customers?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  test('creates a customer with branding, plugins and a monitoring location; the id is refused a second time (409)', async () => {
    const body = {
      id: 'acme',
      name: ' Acme Zorg ',
      theme: 'theme2',
      logoUrl: '/static/customers/acme/logo.svg',
      customStylesheet: 'https://cdn.acme.example/portal.css',
      plugins: ['report', 'claims'],
      monitoringLocation: 'https://monitoring.example.com/acme',
    };
    const created = await call(portal.app, petra, 'POST', '/api/admin/customers', body);
    expect(created.statusCode).toBe(201);
    expect(Customer.parse(created.json())).toEqual({ ...body, name: 'Acme Zorg', deactivatedAt: null });
    expect((await call(portal.app, petra, 'GET', '/api/admin/customers/acme')).json()).toEqual(created.json());

    const before = databaseChecksum(portal.app);
    const again = await call(portal.app, petra, 'POST', '/api/admin/customers', { id: 'acme', name: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A customer "acme" exists already.');
    expect(databaseChecksum(portal.app)).toBe(before);
  });

  test.each([
    [{ id: 'Bad Id', name: 'X' }, /body\.id: must be lower-case letters/],
    [{ id: 'ok-id', name: '' }, /body\.name/],
    [{ id: 'ok-id', name: 'X', logoUrl: 'javascript:alert(1)' }, /logoUrl must be a path of this portal/],
    [{ id: 'ok-id', name: 'X', customStylesheet: 'http://evil.example/x.css' }, /customStylesheet must be/],
    // Read back, the portal refuses it (another host to the browser): so it is refused when written.
    [
      { id: 'ok-id', name: 'X', customStylesheet: '/\\evil.example/x.css' },
      /customStylesheet must be a path of this portal \(\/static\/\.\.\.\) or an https address .*without backslashes/,
    ],
    [{ id: 'ok-id', name: 'X', logoUrl: 'https://user:pw@cdn.example/logo.svg' }, /logoUrl must be/],
    [{ id: 'ok-id', name: 'X', plugins: ['Not A Plugin'] }, /plugins must be plugin ids/],
    [{ id: 'ok-id', name: 'X', theme: 'a b' }, /theme must be/],
    [{ id: 'ok-id', name: 'X', extra: 1 }, /Unrecognized key/],
  ])('refuses %j with 400, writing nothing', async (body, message) => {
    const customers = count(portal.app, 'customers');
    const audit = count(portal.app, 'audit_log');
    const response = await call(portal.app, petra, 'POST', '/api/admin/customers', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect([count(portal.app, 'customers'), count(portal.app, 'audit_log')]).toEqual([customers, audit]);
  });

  test('updates only the given fields; unknown customers are 404', async () => {
    const updated = await call(portal.app, petra, 'PATCH', `/api/admin/customers/${DemoCustomers.northwind}`, {
      theme: 'theme1',
      monitoringLocation: null,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: 'northwind',
      name: 'Northwind Bouw',
      theme: 'theme1',
      monitoringLocation: null,
      logoUrl: '/static/customers/northwind/logo.svg',
    });
    expect(
      (await call(portal.app, petra, 'PATCH', '/api/admin/customers/nobody', { theme: 'theme1' })).statusCode,
    ).toBe(404);
    const audit = count(portal.app, 'audit_log');
    const refused = await call(portal.app, petra, 'PATCH', `/api/admin/customers/${DemoCustomers.northwind}`, {
      customStylesheet: '/\\evil.example/x.css',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Invalid customer: customStylesheet must be a path of this portal/);
    expect(count(portal.app, 'audit_log')).toBe(audit);
    expect(
      (await call(portal.app, petra, 'GET', `/api/admin/customers/${DemoCustomers.northwind}`)).json().customStylesheet,
    ).not.toContain('evil');
    expect((await call(portal.app, petra, 'GET', '/api/admin/customers/nobody')).statusCode).toBe(404);
  });

  test("a deactivated customer leaves its users' customer lists and cannot be made active; reactivated, it is back", async () => {
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    const deactivated = await call(
      portal.app,
      petra,
      'POST',
      `/api/admin/customers/${DemoCustomers.fabrikam}/deactivate`,
    );
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().deactivatedAt).toEqual(expect.any(String));
    try {
      const me = (await call(portal.app, anna, 'GET', '/account/me')).json();
      expect(me.customers.map((c: { customerId: string }) => c.customerId)).toEqual(['contoso']);
      const switched = await call(portal.app, anna, 'POST', '/api/account/activecustomer', { customerId: 'fabrikam' });
      expect(switched.statusCode).toBe(400);
      // Hidden from the list by default, shown when asked for.
      expect((await call(portal.app, petra, 'GET', '/api/admin/customers')).json().total).toBe(3);
      expect((await call(portal.app, petra, 'GET', '/api/admin/customers?includeDeactivated=true')).json().total).toBe(
        4,
      );
      // An invitation into it is refused.
      const invited = await call(portal.app, petra, 'POST', '/api/admin/invitations', {
        email: 'x@fabrikam.example',
        customerId: 'fabrikam',
      });
      expect(invited.statusCode).toBe(409);
    } finally {
      const reactivated = await call(
        portal.app,
        petra,
        'POST',
        `/api/admin/customers/${DemoCustomers.fabrikam}/reactivate`,
      );
      expect(reactivated.json().deactivatedAt).toBeNull();
    }
    const me = (await call(portal.app, anna, 'GET', '/account/me')).json();
    expect(me.customers.map((c: { customerId: string }) => c.customerId)).toEqual(['contoso', 'fabrikam']);
  });

  test('every change is in the audit log with before and after', async () => {
    const rows = (await call(portal.app, petra, 'GET', '/api/admin/audit?targetType=customer&pageSize=200')).json()
      .items;
    const actions = rows.map((r: { action: string; targetId: string }) => `${r.action} ${r.targetId}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'customer.create acme',
        'customer.update northwind',
        'customer.deactivate fabrikam',
        'customer.reactivate fabrikam',
      ]),
    );
    const update = rows.find((r: { action: string }) => r.action === 'customer.update');
    expect(update).toMatchObject({
      actor: 'petra.dekker@msp.example',
      actorUserId: 'petra',
      customerId: 'northwind',
      before: { theme: 'theme-dark' },
      after: { theme: 'theme1', monitoringLocation: null },
    });
  });
});
