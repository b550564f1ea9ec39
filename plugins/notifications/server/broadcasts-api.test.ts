import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import {
  anonymous,
  count,
  createTestPortal,
  setCustomerPlugins,
  userHeaders,
  type TestPortal,
} from '../../../server/plugin-api/testing';
import { BroadcastPaths, NotificationPaths } from '../contract';

let portal: TestPortal;
beforeEach(async () => {
  portal = await createTestPortal();
});
afterEach(async () => {
  await portal.close();
});

type Method = 'GET' | 'POST';
const call = async (method: Method, url: string, payload?: unknown, userId: string = DemoUsers.petra) =>
  portal.app.inject({
    method,
    url,
    headers: await userHeaders(portal.app, userId),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const detailPath = (id: number | string) => BroadcastPaths.item.replace(':broadcastId', String(id));
const valid = {
  customerIds: [DemoCustomers.contoso],
  title: { en: 'Maintenance', nl: 'Onderhoud' },
  text: { en: 'The portal is down on Sunday.', nl: 'Het portaal is zondag niet bereikbaar.' },
};
const written = () =>
  ['notifications', 'notification_broadcasts', 'audit_log'].map((table) => count(portal.app, table));

describe('broadcasts', () => {
  it("sends to one customer's users: one tray entry each with both languages, a broadcast row and an audit row", async () => {
    const sent = await call('POST', BroadcastPaths.list, { ...valid, level: 'warning', link: '/action/102' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      sender: 'petra.dekker@msp.example',
      audience: [DemoCustomers.contoso],
      level: 'warning',
      link: '/action/102',
      customers: 1,
      recipients: 2,
      read: 0,
      title: valid.title,
      text: valid.text,
    });
    const id = sent.json().id as number;

    const annasTray = (await call('GET', NotificationPaths.list, undefined, DemoUsers.anna)).json();
    expect(annasTray[0]).toEqual({
      id: `broadcast-${id}`,
      name: 'Maintenance: The portal is down on Sunday.',
      pending: false,
      succes: true,
      read: false,
      message: {
        namespace: 'notifications',
        key: 'broadcast.warning',
        params: {
          titleEn: 'Maintenance',
          textEn: valid.text.en,
          titleNl: 'Onderhoud',
          textNl: valid.text.nl,
          link: '/action/102',
        },
      },
    });
    // Bram is a user of Northwind only.
    expect(
      (await call('GET', NotificationPaths.list, undefined, DemoUsers.bram)).json().map((n: { id: string }) => n.id),
    ).not.toContain(`broadcast-${id}`);

    const audit = portal.app.portal.db
      .prepare(
        "SELECT target_type, target_id, customer_id, actor FROM audit_log WHERE action = 'notifications.broadcast'",
      )
      .all();
    expect(audit).toEqual([
      { target_type: 'customer', target_id: 'contoso', customer_id: 'contoso', actor: 'petra.dekker@msp.example' },
    ]);
  });

  it('sends a broadcast written in one language only: every reader sees it whole in that language', async () => {
    const dutch = { ...valid, title: { nl: 'Onderhoud' }, text: { en: '', nl: 'Zondag niet bereikbaar.' } };
    const sent = await call('POST', BroadcastPaths.list, dutch);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      title: { en: '', nl: 'Onderhoud' },
      text: { en: '', nl: 'Zondag niet bereikbaar.' },
    });
    const annasTray = (await call('GET', NotificationPaths.list, undefined, DemoUsers.anna)).json();
    expect(annasTray[0]).toMatchObject({
      name: 'Onderhoud: Zondag niet bereikbaar.',
      message: {
        params: {
          titleEn: 'Onderhoud',
          textEn: 'Zondag niet bereikbaar.',
          titleNl: 'Onderhoud',
          textNl: 'Zondag niet bereikbaar.',
        },
      },
    });
  });

  it("counts readers per broadcast and per customer from the recipients' read state", async () => {
    const id = (await call('POST', BroadcastPaths.list, { ...valid, customerIds: 'all' })).json().id as number;
    const read = await call(
      'POST',
      NotificationPaths.read,
      { ids: [`broadcast-${id}`, 'demo-licence-1'] },
      DemoUsers.anna,
    );
    expect(read.json()).toEqual({ read: 1 });
    // The first reading counts; reading again changes nothing.
    expect((await call('POST', NotificationPaths.read, { ids: [`broadcast-${id}`] }, DemoUsers.anna)).json()).toEqual({
      read: 0,
    });
    expect((await call('GET', NotificationPaths.list, undefined, DemoUsers.anna)).json()[0]).toMatchObject({
      id: `broadcast-${id}`,
      read: true,
    });

    const list = (await call('GET', `${BroadcastPaths.list}?page=1&pageSize=10`)).json();
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(list.items[0]).toMatchObject({ id, audience: 'all', customers: 3, recipients: 4, read: 1 });

    const detail = (await call('GET', detailPath(id))).json();
    expect(detail.customers).toEqual([
      { customerId: 'contoso', customerName: expect.any(String), recipients: 2, read: 1 },
      { customerId: 'fabrikam', customerName: expect.any(String), recipients: 1, read: 0 },
      { customerId: 'northwind', customerName: expect.any(String), recipients: 1, read: 0 },
    ]);
    expect((await call('GET', detailPath(id + 100))).statusCode).toBe(404);
  });

  it('leaves out disabled users and deactivated customers when sending to all', async () => {
    const { db } = portal.app.portal;
    db.prepare("UPDATE users SET disabled_at = '2026-01-01T00:00:00Z' WHERE id = 'dirk'").run();
    db.prepare("UPDATE customers SET deactivated_at = '2026-01-01T00:00:00Z' WHERE id = 'northwind'").run();
    const sent = (await call('POST', BroadcastPaths.list, { ...valid, customerIds: 'all' })).json();
    expect(sent).toMatchObject({ customers: 2, recipients: 2 });
    const refused = await call('POST', BroadcastPaths.list, { ...valid, customerIds: ['northwind'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/Deactivated customer: northwind/);
  });

  it.each([
    ['no customers', { ...valid, customerIds: [] }],
    ['an unknown customer', { ...valid, customerIds: ['contoso', 'nobody'] }],
    ['a language with a text but no title', { ...valid, title: { en: 'Only English' } }],
    ['neither language', { ...valid, title: { en: ' ', nl: '' }, text: { en: '', nl: ' ' } }],
    ['no language given at all', { ...valid, title: {}, text: {} }],
    ['an empty text', { ...valid, text: { en: '   ', nl: 'x' } }],
    ['a text too long', { ...valid, text: { en: 'x'.repeat(481), nl: 'x' } }],
    ['an unknown level', { ...valid, level: 'panic' }],
    ['a javascript: link', { ...valid, link: 'javascript:alert(1)' }],
    ['a protocol-relative link', { ...valid, link: '//evil.example/' }],
    ['an unknown field', { ...valid, sender: 'someone else' }],
  ])('answers 400 for %s and writes nothing', async (_what, payload) => {
    const before = written();
    const response = await call('POST', BroadcastPaths.list, payload);
    expect(response.statusCode).toBe(400);
    expect(written()).toEqual(before);
  });

  it.each([
    ['a user', DemoUsers.dirk],
    ['a customer administrator', DemoUsers.anna],
  ])(
    'refuses %s (403) on every broadcast route, before reading the input, and writes nothing',
    async (_who, userId) => {
      const before = written();
      expect((await call('POST', BroadcastPaths.list, valid, userId)).statusCode).toBe(403);
      expect((await call('POST', BroadcastPaths.list, { nonsense: true }, userId)).statusCode).toBe(403);
      expect((await call('GET', BroadcastPaths.list, undefined, userId)).statusCode).toBe(403);
      expect((await call('GET', detailPath(1), undefined, userId)).statusCode).toBe(403);
      expect(written()).toEqual(before);
    },
  );

  it('refuses a signed-out caller (401)', async () => {
    const stranger = await anonymous(portal.app);
    const before = written();
    for (const [method, url] of [
      ['POST', BroadcastPaths.list],
      ['GET', BroadcastPaths.list],
      ['GET', detailPath(1)],
    ] as const) {
      const response = await portal.app.inject({
        method,
        url,
        headers: stranger.headers(),
        ...(method === 'POST' ? { payload: valid } : {}),
      });
      expect(response.statusCode).toBe(401);
    }
    expect(written()).toEqual(before);
  });

  it('leaves out a customer whose plugin list has no notifications, and refuses to name it', async () => {
    setCustomerPlugins(portal.app, DemoCustomers.northwind, ['claims']);
    expect((await call('POST', BroadcastPaths.list, { ...valid, customerIds: 'all' })).json()).toMatchObject({
      customers: 2,
      recipients: 3,
    });
    const before = written();
    const refused = await call('POST', BroadcastPaths.list, { ...valid, customerIds: ['contoso', 'northwind'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/Notifications are off for customer: northwind/);
    expect(written()).toEqual(before);
  });
});

describe('broadcasts in a deployment without notifications', () => {
  it('answer 404, so the admin screen can say notifications are not installed', async () => {
    await portal.close();
    portal = await createTestPortal({ config: { enabledPlugins: ['claims', 'html', 'link', 'report', 'admin'] } });
    const before = written();
    expect((await call('GET', BroadcastPaths.list)).statusCode).toBe(404);
    expect((await call('POST', BroadcastPaths.list, valid)).statusCode).toBe(404);
    expect((await call('GET', detailPath(1))).statusCode).toBe(404);
    expect(written()).toEqual(before);
  });
});
