import { DemoUsers } from '../../../server/plugin-api';
import {
  count as rows,
  createTestPortal,
  setCustomerPlugins,
  userHeaders,
  type TestPortal,
} from '../../../server/plugin-api/testing';

let portal: TestPortal;
beforeEach(async () => {
  portal = await createTestPortal();
});
afterEach(async () => {
  await portal.close();
});

const headers = (userId: string, csrf = true) => userHeaders(portal.app, userId, csrf);

const put = async (id: string, payload: unknown, userId: string = DemoUsers.anna, csrf = true) =>
  portal.app.inject({
    method: 'PUT',
    url: `/api/subscriptions/${id}/quantity`,
    headers: await headers(userId, csrf),
    payload: payload as object,
  });

const quantity = (id: string) =>
  portal.app.portal.db.prepare('SELECT quantity FROM subscriptions WHERE id = ?').pluck().get(id);
const count = (table: string) => rows(portal.app, table);

describe('GET /api/subscriptions', () => {
  it("lists the active customer's subscriptions", async () => {
    const res = await portal.app.inject({
      method: 'GET',
      url: '/api/subscriptions',
      headers: await headers(DemoUsers.anna),
    });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.map((s: { id: string }) => s.id)).toContain('sub-contoso-e3');
    expect(list.every((s: { id: string }) => s.id.startsWith('sub-contoso-'))).toBe(true);
    expect(list[0]).toEqual({
      id: 'sub-contoso-e3',
      productName: 'Microsoft 365 E3',
      status: 'Active',
      autoRenewDate: expect.any(String),
      endDate: expect.any(String),
      quantity: 49,
      maxQuantity: 50,
      unitPrice: 33.7,
      currency: 'EUR',
      // The provider's own row (no Microsoft connection): none of Microsoft's fields.
      source: 'manual',
      assigned: null,
      cancellationAllowedUntil: null,
      termDuration: null,
      billingCycle: null,
    });
    // A subscription without a price has neither field: the portal then shows no cost impact.
    const unpriced = list.find((s: { id: string }) => s.id === 'sub-contoso-pbi');
    expect(unpriced).not.toHaveProperty('unitPrice');
    expect(unpriced).not.toHaveProperty('currency');
    expect(
      list
        .filter((s: { status: string }) => ['Suspended', 'Disabled'].includes(s.status))
        .map((s: { id: string }) => s.id),
    ).toEqual(['sub-contoso-visio', 'sub-contoso-project']);
  });

  it('answers 401 signed out and 403 without the licences permission', async () => {
    expect((await portal.app.inject({ method: 'GET', url: '/api/subscriptions' })).statusCode).toBe(401);
    const res = await portal.app.inject({
      method: 'GET',
      url: '/api/subscriptions',
      headers: await headers(DemoUsers.dirk),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
  });
});

describe('PUT /api/subscriptions/:id/quantity', () => {
  it('applies a quantity up to the maximum and records who changed what and when', async () => {
    const res = await put('sub-contoso-e3', { quantity: 50 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      outcome: 'updated',
      subscription: expect.objectContaining({ id: 'sub-contoso-e3', quantity: 50 }),
    });
    expect(quantity('sub-contoso-e3')).toBe(50);
    const audit = portal.app.portal.db.prepare('SELECT * FROM subscription_changes').all();
    expect(audit).toEqual([
      expect.objectContaining({
        subscription_id: 'sub-contoso-e3',
        customer_id: 'contoso',
        user_id: 'anna',
        old_quantity: 49,
        requested_quantity: 50,
        outcome: 'updated',
        service_request_number: null,
        changed_at: expect.any(String),
      }),
    ]);
  });

  it('files a service request with the support desk instead of applying a quantity above the maximum (202)', async () => {
    const before = count('service_requests');
    const res = await put('sub-contoso-e3', { quantity: 51 });
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body).toEqual({ outcome: 'service-request', serviceRequestNumber: expect.stringMatching(/^SR-\d{6}$/) });
    expect(quantity('sub-contoso-e3')).toBe(49);
    expect(
      portal.app.portal.db
        .prepare('SELECT category, source, user_id, status, name FROM service_requests WHERE number = ?')
        .get(body.serviceRequestNumber),
    ).toEqual({
      category: 'licences',
      source: 'subscriptions',
      user_id: 'anna',
      status: 'new',
      name: 'More Microsoft 365 E3 licences: 51 (maximum 50)',
    });
    expect(count('service_requests')).toBe(before + 1);
    // The support desk holds it: no second record in the licences' own table.
    expect(count('licence_service_requests')).toBe(0);
    expect(
      portal.app.portal.db.prepare('SELECT outcome, service_request_number FROM subscription_changes').get(),
    ).toEqual({ outcome: 'service-request', service_request_number: body.serviceRequestNumber });
  });

  it('the request filed for a quantity above the maximum appears in the service-request list, with the number the licences screen shows', async () => {
    const res = await put('sub-contoso-e3', { quantity: 64 });
    const number = res.json().serviceRequestNumber;
    const listed = await portal.app.inject({
      url: '/api/service-requests?search=Microsoft%20365%20E3',
      headers: await headers(DemoUsers.anna),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items).toEqual([
      expect.objectContaining({ number, category: 'licences', status: 'new', mine: true }),
    ]);
    const detail = (
      await portal.app.inject({ url: `/api/service-requests/${number}`, headers: await headers(DemoUsers.anna) })
    ).json();
    expect(detail).toMatchObject({
      source: 'subscriptions',
      caller: { name: 'Anna de Vries', email: 'anna.devries@contoso.example' },
    });
    expect(detail.description).toContain('from 49 to 64');
  });

  it('keeps its own licence service request when the support desk is not enabled for the customer (LIC- number)', async () => {
    setCustomerPlugins(portal.app, 'contoso', ['subscriptions']);
    const before = count('service_requests');
    const res = await put('sub-contoso-e3', { quantity: 51 });
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body).toEqual({ outcome: 'service-request', serviceRequestNumber: expect.stringMatching(/^LIC-\d{6}$/) });
    expect(
      portal.app.portal.db.prepare('SELECT number, requested_quantity, user_id FROM licence_service_requests').all(),
    ).toEqual([{ number: body.serviceRequestNumber, requested_quantity: 51, user_id: 'anna' }]);
    expect(count('service_requests')).toBe(before);
  });

  /** Everything a change can write: the subscriptions (all columns), the change log and the service requests. */
  const everything = () => ({
    subscriptions: portal.app.portal.db.prepare('SELECT * FROM subscriptions ORDER BY id').all(),
    changes: count('subscription_changes'),
    requests: count('licence_service_requests'),
    desk: count('service_requests'),
  });

  it.each([
    ['0', { quantity: 0 }, 'must be at least 1'],
    ['-5', { quantity: -5 }, 'must be at least 1'],
    ['1.5', { quantity: 1.5 }, 'must be a whole number: licences cannot be split'],
    ['"abc"', { quantity: 'abc' }, 'must be a JSON number, not text (send 1000, not "1000" or "1e3")'],
    ['"1e3"', { quantity: '1e3' }, 'must be a JSON number, not text (send 1000, not "1000" or "1e3")'],
    ['"10"', { quantity: '10' }, 'must be a JSON number, not text (send 1000, not "1000" or "1e3")'],
    ['missing', {}, 'is required: the number of licences as a whole JSON number'],
    ['null', { quantity: null }, 'must be a whole number of licences, not null'],
    ['true', { quantity: true }, 'must be a whole JSON number'],
    ['1000001 (beyond the sane limit)', { quantity: 1_000_001 }, 'must be at most 1000000'],
    ['1e20', { quantity: 1e20 }, 'must be at most 1000000'],
  ])('answers 400 with the reason for %s and writes nothing', async (_label, payload, reason) => {
    const before = everything();
    const res = await put('sub-contoso-e3', payload);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: `Invalid body: body.quantity: ${reason}`,
    });
    expect(everything()).toEqual(before);
    expect(before.changes).toBe(0);
    expect(before.requests).toBe(0);
  });

  it.each([
    [
      'a number beyond what JSON numbers hold (1e400)',
      '{"quantity":1e400}',
      400,
      'Invalid body: body.quantity: must be at most 1000000',
    ],
    ['cut-off JSON', '{"quantity":', 400, undefined],
    ['a body that is no object', '[5]', 400, undefined],
  ])('answers 400 for %s and writes nothing', async (_label, raw, status, message) => {
    const before = everything();
    const res = await portal.app.inject({
      method: 'PUT',
      url: '/api/subscriptions/sub-contoso-e3/quantity',
      headers: { ...(await headers(DemoUsers.anna)), 'content-type': 'application/json' },
      payload: raw,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: 400, ...(message ? { message } : {}) });
    expect(everything()).toEqual(before);
  });

  it('files the service request for the number asked, however far above the maximum (250000, not a capped number)', async () => {
    const res = await put('sub-contoso-e3', { quantity: 250000 });
    expect(res.statusCode).toBe(202);
    expect(quantity('sub-contoso-e3')).toBe(49);
    expect(
      portal.app.portal.db
        .prepare("SELECT description FROM service_requests WHERE source = 'subscriptions'")
        .pluck()
        .get(),
    ).toContain('from 49 to 250000');
    expect(
      portal.app.portal.db.prepare('SELECT old_quantity, requested_quantity, outcome FROM subscription_changes').all(),
    ).toEqual([{ old_quantity: 49, requested_quantity: 250000, outcome: 'service-request' }]);
    expect((await put('sub-contoso-e3', { quantity: 1_000_000 })).statusCode).toBe(202);
  });

  it.each([
    ['suspended', 'sub-contoso-visio', 'Visio Plan 2', 'Suspended', 4],
    ['disabled', 'sub-contoso-project', 'Project Plan 1', 'Disabled', 3],
  ])(
    'refuses any change of a %s subscription with 409 and the reason, writing nothing',
    async (_label, id, product, status, stored) => {
      const before = everything();
      for (const payload of [{ quantity: stored + 1 }, { quantity: 1 }, { quantity: 500 }]) {
        const res = await put(id, payload);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          statusCode: 409,
          error: 'Conflict',
          message: `Licence update failed for ${product}: the subscription is ${status}, so its licences cannot be changed.`,
        });
      }
      expect(everything()).toEqual(before);
      expect(quantity(id)).toBe(stored);
    },
  );

  it('refuses a suspended subscription whatever the case the status is stored in', async () => {
    portal.app.portal.db.prepare("UPDATE subscriptions SET status = 'SUSPENDED' WHERE id = 'sub-contoso-e3'").run();
    const res = await put('sub-contoso-e3', { quantity: 20 });
    expect(res.statusCode).toBe(409);
    expect(quantity('sub-contoso-e3')).toBe(49);
    expect(count('subscription_changes')).toBe(0);
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
