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
import { RecommendationPaths } from '../contract';

/** Every plugin of the demo but this one (and subscriptions, whose page shares the Office 365 header). */
const WITHOUT_RECOMMENDATIONS = ['claims', 'html', 'link', 'report', 'notifications'];

/** Bodies an accept could carry: the wrong shape, and JSON cut off halfway. */
const WRONG_SHAPE = { applyAt: 'tomorrow' };
const BROKEN_JSON = '{"applyAt":';
const future = () => new Date(Date.now() + 86_400_000).toISOString();

const writes = (app: FastifyInstance) => ({
  decisions: count(app, 'recommendation_decisions'),
  stored: app.portal.db
    .prepare("SELECT state, apply_at, modified_date FROM recommendations WHERE id = 'rec-contoso-1'")
    .get(),
});

const openApiPaths = async (app: FastifyInstance) =>
  Object.keys((await app.inject({ url: '/api/openapi.json' })).json().paths);

function post(app: FastifyInstance, headers: Record<string, string>, url: string, payload: string | object) {
  return app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload });
}

/** What a signed-in caller gets from every recommendations route and the menu, when the plugin is off for them. */
async function expectDisabled(app: FastifyInstance, headers: Record<string, string>, bodies: (string | object)[]) {
  const list = await app.inject({ url: RecommendationPaths.list, headers });
  expect(list.statusCode).toBe(404);
  expect(list.headers['content-type']).toMatch(/^application\/json/);
  expect(list.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });

  const before = writes(app);
  // A malformed body would be a 400 on an enabled route: a disabled one must not even look at it.
  const calls: [string, string | object][] = [
    ...bodies.map((body): [string, string | object] => [RecommendationPaths.accept('rec-contoso-1'), body]),
    [RecommendationPaths.accept('rec-contoso-1'), { applyAt: future() }],
    [RecommendationPaths.decline('rec-contoso-1'), { reason: 'x'.repeat(1001) }],
    [RecommendationPaths.decline('rec-contoso-1'), {}],
  ];
  for (const [url, payload] of calls) {
    const response = await post(app, headers, url, payload);
    expect([url, payload, response.statusCode]).toEqual([url, payload, 404]);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  }
  expect(writes(app)).toEqual(before);

  const items = flattenMenu(await menuOf(app, headers));
  expect(items.filter((item) => item.actionType === 'recommendations')).toEqual([]);
  expect(items.map((item) => item.id)).not.toContain(1009);
  expect((await app.inject({ url: ApiPaths.action(106), headers })).statusCode).toBe(404);
}

describe('recommendations plugin enablement', () => {
  let portal: TestPortal;
  afterEach(async () => {
    await portal?.close();
  });

  test('a deployment that leaves recommendations out answers 404, lists no recommendations item and documents no route', async () => {
    portal = await createTestPortal({ config: { enabledPlugins: WITHOUT_RECOMMENDATIONS } });
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    await expectDisabled(portal.app, anna, [WRONG_SHAPE, BROKEN_JSON]);
    const paths = await openApiPaths(portal.app);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => path.startsWith(RecommendationPaths.list))).toEqual([]);
    expect(flattenMenu(await menuOf(portal.app, anna)).map((item) => item.actionType)).toContain('report');
  });

  test('a deployment that leaves recommendations out answers 404 even for cut-off JSON', async () => {
    portal = await createTestPortal({ config: { enabledPlugins: WITHOUT_RECOMMENDATIONS } });
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    expect((await post(portal.app, anna, RecommendationPaths.accept('rec-contoso-1'), BROKEN_JSON)).statusCode).toBe(
      404,
    );
  });

  test('a customer whose plugin list leaves recommendations out gets 404 and no item; back in the list, it works again', async () => {
    portal = await createTestPortal();
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    setCustomerPlugins(portal.app, DemoCustomers.contoso, WITHOUT_RECOMMENDATIONS);
    await expectDisabled(portal.app, anna, [WRONG_SHAPE, BROKEN_JSON]);
    // The deployment still has the routes (another customer may use them).
    expect(await openApiPaths(portal.app)).toContain(RecommendationPaths.list);

    setCustomerPlugins(portal.app, DemoCustomers.contoso, [...WITHOUT_RECOMMENDATIONS, 'recommendations']);
    const list = await portal.app.inject({ url: RecommendationPaths.list, headers: anna });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((r: { id: string }) => r.id)).toContain('rec-contoso-1');
    const accepted = await post(portal.app, anna, RecommendationPaths.accept('rec-contoso-1'), { applyAt: future() });
    expect(accepted.statusCode).toBe(200);
    expect(count(portal.app, 'recommendation_decisions')).toBe(1);
    expect(flattenMenu(await menuOf(portal.app, anna)).find((item) => item.id === 1009)).toMatchObject({
      actionType: 'recommendations',
      actionId: 106,
    });
  });

  test("the demo's Fabrikam list leaves recommendations out; Northwind, with no list, has them", async () => {
    portal = await createTestPortal();
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    const switched = await portal.app.inject({
      method: 'POST',
      url: ApiPaths.activeCustomer,
      headers: anna,
      payload: { customerId: DemoCustomers.fabrikam },
    });
    expect(switched.statusCode).toBe(200);
    expect((await portal.app.inject({ url: RecommendationPaths.list, headers: anna })).statusCode).toBe(404);
    expect(flattenMenu(await menuOf(portal.app, anna)).filter((item) => item.actionType === 'recommendations')).toEqual(
      [],
    );

    const bram = await userHeaders(portal.app, DemoUsers.bram);
    const list = await portal.app.inject({ url: RecommendationPaths.list, headers: bram });
    expect(list.statusCode).toBe(200);
    expect(list.json().every((r: { id: string }) => r.id.startsWith('rec-northwind-'))).toBe(true);
  });

  test('publishes its routes in the OpenAPI document under the plugin tag', async () => {
    portal = await createTestPortal();
    const document = (await portal.app.inject({ url: '/api/openapi.json' })).json();
    expect(document.paths[RecommendationPaths.list].get.tags).toEqual(['recommendations']);
    expect(document.paths['/api/recommendations/{id}/accept'].post.tags).toEqual(['recommendations']);
    expect(document.paths['/api/recommendations/{id}/decline'].post.tags).toEqual(['recommendations']);
  });
});
