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
import { ManagedResourcePaths } from '../contract';
import { DEMO_INVENTORY, MANAGED_RESOURCES_ACTIONS } from './demo-seed';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(async () => {
  await portal.close();
});

const URL = ManagedResourcePaths.inventory;
type Group = { resourceType: string; resourceCount: number; lastCheckDate: string | null; names: string[] };

const get = async (userId?: string) =>
  portal.app.inject({ url: URL, headers: userId ? await userHeaders(portal.app, userId) : {} });

describe('GET /api/managed-resources', () => {
  it("answers the active customer's inventory per resource type: count, last check date and names in order", async () => {
    const res = await get(DemoUsers.anna);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const groups = res.json() as Group[];
    const seeded = DEMO_INVENTORY[DemoCustomers.contoso];
    expect(groups.map((g) => g.resourceType)).toEqual(
      seeded.map((g) => g.resourceType).sort((a, b) => (a < b ? -1 : 1)),
    );
    const workstations = groups.find((g) => g.resourceType === 'Workstations')!;
    expect(workstations.resourceCount).toBe(2400);
    expect(workstations.names).toHaveLength(2400);
    expect(workstations.names.slice(0, 2)).toEqual(['CZ-WS-AMS-0001', 'CZ-WS-AMS-0002']);
    expect(Date.parse(workstations.lastCheckDate!)).toBeLessThan(Date.now());
    // The check's count may differ from the names it could list.
    expect(groups.find((g) => g.resourceType === 'Wireless access points')).toMatchObject({
      resourceCount: 68,
      names: expect.arrayContaining(['CZ-AP-UTR-01']),
    });
    expect(groups.every((g) => g.names.every((name) => !name.startsWith('FL-')))).toBe(true);
  });

  it('answers the customer the user switched to, and an empty inventory where there is none', async () => {
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    await portal.app.inject({
      method: 'POST',
      url: ApiPaths.activeCustomer,
      headers: anna,
      payload: { customerId: DemoCustomers.fabrikam },
    });
    try {
      const groups = (await portal.app.inject({ url: URL, headers: anna })).json() as Group[];
      expect(groups.map((g) => g.resourceType).sort()).toEqual(
        DEMO_INVENTORY[DemoCustomers.fabrikam].map((g) => g.resourceType).sort(),
      );
      expect(groups.flatMap((g) => g.names).every((name) => name.startsWith('FL-'))).toBe(true);
    } finally {
      await portal.app.inject({
        method: 'POST',
        url: ApiPaths.activeCustomer,
        headers: anna,
        payload: { customerId: DemoCustomers.contoso },
      });
    }
    expect((await get(DemoUsers.bram)).json()).toEqual([]);
  });

  it('answers 401 signed out and 403 to a user who is not authorized; a user with few permissions may read it', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get(DemoUsers.carla)).statusCode).toBe(403);
    expect((await get(DemoUsers.dirk)).statusCode).toBe(200);
  });

  it('is read-only: every other method answers 404, a query changes nothing, and nothing is written', async () => {
    const before = {
      groups: count(portal.app, 'managed_resource_groups'),
      names: count(portal.app, 'managed_resources'),
    };
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of [URL, `${URL}/Workstations`]) {
        const res = await portal.app.inject({
          method,
          url,
          headers: anna,
          payload: { resourceType: 'x', names: ['y'] },
        });
        expect([method, url, res.statusCode]).toEqual([method, url, 404]);
      }
    }
    const withQuery = await portal.app.inject({ url: `${URL}?customerId=${DemoCustomers.fabrikam}`, headers: anna });
    expect((withQuery.json() as Group[]).some((g) => g.resourceType === 'Werkplekken')).toBe(false);
    expect({
      groups: count(portal.app, 'managed_resource_groups'),
      names: count(portal.app, 'managed_resources'),
    }).toEqual(before);
  });
});

describe('enablement and the demo menus', () => {
  it('a customer without the plugin gets 404 and no menu item; back in the list, it works again', async () => {
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    setCustomerPlugins(portal.app, DemoCustomers.contoso, ['report', 'html']);
    try {
      const res = await portal.app.inject({ url: URL, headers: anna });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
      expect(
        flattenMenu(await menuOf(portal.app, anna)).filter((item) => item.actionType === 'managed-resources'),
      ).toEqual([]);
      expect(
        (await portal.app.inject({ url: ApiPaths.action(MANAGED_RESOURCES_ACTIONS.contoso), headers: anna }))
          .statusCode,
      ).toBe(404);
    } finally {
      setCustomerPlugins(portal.app, DemoCustomers.contoso, null);
    }
    expect((await portal.app.inject({ url: URL, headers: anna })).statusCode).toBe(200);
  });

  it("puts 'Managed resources' in Contoso's menu and 'Beheerde resources' in Fabrikam's (whose plugin list now names the plugin)", async () => {
    const menu = flattenMenu(await menuOf(portal.app, await userHeaders(portal.app, DemoUsers.anna)));
    expect(menu.find((item) => item.actionType === 'managed-resources')).toMatchObject({
      name: 'Managed resources',
      actionId: MANAGED_RESOURCES_ACTIONS.contoso,
    });
    const plugins = portal.app.portal.db
      .prepare("SELECT plugins FROM customers WHERE id = 'fabrikam'")
      .pluck()
      .get() as string;
    expect(JSON.parse(plugins)).toContain('managed-resources');
    const fabrikam = portal.app.portal.db
      .prepare("SELECT name FROM menu_items WHERE customer_id = 'fabrikam' AND action_id = ?")
      .pluck()
      .get(MANAGED_RESOURCES_ACTIONS.fabrikam);
    expect(fabrikam).toBe('Beheerde resources');
  });

  it('publishes the route in the OpenAPI document under the plugin tag', async () => {
    const document = (await portal.app.inject({ url: '/api/openapi.json' })).json();
    expect(document.paths[URL].get.tags).toEqual(['managed-resources']);
  });
});
