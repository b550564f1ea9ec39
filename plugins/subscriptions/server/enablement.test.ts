import type { FastifyInstance } from 'fastify';
import { ApiPaths } from '../../../core/contract';
import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import {
  count,
  createTestPortal,
  flattenMenu,
  menuOf,
  setCustomerPlugins,
  userHeaders,
  type TestPortal,
} from '../../../server/plugin-api/testing';
import { SubscriptionPaths } from '../contract';

/** Every plugin of the demo but this one (and recommendations, whose page shares the Office 365 header). */
const WITHOUT_SUBSCRIPTIONS = ['claims', 'html', 'link', 'report', 'notifications'];

const quantityOf = (app: FastifyInstance, id: string) =>
  app.portal.db.prepare('SELECT quantity FROM subscriptions WHERE id = ?').pluck().get(id);

const writes = (app: FastifyInstance) => ({
  changes: count(app, 'subscription_changes'),
  requests: count(app, 'licence_service_requests'),
  quantity: quantityOf(app, 'sub-contoso-e3'),
});

const openApiPaths = async (app: FastifyInstance) =>
  Object.keys((await app.inject({ url: '/api/openapi.json' })).json().paths);

/** Bodies a PUT of the quantity could carry: the wrong shape, and JSON cut off halfway. */
const WRONG_SHAPE = { quantity: 'lots' };
const BROKEN_JSON = '{"quantity":';

function putQuantity(app: FastifyInstance, headers: Record<string, string>, payload: string | object) {
  return app.inject({
    method: 'PUT',
    url: SubscriptionPaths.quantity('sub-contoso-e3'),
    headers: { ...headers, 'content-type': 'application/json' },
    payload,
  });
}

/** What a signed-in caller gets from every subscriptions route and the menu, when the plugin is off for them. */
async function expectDisabled(app: FastifyInstance, headers: Record<string, string>, bodies: (string | object)[]) {
  const list = await app.inject({ url: SubscriptionPaths.list, headers });
  expect(list.statusCode).toBe(404);
  expect(list.headers['content-type']).toMatch(/^application\/json/);
  expect(list.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });

  const before = writes(app);
  // A malformed body would be a 400 on an enabled route: a disabled one must not even look at it.
  for (const payload of [...bodies, { quantity: 50 }]) {
    const response = await putQuantity(app, headers, payload);
    expect([payload, response.statusCode]).toEqual([payload, 404]);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  }
  expect(writes(app)).toEqual(before);

  const items = flattenMenu(await menuOf(app, headers));
  expect(items.filter((item) => item.actionType === 'subscriptions')).toEqual([]);
  expect(items.map((item) => item.id)).not.toContain(1008);
  expect((await app.inject({ url: ApiPaths.action(105), headers })).statusCode).toBe(404);
}

describe('subscriptions plugin enablement', () => {
  let portal: TestPortal;
  afterEach(async () => {
    await portal?.close();
  });

  test('a deployment that leaves subscriptions out answers 404, lists no licence item and documents no route', async () => {
    portal = await createTestPortal({ config: { enabledPlugins: WITHOUT_SUBSCRIPTIONS } });
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    await expectDisabled(portal.app, anna, [WRONG_SHAPE, BROKEN_JSON]);
    const paths = await openApiPaths(portal.app);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => path.startsWith(SubscriptionPaths.list))).toEqual([]);
    // The rest of the portal still works for the same user.
    expect(flattenMenu(await menuOf(portal.app, anna)).map((item) => item.actionType)).toContain('report');
  });

  test('a deployment that leaves subscriptions out answers 404 even for cut-off JSON', async () => {
    portal = await createTestPortal({ config: { enabledPlugins: WITHOUT_SUBSCRIPTIONS } });
    const response = await putQuantity(portal.app, await userHeaders(portal.app, DemoUsers.anna), BROKEN_JSON);
    expect(response.statusCode).toBe(404);
  });

  test('a customer whose plugin list leaves subscriptions out gets 404 and no licence item; back in the list, it works again', async () => {
    portal = await createTestPortal();
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    setCustomerPlugins(portal.app, DemoCustomers.contoso, WITHOUT_SUBSCRIPTIONS);
    await expectDisabled(portal.app, anna, [WRONG_SHAPE, BROKEN_JSON]);
    // The deployment still has the routes (another customer may use them).
    expect(await openApiPaths(portal.app)).toContain(SubscriptionPaths.list);

    setCustomerPlugins(portal.app, DemoCustomers.contoso, [...WITHOUT_SUBSCRIPTIONS, 'subscriptions']);
    const list = await portal.app.inject({ url: SubscriptionPaths.list, headers: anna });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((s: { id: string }) => s.id)).toContain('sub-contoso-e3');
    const changed = await portal.app.inject({
      method: 'PUT',
      url: SubscriptionPaths.quantity('sub-contoso-e3'),
      headers: anna,
      payload: { quantity: 50 },
    });
    expect(changed.statusCode).toBe(200);
    expect(quantityOf(portal.app, 'sub-contoso-e3')).toBe(50);
    const items = flattenMenu(await menuOf(portal.app, anna));
    expect(items.find((item) => item.id === 1008)).toMatchObject({ actionType: 'subscriptions', actionId: 105 });
  });

  test("the demo's Fabrikam list includes subscriptions: its licences work there", async () => {
    portal = await createTestPortal();
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    const switched = await portal.app.inject({
      method: 'POST',
      url: ApiPaths.activeCustomer,
      headers: anna,
      payload: { customerId: DemoCustomers.fabrikam },
    });
    expect(switched.statusCode).toBe(200);
    const list = await portal.app.inject({ url: SubscriptionPaths.list, headers: anna });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((s: { id: string }) => s.id)).toEqual([
      'sub-fabrikam-f3',
      'sub-fabrikam-e5',
      'sub-fabrikam-teams',
    ]);
    expect(flattenMenu(await menuOf(portal.app, anna)).find((item) => item.id === 2004)).toMatchObject({
      actionType: 'subscriptions',
      actionId: 203,
    });
  });

  test('publishes its routes in the OpenAPI document under the plugin tag', async () => {
    portal = await createTestPortal();
    const document = (await portal.app.inject({ url: '/api/openapi.json' })).json();
    expect(document.paths[SubscriptionPaths.list].get.tags).toEqual(['subscriptions']);
    expect(document.paths['/api/subscriptions/{id}/quantity'].put.tags).toEqual(['subscriptions']);
  });
});
