import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import {
  count,
  createTestPortal,
  setCustomerPlugins,
  userHeaders,
  type TestPortal,
} from '../../../server/plugin-api/testing';
import { DEMO_EVENTS_PUSH_TOKEN, EventPaths } from '../contract';

const TOKEN = 'a-push-token-of-the-providers-monitoring-0123456789';
let portal: TestPortal;
beforeEach(async () => {
  process.env.EVENTS_PUSH_TOKEN = TOKEN;
  portal = await createTestPortal();
});
afterEach(async () => {
  delete process.env.EVENTS_PUSH_TOKEN;
  await portal.close();
});

const valid = {
  customerId: DemoCustomers.contoso,
  type: 'maintenance',
  title: 'Firewall firmware update tonight',
  detail: 'Expect 5 minutes without internet.',
};
const push = (payload: unknown, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
  portal.app.inject({ method: 'POST', url: EventPaths.push, headers, payload: payload as object });
const written = () => ['events', 'notifications', 'notification_broadcasts'].map((table) => count(portal.app, table));
const trayOf = async (userId: string) =>
  (await portal.app.inject({ url: '/api/notifications', headers: await userHeaders(portal.app, userId) })).json() as {
    name: string;
  }[];

describe('POST /api/events/push', () => {
  it("stores the event for the customer and puts it in every member's tray, and in no other customer's", async () => {
    const [events, notifications] = written();
    const res = await push({ ...valid, occurredAt: '2026-11-26T21:00:00+01:00' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      notified: true,
      event: {
        id: expect.any(String),
        occurredAt: '2026-11-26T20:00:00.000Z',
        type: 'maintenance',
        title: valid.title,
        detail: valid.detail,
      },
    });
    expect(count(portal.app, 'events')).toBe(events! + 1);
    // Anna and Dirk are Contoso's members.
    expect(count(portal.app, 'notifications')).toBe(notifications! + 2);
    expect((await trayOf(DemoUsers.anna))[0]).toMatchObject({
      name: 'New event: Maintenance: Firewall firmware update tonight',
      message: { key: 'broadcast.info', params: { titleNl: 'Nieuwe gebeurtenis: Onderhoud', textNl: valid.title } },
    });
    expect((await trayOf(DemoUsers.bram)).map((n) => n.name)).not.toContain(
      'New event: Maintenance: Firewall firmware update tonight',
    );
    const list = (
      await portal.app.inject({ url: EventPaths.list, headers: await userHeaders(portal.app, DemoUsers.anna) })
    ).json();
    expect(list.items.map((e: { title: string }) => e.title)).toContain(valid.title);
  });

  it('stores the event without a notification when the customer has the tray off', async () => {
    setCustomerPlugins(portal.app, DemoCustomers.contoso, ['events']);
    const before = written();
    const res = await push(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json().notified).toBe(false);
    expect(written()).toEqual([before[0]! + 1, before[1], before[2]]);
  });

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer wrong' }],
    ['the demo token while another is configured', { authorization: `Bearer ${DEMO_EVENTS_PUSH_TOKEN}` }],
    ['another scheme', { authorization: `Basic ${TOKEN}` }],
  ])('answers 401 for %s and writes nothing', async (_label, headers) => {
    const before = written();
    const res = await push(valid, headers as Record<string, string>);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, message: 'Missing or wrong bearer token.' });
    expect(written()).toEqual(before);
  });

  it('refuses a call carrying cookies (a browser), whatever the token', async () => {
    const headers = { ...(await userHeaders(portal.app, DemoUsers.anna)), authorization: `Bearer ${TOKEN}` };
    const before = written();
    expect((await push(valid, headers)).statusCode).toBe(400);
    expect(written()).toEqual(before);
  });

  it.each([
    ['an unknown type', { ...valid, type: 'party' }],
    ['an empty title', { ...valid, title: '   ' }],
    ['a title of 201 characters', { ...valid, title: 'x'.repeat(201) }],
    ['no customer', { type: 'backup', title: 'Backup done' }],
    ['a moment without offset', { ...valid, occurredAt: '2026-11-26T10:00:00' }],
    ['an unknown field', { ...valid, severity: 'high' }],
  ])('answers 400 for %s and writes nothing', async (_label, payload) => {
    const before = written();
    const res = await push(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(written()).toEqual(before);
  });

  it('answers 404 for an unknown customer and 409 for a customer without the events, writing nothing', async () => {
    const before = written();
    expect((await push({ ...valid, customerId: 'umbrella' })).statusCode).toBe(404);
    setCustomerPlugins(portal.app, DemoCustomers.contoso, ['notifications']);
    expect((await push(valid)).statusCode).toBe(409);
    expect(written()).toEqual(before);
  });

  it('answers 503 when the configured token is too short to be safe, and outside demo mode without one', async () => {
    process.env.EVENTS_PUSH_TOKEN = 'short';
    expect((await push(valid, { authorization: 'Bearer short' })).statusCode).toBe(503);
  });

  it('is documented in the OpenAPI document with the bearer token, not the session and CSRF', async () => {
    const doc = (await portal.app.inject({ url: '/api/openapi.json' })).json();
    const operation = doc.paths[EventPaths.push].post;
    expect(operation.security).toEqual([{ bearerToken: [] }]);
    expect(operation.tags).toEqual(['events']);
    expect(doc.components.securitySchemes.bearerToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.bearerToken.bearerFormat).toContain('mspk_');
  });
});
