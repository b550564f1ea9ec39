import type { FastifyInstance } from 'fastify';
import { ApiPaths } from '../../../core/contract';
import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import {
  count,
  createTestPortal,
  setCustomerPlugins,
  userHeaders,
  type TestPortal,
} from '../../../server/plugin-api/testing';
import { NotificationPaths } from '../contract';

const WITHOUT_NOTIFICATIONS = ['claims', 'html', 'link', 'report', 'subscriptions', 'recommendations'];

/** Bodies a new notification could carry: the wrong shape, and JSON cut off halfway. */
const WRONG_SHAPE = { id: '', pending: 'yes' };
const BROKEN_JSON = '{"id":';
const VALID = { id: 'licence-1', name: 'Changing licences', pending: true, succes: false };

const openApiPaths = async (app: FastifyInstance) =>
  Object.keys((await app.inject({ url: '/api/openapi.json' })).json().paths);

function send(
  app: FastifyInstance,
  headers: Record<string, string>,
  method: 'POST' | 'PUT',
  url: string,
  payload: string | object,
) {
  return app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload });
}

/** What a signed-in caller gets from every notifications route when the plugin is off for them. */
async function expectDisabled(app: FastifyInstance, headers: Record<string, string>, bodies: (string | object)[]) {
  const list = await app.inject({ url: NotificationPaths.list, headers });
  expect(list.statusCode).toBe(404);
  expect(list.headers['content-type']).toMatch(/^application\/json/);
  expect(list.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });

  const before = count(app, 'notifications');
  // A malformed body would be a 400 on an enabled route: a disabled one must not even look at it.
  const calls: ['POST' | 'PUT', string, string | object][] = [
    ...bodies.map((body): ['POST', string, string | object] => ['POST', NotificationPaths.list, body]),
    ['POST', NotificationPaths.list, VALID],
    ['PUT', NotificationPaths.item('demo-licence-1'), { name: 'x', pending: 1 }],
    ['PUT', NotificationPaths.item('demo-licence-1'), { name: 'Changed', pending: false, succes: false }],
  ];
  for (const [method, url, payload] of calls) {
    const response = await send(app, headers, method, url, payload);
    expect([method, url, payload, response.statusCode]).toEqual([method, url, payload, 404]);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  }
  expect(count(app, 'notifications')).toBe(before);
  expect(app.portal.db.prepare("SELECT name, succes FROM notifications WHERE id = 'demo-licence-1'").get()).toEqual({
    name: 'Licences of Power BI Pro changed to 18',
    succes: 1,
  });
}

describe('notifications plugin enablement', () => {
  let portal: TestPortal;
  afterEach(async () => {
    await portal?.close();
  });

  test('a deployment that leaves notifications out answers 404 and documents no route', async () => {
    portal = await createTestPortal({ config: { enabledPlugins: WITHOUT_NOTIFICATIONS } });
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    await expectDisabled(portal.app, anna, [WRONG_SHAPE, BROKEN_JSON]);
    const paths = await openApiPaths(portal.app);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => path.startsWith(NotificationPaths.list))).toEqual([]);
    // The rest of the portal still works for the same user.
    expect((await portal.app.inject({ url: ApiPaths.menuItems, headers: anna })).statusCode).toBe(200);
  });

  test('a deployment that leaves notifications out answers 404 even for cut-off JSON', async () => {
    portal = await createTestPortal({ config: { enabledPlugins: WITHOUT_NOTIFICATIONS } });
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    expect((await send(portal.app, anna, 'POST', NotificationPaths.list, BROKEN_JSON)).statusCode).toBe(404);
  });

  test('a customer whose plugin list leaves notifications out gets 404; back in the list, the tray works again', async () => {
    portal = await createTestPortal();
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    setCustomerPlugins(portal.app, DemoCustomers.contoso, WITHOUT_NOTIFICATIONS);
    await expectDisabled(portal.app, anna, [WRONG_SHAPE, BROKEN_JSON]);
    expect(await openApiPaths(portal.app)).toContain(NotificationPaths.list);

    setCustomerPlugins(portal.app, DemoCustomers.contoso, [...WITHOUT_NOTIFICATIONS, 'notifications']);
    expect((await send(portal.app, anna, 'POST', NotificationPaths.list, VALID)).statusCode).toBe(201);
    const list = await portal.app.inject({ url: NotificationPaths.list, headers: anna });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toEqual(VALID);
  });

  test("the demo's Fabrikam list includes notifications: the tray works there, kept apart from Contoso's", async () => {
    portal = await createTestPortal();
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    const switched = await portal.app.inject({
      method: 'POST',
      url: ApiPaths.activeCustomer,
      headers: anna,
      payload: { customerId: DemoCustomers.fabrikam },
    });
    expect(switched.statusCode).toBe(200);
    expect((await send(portal.app, anna, 'POST', NotificationPaths.list, VALID)).statusCode).toBe(201);
    const list = await portal.app.inject({ url: NotificationPaths.list, headers: anna });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([VALID]);
  });

  test('publishes its routes in the OpenAPI document under the plugin tag', async () => {
    portal = await createTestPortal();
    const document = (await portal.app.inject({ url: '/api/openapi.json' })).json();
    expect(document.paths[NotificationPaths.list].get.tags).toEqual(['notifications']);
    expect(document.paths[NotificationPaths.list].post.tags).toEqual(['notifications']);
    expect(document.paths['/api/notifications/{id}'].put.tags).toEqual(['notifications']);
  });
});
