import { ApiPaths, Identity } from '../../../core/contract';
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
import { HtmlActionData } from '../contract';
import {
  contosoWelcome,
  contosoWelcomeHtml,
  contosoWelcomeHtmlEn,
  fabrikamContact,
  northwindWelcome,
  northwindWelcomeHtmlEn,
  support,
  supportHtml,
  supportHtmlNl,
} from './demo-html';

/** The ids of `ids` that are in `documented`, in menu order; other plugins' items may be absent. */
const documentedOnly = (ids: number[], documented: number[]) => ids.filter((id) => documented.includes(id));

describe('the html server plugin', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal();
  });
  afterAll(() => portal.close());

  const action = async (id: number, userId: string) =>
    portal.app.inject({ method: 'GET', url: ApiPaths.action(id), headers: await userHeaders(portal.app, userId) });

  test("GET /api/action/{id} answers the stored HTML of the reader's language as it is (the browser sanitizes it)", async () => {
    const welcome = await action(101, DemoUsers.anna);
    expect(welcome.statusCode).toBe(200);
    expect(welcome.json()).toEqual({ actionType: 'html', actionId: 101, title: 'Welcome', html: contosoWelcomeHtmlEn });
    const dutch = await portal.app.inject({
      url: ApiPaths.action(101),
      headers: { ...(await userHeaders(portal.app, DemoUsers.anna)), 'accept-language': 'nl-NL' },
    });
    expect(dutch.json()).toEqual({ actionType: 'html', actionId: 101, title: 'Welkom', html: contosoWelcomeHtml });
    const dutchSupport = await portal.app.inject({
      url: ApiPaths.action(110),
      headers: { ...(await userHeaders(portal.app, DemoUsers.anna)), 'accept-language': 'nl' },
    });
    expect(dutchSupport.json()).toMatchObject({ title: 'Contact met support', html: supportHtmlNl });
    expect(HtmlActionData.parse(welcome.json()).html).toMatch(/<table>[\s\S]*<ul>[\s\S]*<a href=/);
    expect((await action(110, DemoUsers.anna)).json()).toMatchObject({
      actionType: 'html',
      title: 'Contact support',
      html: supportHtml,
    });
  });

  test("Bram's default action is Northwind's welcome page", async () => {
    const bram = await userHeaders(portal.app, DemoUsers.bram);
    const identity = Identity.parse((await portal.app.inject({ url: ApiPaths.identity, headers: bram })).json());
    expect(identity.defaultActionId).toBe(301);
    const response = await portal.app.inject({ url: ApiPaths.action(301), headers: bram });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ actionType: 'html', title: 'Welcome', html: northwindWelcomeHtmlEn });
  });

  test('the demo seed: the actions with their customers and permissions', () => {
    const rows = portal.app.portal.db
      .prepare(
        "SELECT id, customer_id, title, data, required_permission FROM actions WHERE action_type = 'html' ORDER BY id",
      )
      .all();
    expect(rows).toEqual([
      {
        id: 101,
        customer_id: DemoCustomers.contoso,
        title: 'Welkom',
        data: JSON.stringify(contosoWelcome),
        required_permission: null,
      },
      {
        id: 110,
        customer_id: DemoCustomers.contoso,
        title: 'Contact support',
        data: JSON.stringify(support),
        required_permission: 'support',
      },
      {
        id: 205,
        customer_id: DemoCustomers.fabrikam,
        title: 'Contactgegevens',
        data: JSON.stringify(fabrikamContact),
        required_permission: null,
      },
      {
        id: 301,
        customer_id: DemoCustomers.northwind,
        title: 'Welkom',
        data: JSON.stringify(northwindWelcome),
        required_permission: null,
      },
    ]);
  });

  test("a card given in one language only is shown to every reader; an empty one in the reader's language falls back", async () => {
    const db = portal.app.portal.db;
    const before = db.prepare('SELECT data FROM actions WHERE id = 110').pluck().get() as string;
    db.prepare('UPDATE actions SET data = ? WHERE id = 110').run(JSON.stringify({ html: '  ', htmlNl: supportHtmlNl }));
    try {
      for (const language of ['en', 'nl']) {
        const headers = { ...(await userHeaders(portal.app, DemoUsers.anna)), 'accept-language': language };
        expect((await portal.app.inject({ url: ApiPaths.action(110), headers })).json().html).toBe(supportHtmlNl);
      }
    } finally {
      db.prepare('UPDATE actions SET data = ? WHERE id = 110').run(before);
    }
  });

  test('the demo seed: the menu items in their documented places', async () => {
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    const contoso = await menuOf(portal.app, anna);
    const top = childrenOf(contoso, null);
    expect(top[0]).toMatchObject({
      id: 1001,
      name: 'Welcome',
      actionId: 101,
      actionType: 'html',
      isHomepage: true,
      linkTarget: 'content-window',
    });
    expect(
      flattenMenu(contoso)
        .filter((item) => item.isHomepage)
        .map((item) => item.id),
    ).toEqual([1001]);
    const support = childrenOf(contoso, DemoMenus.contoso.support);
    expect(support[0]).toMatchObject({
      id: 1012,
      name: 'Contact support',
      actionId: 110,
      actionType: 'html',
      isHomepage: false,
    });
    const supportOrder = [1012, 1013, 1014, 1015, 1016];
    const supportIds = support.map((item) => item.id);
    expect(documentedOnly(supportIds, supportOrder)).toEqual(supportOrder.filter((id) => supportIds.includes(id)));

    await portal.app.inject({
      method: 'POST',
      url: ApiPaths.activeCustomer,
      headers: anna,
      payload: { customerId: DemoCustomers.fabrikam },
    });
    try {
      const fabrikam = childrenOf(await menuOf(portal.app, anna), null);
      expect(fabrikam.find((item) => item.id === 2006)).toMatchObject({
        name: 'Contact details',
        actionId: 205,
        actionType: 'html',
      });
      const fabrikamTop = [DemoMenus.fabrikam.reports, 2004, 2005, 2006, 2007, 2008];
      const fabrikamIds = fabrikam.map((item) => item.id);
      expect(fabrikamIds).toContain(2006);
      expect(documentedOnly(fabrikamIds, fabrikamTop)).toEqual(fabrikamTop.filter((id) => fabrikamIds.includes(id)));
      // Fabrikam has no homepage item.
      expect(fabrikam.some((item) => item.isHomepage)).toBe(false);
    } finally {
      await portal.app.inject({
        method: 'POST',
        url: ApiPaths.activeCustomer,
        headers: anna,
        payload: { customerId: DemoCustomers.contoso },
      });
    }

    const northwind = await menuOf(portal.app, await userHeaders(portal.app, DemoUsers.bram));
    expect(childrenOf(northwind, null)[0]).toMatchObject({
      id: 3001,
      name: 'Welcome',
      actionId: 301,
      actionType: 'html',
      isHomepage: false,
    });
    // No homepage item at Northwind: Bram's home page shows his default action instead.
    expect(flattenMenu(northwind).some((item) => item.isHomepage)).toBe(false);
  });

  test("a customer whose plugin list leaves out 'html' has no html items and gets 404 for the actions", async () => {
    setCustomerPlugins(portal.app, DemoCustomers.contoso, ['claims', 'link', 'report']);
    try {
      const items = flattenMenu(await menuOf(portal.app, await userHeaders(portal.app, DemoUsers.anna)));
      const ids = items.map((item) => item.id);
      expect(ids).not.toContain(1001);
      expect(ids).not.toContain(1012);
      expect(items.map((item) => item.actionType)).not.toContain('html');
      expect(ids).toEqual(expect.arrayContaining([DemoMenus.contoso.support, 1014, 1016]));
      for (const id of [101, 110]) expect((await action(id, DemoUsers.anna)).statusCode).toBe(404);
    } finally {
      setCustomerPlugins(portal.app, DemoCustomers.contoso, null);
    }
    expect((await action(101, DemoUsers.anna)).statusCode).toBe(200);
  });
});
