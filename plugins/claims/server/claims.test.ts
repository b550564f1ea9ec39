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
import { ClaimsActionData } from '../contract';

const ANNA_ROLES = ['reports', 'licences', 'recommendations', 'support', 'azure', 'account'];

/** The ids of `ids` that are in `documented`, in menu order; other plugins' items may be absent. */
const documentedOnly = (ids: number[], documented: number[]) => ids.filter((id) => documented.includes(id));

describe('the claims server plugin', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal();
  });
  afterAll(() => portal.close());

  const action = async (id: number, userId: string) =>
    portal.app.inject({ method: 'GET', url: ApiPaths.action(id), headers: await userHeaders(portal.app, userId) });

  test("GET /api/action/107 answers anna's claims, built from her user and active customer", async () => {
    const response = await action(107, DemoUsers.anna);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ actionType: 'claims', actionId: 107, title: 'My claims' });
    expect(ClaimsActionData.parse(body).claims).toEqual([
      { type: 'name', value: 'Anna de Vries' },
      { type: 'preferred_username', value: 'anna.devries@contoso.example' },
      { type: 'email', value: 'anna.devries@contoso.example' },
      { type: 'given_name', value: 'Anna' },
      { type: 'family_name', value: 'de Vries' },
      { type: 'oid', value: '6f1c2a53-0b7e-4c1a-9d3e-1a2b3c4d5e01' },
      ...ANNA_ROLES.map((value) => ({ type: 'roles', value })),
      { type: 'customer_id', value: 'contoso' },
      { type: 'customer_name', value: 'Contoso Zorg' },
      { type: 'run_as', value: 'pieter.bakker@msp.example' },
    ]);
  });

  test('the claims follow the active customer; a user without a run-as user has no run_as claim', async () => {
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    const switched = await portal.app.inject({
      method: 'POST',
      url: ApiPaths.activeCustomer,
      headers: anna,
      payload: { customerId: DemoCustomers.fabrikam },
    });
    expect(switched.statusCode).toBe(200);
    try {
      const fabrikam = await portal.app.inject({ url: ApiPaths.action(204), headers: anna });
      expect(fabrikam.statusCode).toBe(200);
      expect(fabrikam.json().claims).toEqual(
        expect.arrayContaining([
          { type: 'customer_id', value: 'fabrikam' },
          { type: 'customer_name', value: 'Fabrikam Logistiek' },
        ]),
      );
      // Contoso's claims action is not in Fabrikam's menu.
      expect((await portal.app.inject({ url: ApiPaths.action(107), headers: anna })).statusCode).toBe(404);
    } finally {
      await portal.app.inject({
        method: 'POST',
        url: ApiPaths.activeCustomer,
        headers: anna,
        payload: { customerId: DemoCustomers.contoso },
      });
    }

    const bram = (await action(305, DemoUsers.bram)).json();
    expect(bram).toMatchObject({ actionType: 'claims', actionId: 305, title: 'My claims' });
    expect(bram.claims).toEqual(
      expect.arrayContaining([
        { type: 'name', value: 'Bram Jansen' },
        { type: 'customer_name', value: 'Northwind Bouw' },
      ]),
    );
    expect(bram.claims.map((c: { type: string }) => c.type)).not.toContain('run_as');
  });

  test('the demo seed: My claims last at the top of each demo menu', async () => {
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    const contoso = childrenOf(await menuOf(portal.app, anna), null);
    const claims = contoso.find((item) => item.id === 1017);
    expect(claims).toMatchObject({
      name: 'My claims',
      actionId: 107,
      actionType: 'claims',
      linkTarget: 'content-window',
      isHomepage: false,
    });
    const contosoTop = [
      1001,
      DemoMenus.contoso.reports,
      DemoMenus.contoso.office365AndAzure,
      DemoMenus.contoso.support,
      1017,
    ];
    const contosoIds = contoso.map((item) => item.id);
    expect(documentedOnly(contosoIds, contosoTop)).toEqual(contosoTop.filter((id) => contosoIds.includes(id)));
    expect(contosoIds.at(-1)).toBe(1017);

    await portal.app.inject({
      method: 'POST',
      url: ApiPaths.activeCustomer,
      headers: anna,
      payload: { customerId: DemoCustomers.fabrikam },
    });
    try {
      const fabrikam = childrenOf(await menuOf(portal.app, anna), null);
      expect(fabrikam.find((item) => item.id === 2007)).toMatchObject({
        name: 'My claims',
        actionId: 204,
        actionType: 'claims',
      });
      const fabrikamTop = [DemoMenus.fabrikam.reports, 2004, 2005, 2006, 2007, 2008];
      const fabrikamIds = fabrikam.map((item) => item.id);
      expect(documentedOnly(fabrikamIds, fabrikamTop)).toEqual(fabrikamTop.filter((id) => fabrikamIds.includes(id)));
      // The plain link item of the core seed stays after it.
      expect(fabrikamIds.indexOf(2007)).toBe(fabrikamIds.indexOf(2008) - 1);
    } finally {
      await portal.app.inject({
        method: 'POST',
        url: ApiPaths.activeCustomer,
        headers: anna,
        payload: { customerId: DemoCustomers.contoso },
      });
    }

    const northwind = childrenOf(await menuOf(portal.app, await userHeaders(portal.app, DemoUsers.bram)), null);
    expect(northwind.find((item) => item.id === 3008)).toMatchObject({
      name: 'My claims',
      actionId: 305,
      actionType: 'claims',
    });
    const northwindTop = [3001, 3002, DemoMenus.northwind.cloud, 3006, 3007, 3008];
    const northwindIds = northwind.map((item) => item.id);
    expect(documentedOnly(northwindIds, northwindTop)).toEqual(northwindTop.filter((id) => northwindIds.includes(id)));
    expect(northwindIds.at(-1)).toBe(3008);
  });

  test("a customer whose plugin list leaves out 'claims' has no claims item and gets 404 for the action", async () => {
    setCustomerPlugins(portal.app, DemoCustomers.contoso, ['html', 'link', 'report']);
    try {
      const items = flattenMenu(await menuOf(portal.app, await userHeaders(portal.app, DemoUsers.anna)));
      expect(items.map((item) => item.id)).not.toContain(1017);
      expect(items.map((item) => item.actionType)).not.toContain('claims');
      // The rest of the menu is still there (the core's Support header with its plain links).
      expect(items.map((item) => item.id)).toEqual(expect.arrayContaining([DemoMenus.contoso.support, 1014, 1016]));
      const response = await action(107, DemoUsers.anna);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    } finally {
      setCustomerPlugins(portal.app, DemoCustomers.contoso, null);
    }
    expect((await action(107, DemoUsers.anna)).statusCode).toBe(200);
  });

  test("a deployment that leaves out 'claims' has no claims item and answers 404", async () => {
    const without = await createTestPortal({ config: { enabledPlugins: ['html', 'link'] } });
    try {
      const anna = await userHeaders(without.app, DemoUsers.anna);
      const items = flattenMenu(await menuOf(without.app, anna));
      expect(items.map((item) => item.id)).not.toContain(1017);
      expect((await without.app.inject({ url: ApiPaths.action(107), headers: anna })).statusCode).toBe(404);
    } finally {
      await without.close();
    }
  });
});
