import { ApiPaths } from '../../../core/contract';
import { DemoCustomers, DemoMenus, DemoUsers } from '../../../server/plugin-api';
import {
  childrenOf,
  createTestPortal,
  flattenMenu,
  menuOf,
  setCustomerPlugins,
  userHeaders,
  type TestPortal,
} from '../../../server/plugin-api/testing';
import { LinkActionData } from '../contract';
import { absoluteUrl } from './absolute-url';

/** The ids of `ids` that are in `documented`, in menu order; other plugins' items may be absent. */
const documentedOnly = (ids: number[], documented: number[]) => ids.filter((id) => documented.includes(id));

describe('absoluteUrl', () => {
  test.each([
    ['/demo/service-status', 'http://localhost:4321/demo/service-status'],
    ['/', 'http://localhost:4321/'],
    ['https://example.com/', 'https://example.com/'],
    ['http://status.example/x', 'http://status.example/x'],
    ['//evil.example/x', '//evil.example/x'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['demo/relative', 'demo/relative'],
    ['', ''],
  ])('%j -> %j', (stored, answered) => {
    expect(absoluteUrl(stored, 'http://localhost:4321')).toBe(answered);
  });

  test('a missing or non-string url is left alone', () => {
    expect(absoluteUrl(undefined, 'http://localhost')).toBeUndefined();
    expect(absoluteUrl(42, 'http://localhost')).toBe(42);
  });
});

describe('the link server plugin', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal();
  });
  afterAll(() => portal.close());

  const action = async (id: number, userId: string, extra: Record<string, string> = {}) =>
    portal.app.inject({
      method: 'GET',
      url: ApiPaths.action(id),
      headers: { ...(await userHeaders(portal.app, userId)), ...extra },
    });

  test("a stored path of the server is answered as an absolute URL of the portal's public origin (never the request's Host)", async () => {
    const response = await action(108, DemoUsers.anna, { host: 'localhost:4321' });
    expect(response.statusCode).toBe(200);
    const body = LinkActionData.parse(response.json());
    expect(body).toEqual({
      actionType: 'link',
      actionId: 108,
      title: 'Service status',
      url: 'http://localhost:8080/demo/service-status',
    });
    // The page it points at is served by this server.
    const page = await portal.app.inject({ url: new URL(body.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Service status');

    const fabrikam = await portal.app.inject({
      method: 'POST',
      url: ApiPaths.activeCustomer,
      headers: await userHeaders(portal.app, DemoUsers.anna),
      payload: { customerId: DemoCustomers.fabrikam },
    });
    expect(fabrikam.statusCode).toBe(200);
    try {
      expect((await action(206, DemoUsers.anna, { host: 'portal.localhost:8080' })).json().url).toBe(
        'http://localhost:8080/demo/service-status',
      );
    } finally {
      await portal.app.inject({
        method: 'POST',
        url: ApiPaths.activeCustomer,
        headers: await userHeaders(portal.app, DemoUsers.anna),
        payload: { customerId: DemoCustomers.contoso },
      });
    }
  });

  test('an http(s) URL is answered unchanged', async () => {
    expect((await action(109, DemoUsers.anna, { host: 'localhost:4321' })).json()).toEqual({
      actionType: 'link',
      actionId: 109,
      title: 'Provider news',
      url: 'https://example.com/',
    });
    expect((await action(306, DemoUsers.bram)).json()).toMatchObject({
      actionType: 'link',
      title: 'Construction news',
      url: 'https://example.org/',
    });
  });

  test('the demo seed: the actions with their customers and stored data', () => {
    const rows = portal.app.portal.db
      .prepare(
        "SELECT id, customer_id, title, data, required_permission FROM actions WHERE action_type = 'link' ORDER BY id",
      )
      .all();
    expect(rows).toEqual([
      {
        id: 108,
        customer_id: DemoCustomers.contoso,
        title: 'Service status',
        data: '{"url":"/demo/service-status"}',
        required_permission: null,
      },
      {
        id: 109,
        customer_id: DemoCustomers.contoso,
        title: 'Provider news',
        data: '{"url":"https://example.com/"}',
        required_permission: null,
      },
      {
        id: 206,
        customer_id: DemoCustomers.fabrikam,
        title: 'Servicestatus',
        data: '{"url":"/demo/service-status"}',
        required_permission: null,
      },
      {
        id: 306,
        customer_id: DemoCustomers.northwind,
        title: 'Bouwnieuws',
        data: '{"url":"https://example.org/"}',
        required_permission: null,
      },
    ]);
  });

  test('the demo seed: the link actions between the plain links of the core seed, in the documented order', async () => {
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    const support = childrenOf(await menuOf(portal.app, anna), DemoMenus.contoso.support);
    expect(support.find((item) => item.id === 1013)).toMatchObject({
      name: 'Service status',
      actionId: 108,
      actionType: 'link',
      linkTarget: 'content-window',
      linkUrl: null,
    });
    expect(support.find((item) => item.id === 1015)).toMatchObject({
      name: 'Provider news',
      actionId: 109,
      actionType: 'link',
      linkTarget: 'content-window',
      linkUrl: null,
    });
    const supportIds = support.map((item) => item.id);
    // 1014 and 1016 are the core's plain links; the link actions sit between them.
    expect(supportIds.slice(supportIds.indexOf(1013))).toEqual([1013, 1014, 1015, 1016]);
    const supportOrder = [1012, 1013, 1014, 1015, 1016];
    expect(documentedOnly(supportIds, supportOrder)).toEqual(supportOrder.filter((id) => supportIds.includes(id)));

    await portal.app.inject({
      method: 'POST',
      url: ApiPaths.activeCustomer,
      headers: anna,
      payload: { customerId: DemoCustomers.fabrikam },
    });
    try {
      const fabrikam = childrenOf(await menuOf(portal.app, anna), null);
      expect(fabrikam.find((item) => item.id === 2005)).toMatchObject({
        name: 'Service status',
        actionId: 206,
        actionType: 'link',
      });
      const fabrikamTop = [DemoMenus.fabrikam.reports, 2004, 2005, 2006, 2007, 2008];
      const fabrikamIds = fabrikam.map((item) => item.id);
      expect(fabrikamIds).toContain(2005);
      expect(documentedOnly(fabrikamIds, fabrikamTop)).toEqual(fabrikamTop.filter((id) => fabrikamIds.includes(id)));
    } finally {
      await portal.app.inject({
        method: 'POST',
        url: ApiPaths.activeCustomer,
        headers: anna,
        payload: { customerId: DemoCustomers.contoso },
      });
    }

    const northwind = childrenOf(await menuOf(portal.app, await userHeaders(portal.app, DemoUsers.bram)), null);
    expect(northwind.find((item) => item.id === 3006)).toMatchObject({
      name: 'Construction news',
      actionId: 306,
      actionType: 'link',
    });
    const northwindIds = northwind.map((item) => item.id);
    // Bouwnieuws comes right before the core's plain link to the status page.
    expect(northwindIds.indexOf(3006)).toBe(northwindIds.indexOf(3007) - 1);
    const northwindTop = [3001, 3002, DemoMenus.northwind.cloud, 3006, 3007, 3008];
    expect(documentedOnly(northwindIds, northwindTop)).toEqual(northwindTop.filter((id) => northwindIds.includes(id)));
  });

  test("a customer whose plugin list leaves out 'link' loses the link actions but keeps the core's plain links", async () => {
    setCustomerPlugins(portal.app, DemoCustomers.contoso, ['claims', 'html', 'report']);
    try {
      const support = childrenOf(
        await menuOf(portal.app, await userHeaders(portal.app, DemoUsers.anna)),
        DemoMenus.contoso.support,
      );
      const ids = support.map((item) => item.id);
      expect(ids).not.toContain(1013);
      expect(ids).not.toContain(1015);
      expect(ids).toEqual(expect.arrayContaining([1014, 1016]));
      expect(support.find((item) => item.id === 1014)).toMatchObject({
        linkUrl: '/demo/service-status',
        linkTarget: 'this-window',
      });
      for (const id of [108, 109]) expect((await action(id, DemoUsers.anna)).statusCode).toBe(404);
    } finally {
      setCustomerPlugins(portal.app, DemoCustomers.contoso, null);
    }
    const flat = flattenMenu(await menuOf(portal.app, await userHeaders(portal.app, DemoUsers.anna)));
    expect(flat.map((item) => item.id)).toContain(1013);
    expect((await action(108, DemoUsers.anna)).statusCode).toBe(200);
  });
});
