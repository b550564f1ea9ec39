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

const call = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  userId: string = DemoUsers.anna,
  csrf = true,
) =>
  portal.app.inject({
    method,
    url,
    headers: await headers(userId, csrf),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const n = { id: 'licence-1', name: 'Changing licences', pending: true, succes: false };

describe('notifications API', () => {
  it("lists the user's notifications at the active customer, newest first", async () => {
    const res = await call('GET', '/api/notifications');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((x: { id: string }) => x.id)).toEqual(['demo-licence-2', 'demo-licence-1']);
    const bram = await call('GET', '/api/notifications', undefined, DemoUsers.bram);
    expect(bram.json().map((x: { id: string }) => x.id)).toEqual(['demo-recommendation-1']);
  });

  it('adds (201), ignores an existing id (200) and updates (200), so the tray survives a reload', async () => {
    const added = await call('POST', '/api/notifications', n);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual(n);
    const again = await call('POST', '/api/notifications', { ...n, name: 'Other' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(n);
    const updated = await call('PUT', '/api/notifications/licence-1', { name: 'Done', pending: false, succes: true });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ id: 'licence-1', name: 'Done', pending: false, succes: true });
    const list = (await call('GET', '/api/notifications')).json();
    expect(list[0]).toEqual({ id: 'licence-1', name: 'Done', pending: false, succes: true });
    expect(list).toHaveLength(3);
  });

  it('keeps notifications per user', async () => {
    await call('POST', '/api/notifications', n);
    const bram = (await call('GET', '/api/notifications', undefined, DemoUsers.bram)).json();
    expect(bram.map((x: { id: string }) => x.id)).not.toContain('licence-1');
    expect(
      (await call('PUT', '/api/notifications/licence-1', { name: 'x', pending: false, succes: true }, DemoUsers.bram))
        .statusCode,
    ).toBe(404);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await call('PUT', '/api/notifications/unknown', { name: 'x', pending: false, succes: true });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it.each([
    [{ ...n, id: '' }],
    [{ ...n, pending: 'yes' }],
    [{ id: 'x', name: 'y' }],
    [{ ...n, name: 'x'.repeat(501) }],
  ])('answers 400 for %j and writes nothing', async (payload) => {
    const before = count(portal.app, 'notifications');
    const res = await call('POST', '/api/notifications', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(count(portal.app, 'notifications')).toBe(before);
  });

  it('answers 400 for a bad update and leaves the notification as it was', async () => {
    const res = await call('PUT', '/api/notifications/demo-licence-1', { name: 'x', pending: 1, succes: true });
    expect(res.statusCode).toBe(400);
    expect((await call('GET', '/api/notifications')).json()[1]).toMatchObject({
      id: 'demo-licence-1',
      succes: true,
      pending: false,
    });
  });

  it('answers 403 without the CSRF header and writes nothing', async () => {
    const before = count(portal.app, 'notifications');
    expect((await call('POST', '/api/notifications', n, DemoUsers.anna, false)).statusCode).toBe(403);
    expect(
      (
        await call(
          'PUT',
          '/api/notifications/demo-licence-1',
          { name: 'x', pending: true, succes: false },
          DemoUsers.anna,
          false,
        )
      ).statusCode,
    ).toBe(403);
    expect(count(portal.app, 'notifications')).toBe(before);
    expect((await call('GET', '/api/notifications')).json()[1].name).toBe('Licences of Power BI Pro changed to 18');
  });

  it('answers 401 signed out', async () => {
    expect((await portal.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('notifications API: the text as a message key', () => {
  const message = {
    namespace: 'subscriptions',
    key: 'notification.updated',
    params: { product: 'Power BI Pro', quantity: 19 },
  };
  const stored = (id: string) =>
    portal.app.portal.db
      .prepare('SELECT name, pending, succes, message FROM notifications WHERE user_id = ? AND id = ?')
      .get(DemoUsers.anna, id) as { name: string; pending: number; succes: number; message: string | null };

  it('stores and returns the message with the notification, and lists it', async () => {
    const added = await call('POST', '/api/notifications', { ...n, message });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ ...n, message });
    expect(JSON.parse(stored(n.id).message!)).toEqual(message);
    expect((await call('GET', '/api/notifications')).json()[0]).toEqual({ ...n, message });
  });

  it('treats a null message as none: nothing stored, no message in the answers', async () => {
    const added = await call('POST', '/api/notifications', { ...n, message: null });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual(n);
    expect(stored(n.id).message).toBeNull();
    expect((await call('GET', '/api/notifications')).json()[0]).toEqual(n);
  });

  it('replaces the message on an update, and clears it when the update has none (it described the old name)', async () => {
    await call('POST', '/api/notifications', {
      ...n,
      message: {
        namespace: 'subscriptions',
        key: 'notification.pending',
        params: { product: 'Power BI Pro', quantity: 19 },
      },
    });
    const done = { name: 'Licences of Power BI Pro changed to 19', pending: false, succes: true };
    const updated = await call('PUT', '/api/notifications/licence-1', { ...done, message });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ id: 'licence-1', ...done, message });
    expect(JSON.parse(stored('licence-1').message!)).toEqual(message);
    const plain = await call('PUT', '/api/notifications/licence-1', { ...done, name: 'Done' });
    expect(plain.json()).toEqual({ id: 'licence-1', ...done, name: 'Done' });
    expect(stored('licence-1').message).toBeNull();
  });

  const badMessages: [string, unknown][] = [
    ['a namespace that is no plugin id', { ...message, namespace: 'Sub Scriptions' }],
    ['an empty key', { ...message, key: '' }],
    ['a key with spaces', { ...message, key: 'notification updated' }],
    ['a key of 201 characters', { ...message, key: 'k'.repeat(201) }],
    ['no key', { namespace: 'subscriptions' }],
    ['a parameter that is an object', { ...message, params: { product: { name: 'x' } } }],
    ['a parameter that is a boolean', { ...message, params: { product: true } }],
    ['a parameter of 501 characters', { ...message, params: { product: 'p'.repeat(501) } }],
    ['a parameter name that is no identifier', { ...message, params: { 'pro duct': 'x' } }],
    ['21 parameters', { ...message, params: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, i])) }],
    ['a message that is text', 'notification.updated'],
    ['a message that is a list', [message]],
  ];

  it.each(badMessages)('a new notification with %s: 400, nothing written', async (_label, bad) => {
    const before = count(portal.app, 'notifications');
    const res = await call('POST', '/api/notifications', { ...n, message: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(count(portal.app, 'notifications')).toBe(before);
    expect(stored(n.id)).toBeUndefined();
  });

  it.each(badMessages)('an update with %s: 400, the notification left as it was', async (_label, bad) => {
    await call('POST', '/api/notifications', { ...n, message });
    const before = stored(n.id);
    const res = await call('PUT', '/api/notifications/licence-1', {
      name: 'Done',
      pending: false,
      succes: true,
      message: bad,
    });
    expect(res.statusCode).toBe(400);
    expect(stored(n.id)).toEqual(before);
  });

  it('accepts exactly 20 parameters and a key of 200 characters', async () => {
    const params = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`p${i}`, i % 2 ? `v${i}` : i]));
    const edge = { namespace: 'subscriptions', key: 'k'.repeat(200), params };
    const res = await call('POST', '/api/notifications', { ...n, message: edge });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toEqual(edge);
  });

  it("seeds the demo notifications with the posting plugins' keys", async () => {
    const list = (await call('GET', '/api/notifications')).json();
    expect(list.find((x: { id: string }) => x.id === 'demo-licence-1')).toEqual({
      id: 'demo-licence-1',
      name: 'Licences of Power BI Pro changed to 18',
      pending: false,
      succes: true,
      message: {
        namespace: 'subscriptions',
        key: 'notification.updated',
        params: { product: 'Power BI Pro', quantity: 18 },
      },
    });
    const bram = (await call('GET', '/api/notifications', undefined, DemoUsers.bram)).json();
    expect(bram[0].message).toMatchObject({
      namespace: 'recommendations',
      key: 'notification.accepted',
      params: { resource: 'disk-northwind-archive-02' },
    });
    expect(Date.parse(bram[0].message.params.moment)).not.toBeNaN();
  });

  it('answers a stored message that is no longer valid (edited by hand) without it, keeping the notification', async () => {
    await call('POST', '/api/notifications', { ...n, message });
    portal.app.portal.db.prepare('UPDATE notifications SET message = \'{"namespace":1}\' WHERE id = ?').run(n.id);
    expect((await call('GET', '/api/notifications')).json()[0]).toEqual(n);
  });
});
