import { RECOMMENDATION_STATES } from '../contract';
import { DemoUsers } from '../../../server/plugin-api';
import { count, createTestPortal, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';

let portal: TestPortal;
beforeEach(async () => {
  portal = await createTestPortal();
});
afterEach(async () => {
  await portal.close();
});

const headers = (userId: string, csrf = true) => userHeaders(portal.app, userId, csrf);

const post = async (url: string, payload: unknown, userId: string = DemoUsers.anna, csrf = true) =>
  portal.app.inject({ method: 'POST', url, headers: await headers(userId, csrf), payload: payload as object });

/** The whole stored row: a decline or a refused request must leave every column as it was. */
const stored = (id: string) => portal.app.portal.db.prepare('SELECT * FROM recommendations WHERE id = ?').get(id);
const future = (ms = 86_400_000) => new Date(Date.now() + ms).toISOString();

describe('GET /api/recommendations', () => {
  it("lists the active customer's recommendations in every state", async () => {
    const res = await portal.app.inject({
      method: 'GET',
      url: '/api/recommendations',
      headers: await headers(DemoUsers.anna),
    });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; state: string }[];
    expect(new Set(list.map((r) => r.state))).toEqual(new Set(RECOMMENDATION_STATES));
    expect(list.every((r) => r.id.startsWith('rec-contoso-'))).toBe(true);
    expect(list[0]).toEqual({
      id: 'rec-contoso-1',
      resourceName: 'vm-contoso-web-01',
      description: expect.any(String),
      modifiedDate: expect.any(String),
      subscriptionName: 'Contoso Zorg - Production',
      state: 'New',
      applyAt: null,
      estimatedSavings: { amount: 61.32, currency: 'EUR', period: 'month' },
    });
    const byId = new Map(list.map((r) => [r.id, r]));
    expect(byId.get('rec-contoso-2')).toMatchObject({
      estimatedSavings: { amount: 1234.5, currency: 'EUR', period: 'month' },
    });
    expect(byId.get('rec-contoso-6')).toMatchObject({
      estimatedSavings: { amount: 420, currency: 'EUR', period: 'year' },
    });
    // Advice without a figure has no estimatedSavings at all (the field is optional in the contract).
    expect(byId.get('rec-contoso-8')).not.toHaveProperty('estimatedSavings');
  });

  it('answers 401 signed out and 403 without the recommendations permission', async () => {
    expect((await portal.app.inject({ method: 'GET', url: '/api/recommendations' })).statusCode).toBe(401);
    const res = await portal.app.inject({
      method: 'GET',
      url: '/api/recommendations',
      headers: await headers(DemoUsers.dirk),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/recommendations/:id/accept', () => {
  it('stores AcceptedByCustomer with the chosen moment and records the decision', async () => {
    const applyAt = future();
    const res = await post('/api/recommendations/rec-contoso-1/accept', { applyAt });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'rec-contoso-1',
      state: 'AcceptedByCustomer',
      applyAt,
      estimatedSavings: { amount: 61.32, currency: 'EUR', period: 'month' },
    });
    expect(stored('rec-contoso-1')).toMatchObject({
      state: 'AcceptedByCustomer',
      apply_at: applyAt,
      savings_amount: 61.32,
    });
    expect(portal.app.portal.db.prepare('SELECT * FROM recommendation_decisions').all()).toEqual([
      expect.objectContaining({
        recommendation_id: 'rec-contoso-1',
        customer_id: 'contoso',
        user_id: 'anna',
        decision: 'accepted',
        state_before: 'New',
        apply_at: applyAt,
        decided_at: expect.any(String),
      }),
    ]);
  });

  it('accepts a moment with an offset and stores it in UTC', async () => {
    const res = await post('/api/recommendations/rec-contoso-2/accept', { applyAt: '2099-05-01T10:00:00+02:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json().applyAt).toBe('2099-05-01T08:00:00.000Z');
  });

  it.each([
    ['a moment in the past', { applyAt: new Date(Date.now() - 60_000).toISOString() }],
    ['no moment', {}],
    ['not a date', { applyAt: 'tomorrow' }],
    ['a date without time', { applyAt: '2099-01-01' }],
  ])('answers 400 for %s and writes nothing', async (_label, payload) => {
    const before = stored('rec-contoso-1');
    const res = await post('/api/recommendations/rec-contoso-1/accept', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringContaining('applyAt'),
    });
    expect(stored('rec-contoso-1')).toEqual(before);
    expect(count(portal.app, 'recommendation_decisions')).toBe(0);
  });

  it('answers 409 when the state no longer allows a decision', async () => {
    const res = await post('/api/recommendations/rec-contoso-3/accept', { applyAt: future() });
    expect(res.statusCode).toBe(409);
    expect(stored('rec-contoso-3')).toMatchObject({ state: 'AcceptedByCustomer' });
    expect(count(portal.app, 'recommendation_decisions')).toBe(0);
  });

  it("answers 404 for another customer's or an unknown recommendation", async () => {
    for (const id of ['rec-northwind-1', 'nope']) {
      const res = await post(`/api/recommendations/${id}/accept`, { applyAt: future() });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404 });
    }
    expect(stored('rec-northwind-1')).toMatchObject({ state: 'New' });
  });

  it('answers 403 without the CSRF header and writes nothing', async () => {
    const res = await post('/api/recommendations/rec-contoso-1/accept', { applyAt: future() }, DemoUsers.anna, false);
    expect(res.statusCode).toBe(403);
    expect(stored('rec-contoso-1')).toMatchObject({ state: 'New' });
    expect(count(portal.app, 'recommendation_decisions')).toBe(0);
  });
});

describe('POST /api/recommendations/:id/decline', () => {
  it('changes nothing and records the decline', async () => {
    const before = stored('rec-contoso-2');
    const res = await post('/api/recommendations/rec-contoso-2/decline', { reason: 'Not now' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'rec-contoso-2',
      state: 'Approved',
      estimatedSavings: { amount: 1234.5, currency: 'EUR', period: 'month' },
    });
    expect(stored('rec-contoso-2')).toEqual(before);
    expect(before).toMatchObject({
      state: 'Approved',
      apply_at: null,
      savings_amount: 1234.5,
      savings_currency: 'EUR',
      savings_period: 'month',
    });
    expect(
      portal.app.portal.db
        .prepare('SELECT decision, state_before, reason, user_id FROM recommendation_decisions')
        .all(),
    ).toEqual([{ decision: 'declined', state_before: 'Approved', reason: 'Not now', user_id: 'anna' }]);
  });

  it('answers 400 for a bad body and writes nothing', async () => {
    const res = await post('/api/recommendations/rec-contoso-2/decline', { reason: 'x'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect(count(portal.app, 'recommendation_decisions')).toBe(0);
  });

  it('answers 403 without the CSRF header and 404 for another customer', async () => {
    expect((await post('/api/recommendations/rec-contoso-2/decline', {}, DemoUsers.anna, false)).statusCode).toBe(403);
    expect((await post('/api/recommendations/rec-northwind-2/decline', {})).statusCode).toBe(404);
    expect(count(portal.app, 'recommendation_decisions')).toBe(0);
  });
});
