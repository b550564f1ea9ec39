import { DemoUsers } from '../../../server/plugin-api';
import { count, createTestPortal, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';

let portal: TestPortal;
beforeEach(async () => { portal = await createTestPortal(); });
afterEach(async () => { await portal.close(); });

const headers = (userId: string, csrf = true) => userHeaders(portal.app, userId, csrf);

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, userId: string = DemoUsers.anna, csrf = true) =>
  portal.app.inject({ method, url, headers: await headers(userId, csrf), ...(payload === undefined ? {} : { payload: payload as object }) });

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
    expect((await call('PUT', '/api/notifications/licence-1', { name: 'x', pending: false, succes: true }, DemoUsers.bram)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await call('PUT', '/api/notifications/unknown', { name: 'x', pending: false, succes: true });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it.each([
    [{ ...n, id: '' }], [{ ...n, pending: 'yes' }], [{ id: 'x', name: 'y' }], [{ ...n, name: 'x'.repeat(501) }],
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
    expect((await call('GET', '/api/notifications')).json()[1]).toMatchObject({ id: 'demo-licence-1', succes: true, pending: false });
  });

  it('answers 403 without the CSRF header and writes nothing', async () => {
    const before = count(portal.app, 'notifications');
    expect((await call('POST', '/api/notifications', n, DemoUsers.anna, false)).statusCode).toBe(403);
    expect((await call('PUT', '/api/notifications/demo-licence-1', { name: 'x', pending: true, succes: false }, DemoUsers.anna, false)).statusCode).toBe(403);
    expect(count(portal.app, 'notifications')).toBe(before);
    expect((await call('GET', '/api/notifications')).json()[1].name).toBe('Licences of Power BI Pro changed to 18');
  });

  it('answers 401 signed out', async () => {
    expect((await portal.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});
