import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import { createTestPortal, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';
import { InvitationList, InvitationRow } from '../contract-branding';
import { appointCustomerAdmins, call, databaseChecksum, type RequestHeaders } from './test-helpers';

const { contoso, northwind } = DemoCustomers;

describe('the admin API: invitations listed and revoked', () => {
  let portal: TestPortal;
  let petra: RequestHeaders;
  let anna: RequestHeaders;
  const invite = async (headers: RequestHeaders, email: string, customerId: string) => {
    const response = await call(portal.app, headers, 'POST', '/api/admin/invitations', { email, customerId });
    expect(response.statusCode).toBe(201);
    return response.json().link as string;
  };
  const list = async (headers: RequestHeaders, query: string) =>
    InvitationList.parse((await call(portal.app, headers, 'GET', `/api/admin/invitations?${query}`)).json());

  beforeAll(async () => {
    portal = await createTestPortal();
    await appointCustomerAdmins(portal.app);
    petra = await userHeaders(portal.app, DemoUsers.petra);
    anna = await userHeaders(portal.app, DemoUsers.anna);
  });
  afterAll(() => portal.close());

  test('lists invitations newest first with their status, by customer and status, paged', async () => {
    await invite(petra, 'first@contoso.example', contoso);
    await invite(petra, 'second@contoso.example', contoso);
    await invite(petra, 'third@northwind.example', northwind);
    const all = await list(petra, 'pageSize=2');
    expect(all).toMatchObject({ page: 1, pageSize: 2 });
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.items.map((i) => i.email)).toEqual(['third@northwind.example', 'second@contoso.example']);
    expect(all.items[0]).toMatchObject({
      customerId: northwind,
      customerName: 'Northwind Bouw',
      role: 'user',
      invitedBy: 'petra.dekker@msp.example',
      status: 'pending',
      usedAt: null,
      revokedAt: null,
    });
    const contosoPending = await list(petra, `customerId=${contoso}&status=pending`);
    expect(contosoPending.items.map((i) => i.email)).toEqual(
      expect.arrayContaining(['first@contoso.example', 'second@contoso.example']),
    );
    expect(contosoPending.items.every((i) => i.customerId === contoso && i.status === 'pending')).toBe(true);
    expect((await list(petra, 'status=used')).items.every((i) => i.status === 'used')).toBe(true);
  });

  test('a customer admin sees only their customer; another customer is 403', async () => {
    const mine = await list(anna, '');
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((i) => i.customerId === contoso)).toBe(true);
    expect((await call(portal.app, anna, 'GET', `/api/admin/invitations?customerId=${northwind}`)).statusCode).toBe(
      403,
    );
    expect(
      (await call(portal.app, await userHeaders(portal.app, DemoUsers.dirk), 'GET', '/api/admin/invitations'))
        .statusCode,
    ).toBe(403);
  });

  test.each([['status=open'], ['pageSize=201'], ['customerId=Not Valid'], ['email=x']])(
    'refuses ?%s with 400',
    async (query) => {
      expect((await call(portal.app, petra, 'GET', `/api/admin/invitations?${query}`)).statusCode).toBe(400);
    },
  );

  test("a revoked invitation's link no longer works; revoking again writes nothing; it is audited", async () => {
    const link = await invite(anna, 'revoke-me@contoso.example', contoso);
    const path = new URL(link).pathname;
    const [pending] = (await list(anna, 'status=pending')).items.filter((i) => i.email === 'revoke-me@contoso.example');

    const revoked = await call(portal.app, anna, 'POST', `/api/admin/invitations/${pending!.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(InvitationRow.parse(revoked.json())).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });

    const opened = await portal.app.inject({ url: path, headers: { 'accept-language': 'en' } });
    expect(opened.statusCode).toBe(410);
    expect(opened.body).toContain('Invitation withdrawn');

    const before = databaseChecksum(portal.app);
    expect((await call(portal.app, petra, 'POST', `/api/admin/invitations/${pending!.id}/revoke`)).json().status).toBe(
      'revoked',
    );
    expect(databaseChecksum(portal.app)).toBe(before);

    const audit = (await call(portal.app, petra, 'GET', '/api/admin/audit?action=invitation.revoke')).json().items;
    expect(audit[0]).toMatchObject({
      actor: 'anna.devries@contoso.example',
      targetId: 'revoke-me@contoso.example',
      customerId: contoso,
      after: { status: 'revoked' },
    });
    expect((await list(petra, 'status=revoked')).items.map((i) => i.id)).toContain(pending!.id);
  });

  test("refusals write nothing: another customer's invitation (404), a user (403), an unknown id (404), a used one (409)", async () => {
    await invite(petra, 'elsewhere@northwind.example', northwind);
    const [other] = (await list(petra, `customerId=${northwind}&status=pending`)).items;
    const dirk = await userHeaders(portal.app, DemoUsers.dirk);
    const before = databaseChecksum(portal.app);
    expect((await call(portal.app, anna, 'POST', `/api/admin/invitations/${other!.id}/revoke`)).statusCode).toBe(404);
    expect((await call(portal.app, dirk, 'POST', `/api/admin/invitations/${other!.id}/revoke`)).statusCode).toBe(403);
    expect((await call(portal.app, petra, 'POST', '/api/admin/invitations/999999/revoke')).statusCode).toBe(404);
    expect((await call(portal.app, petra, 'POST', '/api/admin/invitations/abc/revoke')).statusCode).toBe(400);
    expect(databaseChecksum(portal.app)).toBe(before);

    portal.app.portal.db
      .prepare("UPDATE invitations SET used_at = '2026-01-01T00:00:00.000Z' WHERE id = ?")
      .run(other!.id);
    const used = await call(portal.app, petra, 'POST', `/api/admin/invitations/${other!.id}/revoke`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toMatch(/is used: only a pending invitation can be revoked/);
  });
});
