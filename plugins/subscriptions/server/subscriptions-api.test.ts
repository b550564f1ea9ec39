import { DemoUsers } from '../../../server/plugin-api';
import { count as rows, createTestPortal, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';

let portal: TestPortal;
beforeEach(async () => { portal = await createTestPortal(); });
afterEach(async () => { await portal.close(); });

const headers = (userId: string, csrf = true) => userHeaders(portal.app, userId, csrf);

const put = async (id: string, payload: unknown, userId: string = DemoUsers.anna, csrf = true) =>
  portal.app.inject({ method: 'PUT', url: `/api/subscriptions/${id}/quantity`, headers: await headers(userId, csrf), payload: payload as object });

const quantity = (id: string) => portal.app.portal.db.prepare('SELECT quantity FROM subscriptions WHERE id = ?').pluck().get(id);
const count = (table: string) => rows(portal.app, table);

describe('GET /api/subscriptions', () => {
  it("lists the active customer's subscriptions", async () => {
    const res = await portal.app.inject({ method: 'GET', url: '/api/subscriptions', headers: await headers(DemoUsers.anna) });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.map((s: { id: string }) => s.id)).toContain('sub-contoso-e3');
    expect(list.every((s: { id: string }) => s.id.startsWith('sub-contoso-'))).toBe(true);
    expect(list[0]).toEqual({
      id: 'sub-contoso-e3', productName: 'Microsoft 365 E3', status: 'Active',
      autoRenewDate: expect.any(String), endDate: expect.any(String), quantity: 49, maxQuantity: 50,
    });
  });

  it('answers 401 signed out and 403 without the licences permission', async () => {
    expect((await portal.app.inject({ method: 'GET', url: '/api/subscriptions' })).statusCode).toBe(401);
    const res = await portal.app.inject({ method: 'GET', url: '/api/subscriptions', headers: await headers(DemoUsers.dirk) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
  });
});

describe('PUT /api/subscriptions/:id/quantity', () => {
  it('applies a quantity up to the maximum and records who changed what and when', async () => {
    const res = await put('sub-contoso-e3', { quantity: 50 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'updated', subscription: expect.objectContaining({ id: 'sub-contoso-e3', quantity: 50 }) });
    expect(quantity('sub-contoso-e3')).toBe(50);
    const audit = portal.app.portal.db.prepare('SELECT * FROM subscription_changes').all();
    expect(audit).toEqual([expect.objectContaining({
      subscription_id: 'sub-contoso-e3', customer_id: 'contoso', user_id: 'anna', old_quantity: 49,
      requested_quantity: 50, outcome: 'updated', service_request_number: null, changed_at: expect.any(String),
    })]);
  });

  it('creates a service request instead of applying a quantity above the maximum (202)', async () => {
    const res = await put('sub-contoso-e3', { quantity: 51 });
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body).toEqual({ outcome: 'service-request', serviceRequestNumber: expect.stringMatching(/^LIC-\d{6}$/) });
    expect(quantity('sub-contoso-e3')).toBe(49);
    expect(portal.app.portal.db.prepare('SELECT number, requested_quantity, user_id FROM licence_service_requests').all())
      .toEqual([{ number: body.serviceRequestNumber, requested_quantity: 51, user_id: 'anna' }]);
    expect(portal.app.portal.db.prepare('SELECT outcome, service_request_number FROM subscription_changes').get())
      .toEqual({ outcome: 'service-request', service_request_number: body.serviceRequestNumber });
  });

  it.each([
    [{ quantity: 0 }], [{ quantity: -3 }], [{ quantity: 2.5 }], [{ quantity: '10' }], [{}], [{ quantity: 100001 }],
  ])('answers 400 for %j and writes nothing', async (payload) => {
    const res = await put('sub-contoso-e3', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringContaining('body') });
    expect(quantity('sub-contoso-e3')).toBe(49);
    expect(count('subscription_changes')).toBe(0);
    expect(count('licence_service_requests')).toBe(0);
  });

  it("answers 404 for another customer's or an unknown subscription", async () => {
    for (const id of ['sub-fabrikam-f3', 'nope']) {
      const res = await put(id, { quantity: 5 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    expect(quantity('sub-fabrikam-f3')).toBe(79);
  });

  it('answers 403 without the CSRF header and writes nothing', async () => {
    const res = await put('sub-contoso-e3', { quantity: 20 }, DemoUsers.anna, false);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403 });
    expect(quantity('sub-contoso-e3')).toBe(49);
    expect(count('subscription_changes')).toBe(0);
  });

  it('answers 403 without the licences permission', async () => {
    const res = await put('sub-contoso-e3', { quantity: 20 }, DemoUsers.dirk);
    expect(res.statusCode).toBe(403);
    expect(count('subscription_changes')).toBe(0);
  });
});
