import { ApiPaths } from '../../../core/contract';
import { DemoCustomers, DemoMenus, DemoUsers } from '../../../server/plugin-api';
import {
  childrenOf,
  createTestPortal,
  flattenMenu,
  menuOf,
  userHeaders,
  type TestPortal,
} from '../../../server/plugin-api/testing';

/** The ids of `ids` that are in `documented`, in menu order; other plugins' items may be absent. */
const documentedOnly = (ids: number[], documented: number[]) => ids.filter((id) => documented.includes(id));

describe('the subscriptions demo seed', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal();
  });
  afterAll(() => portal.close());

  const switchTo = async (headers: Record<string, string>, customerId: string) =>
    expect(
      (await portal.app.inject({ method: 'POST', url: ApiPaths.activeCustomer, headers, payload: { customerId } }))
        .statusCode,
    ).toBe(200);

  test('adds the licence pages with their ids, names, permission and places in the demo menus', async () => {
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    const office = childrenOf(await menuOf(portal.app, anna), DemoMenus.contoso.office365AndAzure);
    expect(office[0]).toMatchObject({
      id: 1008,
      name: 'Office 365 licences',
      actionId: 105,
      actionType: 'subscriptions',
      linkTarget: 'content-window',
      isHomepage: false,
    });
    expect(
      documentedOnly(
        office.map((item) => item.id),
        [1008, 1009, 1010],
      )[0],
    ).toBe(1008);
    expect(office.map((item) => item.id)).toContain(1010);

    await switchTo(anna, DemoCustomers.fabrikam);
    try {
      const top = childrenOf(await menuOf(portal.app, anna), null);
      expect(top.find((item) => item.id === 2004)).toMatchObject({
        name: 'Office 365 licences',
        actionId: 203,
        actionType: 'subscriptions',
      });
      const order = [DemoMenus.fabrikam.reports, 2004, 2005, 2006, 2007, 2008];
      const ids = top.map((item) => item.id);
      expect(documentedOnly(ids, order)).toEqual(order.filter((id) => ids.includes(id)));
    } finally {
      await switchTo(anna, DemoCustomers.contoso);
    }

    const cloud = childrenOf(
      await menuOf(portal.app, await userHeaders(portal.app, DemoUsers.bram)),
      DemoMenus.northwind.cloud,
    );
    expect(cloud[0]).toMatchObject({
      id: 3004,
      name: 'Office 365 licences',
      actionId: 304,
      actionType: 'subscriptions',
    });

    const stored = portal.app.portal.db
      .prepare(
        'SELECT id, customer_id, action_type, title, required_permission FROM actions WHERE id IN (105, 203, 304) ORDER BY id',
      )
      .all();
    expect(stored).toEqual([
      {
        id: 105,
        customer_id: 'contoso',
        action_type: 'subscriptions',
        title: 'Office 365 licences',
        required_permission: 'licences',
      },
      {
        id: 203,
        customer_id: 'fabrikam',
        action_type: 'subscriptions',
        title: 'Office 365 licenties',
        required_permission: 'licences',
      },
      {
        id: 304,
        customer_id: 'northwind',
        action_type: 'subscriptions',
        title: 'Office 365 licenties',
        required_permission: 'licences',
      },
    ]);
  });

  test("anna's menu has the licence page and she can open it", async () => {
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    expect(flattenMenu(await menuOf(portal.app, anna)).map((item) => item.actionType)).toContain('subscriptions');
    const action = await portal.app.inject({ url: ApiPaths.action(105), headers: anna });
    expect(action.statusCode).toBe(200);
    expect(action.json()).toMatchObject({ actionType: 'subscriptions', actionId: 105, title: 'Office 365 licences' });
  });

  test('the restricted user does not see the licence page, nor open it', async () => {
    const dirk = await userHeaders(portal.app, DemoUsers.dirk);
    const types = flattenMenu(await menuOf(portal.app, dirk)).map((item) => item.actionType);
    expect(types).not.toContain('subscriptions');
    expect(types).toContain('report');
    expect((await portal.app.inject({ url: ApiPaths.action(105), headers: dirk })).statusCode).toBe(404);
  });
});
