import { DemoUsers } from '../../../server/plugin-api';
import {
  createTestPortal,
  flattenMenu,
  menuOf,
  userHeaders,
  type TestPortal,
} from '../../../server/plugin-api/testing';

describe('the events demo seed', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal();
  });
  afterAll(() => portal.close());

  test("adds the events page to Contoso's and Fabrikam's menus, and none to Northwind's", async () => {
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    expect(flattenMenu(await menuOf(portal.app, anna)).find((item) => item.actionType === 'events')).toMatchObject({
      id: 1611,
      name: 'Events',
      actionId: 161,
      linkTarget: 'content-window',
    });
    const bram = await userHeaders(portal.app, DemoUsers.bram);
    expect(flattenMenu(await menuOf(portal.app, bram)).map((item) => item.actionType)).not.toContain('events');
    const stored = portal.app.portal.db
      .prepare("SELECT id, customer_id, title FROM actions WHERE action_type = 'events' ORDER BY id")
      .all();
    expect(stored).toEqual([
      { id: 161, customer_id: 'contoso', title: 'Events' },
      { id: 261, customer_id: 'fabrikam', title: 'Gebeurtenissen' },
    ]);
  });
});
