import { ApiPaths } from '../../../core/contract';
import { DemoMenus, DemoUsers } from '../../../server/plugin-api';
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

describe('the recommendations demo seed', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal();
  });
  afterAll(() => portal.close());

  test('adds the recommendations pages with their ids, names, permission and places in the demo menus', async () => {
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    const office = childrenOf(await menuOf(portal.app, anna), DemoMenus.contoso.office365AndAzure);
    expect(office.find((item) => item.id === 1009)).toMatchObject({
      name: 'Azure recommendations',
      actionId: 106,
      actionType: 'recommendations',
      linkTarget: 'content-window',
      isHomepage: false,
    });
    const officeOrder = [1008, 1009, 1010];
    const officeIds = office.map((item) => item.id);
    expect(documentedOnly(officeIds, officeOrder)).toEqual(officeOrder.filter((id) => officeIds.includes(id)));

    const cloud = childrenOf(
      await menuOf(portal.app, await userHeaders(portal.app, DemoUsers.bram)),
      DemoMenus.northwind.cloud,
    );
    expect(cloud.at(-1)).toMatchObject({
      id: 3005,
      name: 'Azure recommendations',
      actionId: 303,
      actionType: 'recommendations',
    });
    const cloudIds = cloud.map((item) => item.id);
    expect(documentedOnly(cloudIds, [3004, 3005])).toEqual([3004, 3005].filter((id) => cloudIds.includes(id)));

    const stored = portal.app.portal.db
      .prepare(
        "SELECT id, customer_id, action_type, title, required_permission FROM actions WHERE action_type = 'recommendations' ORDER BY id",
      )
      .all();
    expect(stored).toEqual([
      {
        id: 106,
        customer_id: 'contoso',
        action_type: 'recommendations',
        title: 'Azure recommendations',
        required_permission: 'recommendations',
      },
      {
        id: 303,
        customer_id: 'northwind',
        action_type: 'recommendations',
        title: 'Azure aanbevelingen',
        required_permission: 'recommendations',
      },
    ]);
  });

  test("anna's menu has the recommendations page and she can open it", async () => {
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    expect(flattenMenu(await menuOf(portal.app, anna)).map((item) => item.actionType)).toContain('recommendations');
    const action = await portal.app.inject({ url: ApiPaths.action(106), headers: anna });
    expect(action.statusCode).toBe(200);
    expect(action.json()).toMatchObject({
      actionType: 'recommendations',
      actionId: 106,
      title: 'Azure recommendations',
    });
  });

  test('the restricted user does not see the recommendations page, nor open it', async () => {
    const dirk = await userHeaders(portal.app, DemoUsers.dirk);
    const types = flattenMenu(await menuOf(portal.app, dirk)).map((item) => item.actionType);
    expect(types).not.toContain('recommendations');
    expect(types).toContain('report');
    expect((await portal.app.inject({ url: ApiPaths.action(106), headers: dirk })).statusCode).toBe(404);
  });
});
