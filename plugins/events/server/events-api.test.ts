import { DemoUsers } from '../../../server/plugin-api';
import {
  anonymous,
  createTestPortal,
  setCustomerPlugins,
  userHeaders,
  type TestPortal,
} from '../../../server/plugin-api/testing';
import { EventPaths, type PortalEvent } from '../contract';
import { DEMO_EVENTS } from './demo-seed';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal.close());

const list = async (query = '', userId: string = DemoUsers.anna) =>
  portal.app.inject({ url: `${EventPaths.list}${query}`, headers: await userHeaders(portal.app, userId) });

describe('GET /api/events', () => {
  it("answers the active customer's events newest first, one page of 20 by default", async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: PortalEvent[]; total: number; page: number; pageSize: number };
    expect(body).toMatchObject({ total: DEMO_EVENTS.contoso!.length, page: 1, pageSize: 20 });
    expect(body.items).toHaveLength(20);
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      occurredAt: expect.any(String),
      type: 'security',
      title: 'Suspicious sign-in blocked for j.devries@contoso.example',
      detail: expect.stringContaining('Conditional Access'),
    });
    const times = body.items.map((e) => e.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = (await list('?page=2')).json() as { items: PortalEvent[] };
    expect(second.items).toHaveLength(DEMO_EVENTS.contoso!.length - 20);
    expect(second.items.some((e) => body.items.some((f) => f.id === e.id))).toBe(false);
  });

  it('filters by type, text (title or detail, any case, % taken literally) and an inclusive date range', async () => {
    const backups = (await list('?type=backup&pageSize=100')).json() as { items: PortalEvent[]; total: number };
    expect(backups.total).toBe(DEMO_EVENTS.contoso!.filter((e) => e.type === 'backup').length);
    expect(backups.items.every((e) => e.type === 'backup')).toBe(true);
    expect((await list('?q=CONDITIONAL%20access')).json().total).toBe(1);
    expect((await list('?q=%25')).json().total).toBe(0);
    const first = backups.items.at(-1)!.occurredAt.slice(0, 10);
    const day = (await list(`?from=${first}&to=${first}&type=backup`)).json() as { items: PortalEvent[] };
    expect(day.items.map((e) => e.occurredAt.slice(0, 10))).toEqual(day.items.map(() => first));
    expect(day.items.length).toBeGreaterThan(0);
  });

  it('answers an empty page past the last one (never moved back) and an empty list at a customer without events', async () => {
    expect((await list('?page=9')).json()).toMatchObject({ items: [], total: DEMO_EVENTS.contoso!.length, page: 9 });
    expect((await list('', DemoUsers.bram)).json()).toMatchObject({ items: [], total: 0 });
  });

  it.each([
    ['an unknown type', '?type=party'],
    ['a page size not offered', '?pageSize=15'],
    ['a page of 0', '?page=0'],
    ['a date that does not exist', '?from=2026-02-30'],
    ['a date in another format', '?from=26-11-2026'],
    ['an end before the start', '?from=2026-11-20&to=2026-11-01'],
    ['an unknown parameter', '?sort=asc'],
  ])('answers 400 JSON for %s', async (_label, query) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
  });

  it("shows a Fabrikam reader Fabrikam's events only, and refuses a signed-in user who is not authorized (403)", async () => {
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    expect(
      (
        await portal.app.inject({
          method: 'POST',
          url: '/api/account/activecustomer',
          headers: anna,
          payload: { customerId: 'fabrikam' },
        })
      ).statusCode,
    ).toBe(200);
    try {
      const body = (await portal.app.inject({ url: `${EventPaths.list}?pageSize=100`, headers: anna })).json() as {
        items: PortalEvent[];
      };
      expect(body.items.map((e) => e.title).sort()).toEqual(DEMO_EVENTS.fabrikam!.map((e) => e.title).sort());
    } finally {
      await portal.app.inject({
        method: 'POST',
        url: '/api/account/activecustomer',
        headers: anna,
        payload: { customerId: 'contoso' },
      });
    }
    expect((await list('', DemoUsers.carla)).statusCode).toBe(403);
  });

  it('answers 401 signed out and 404 where the customer does not enable the plugin', async () => {
    expect(
      (await portal.app.inject({ url: EventPaths.list, headers: (await anonymous(portal.app)).headers() })).statusCode,
    ).toBe(401);
    setCustomerPlugins(portal.app, 'contoso', ['claims']);
    try {
      expect((await list()).statusCode).toBe(404);
    } finally {
      setCustomerPlugins(portal.app, 'contoso', null);
    }
  });
});
