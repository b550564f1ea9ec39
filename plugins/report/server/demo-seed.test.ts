import { DemoMenus } from '../../../server/plugin-api';
import { childrenOf, createTestPortal, menuOf, signIn, type TestPortal } from '../../../server/plugin-api/testing';

let portal: TestPortal;
afterEach(async () => {
  await portal?.close();
});

const summary = (items: { id: number; name: string; actionId?: number | null }[]) =>
  items.map((item) => [item.id, item.name, item.actionId ?? null]);

describe('report demo seed', () => {
  it("puts Contoso's reports and embed demos under its report headers, in their order", async () => {
    portal = await createTestPortal();
    const menu = await menuOf(portal.app, (await signIn(portal.app, 'anna')).headers());
    expect(summary(childrenOf(menu, DemoMenus.contoso.reports))).toEqual([
      [1003, 'Service overview', 102],
      [1004, 'Finance', null],
      [1006, 'SLA dashboard', 103],
      [1050, 'Service dashboard', 150],
      [1051, 'SLA tile', 151],
      [1052, 'Tickets per month (visual)', 152],
      [1053, 'Service overview (English)', 153],
    ]);
    expect(summary(childrenOf(menu, DemoMenus.contoso.finance))).toEqual([[1005, 'Invoice analysis', 104]]);
  });

  it('stores every demo report with its data, permission and menu item exactly as the demo always had them', async () => {
    portal = await createTestPortal();
    const rows = portal.app.portal.db
      .prepare(
        `SELECT a.id, a.customer_id AS customer, a.title, a.data, a.required_permission AS permission,
              m.id AS item, m.parent_id AS parent, m.name, m.link_target AS target, m.is_homepage AS homepage, m.sort_order AS sortOrder
       FROM actions a LEFT JOIN menu_items m ON m.action_id = a.id AND m.customer_id = a.customer_id
       WHERE a.action_type = 'report' ORDER BY a.id`,
      )
      .all();
    const row = (
      id: number,
      customer: string,
      title: string,
      data: object,
      item: number,
      parent: number | null,
      name: string,
      sortOrder: number,
    ) => ({
      id,
      customer,
      title,
      data: JSON.stringify(data),
      permission: 'reports',
      item,
      parent,
      name,
      target: 'content-window',
      homepage: 0,
      sortOrder,
    });
    expect(rows).toEqual([
      row(
        102,
        'contoso',
        'Service overview',
        { embedType: 'report', embedId: 'demo-service-overview', pageName: 'overview' },
        1003,
        1002,
        'Service overview',
        0,
      ),
      row(
        103,
        'contoso',
        'SLA report',
        { embedType: 'report', embedId: 'demo-sla-report' },
        1006,
        1002,
        'SLA dashboard',
        2,
      ),
      row(
        104,
        'contoso',
        'Invoice analysis',
        { embedType: 'report', embedId: 'demo-invoices', pageName: 'invoices' },
        1005,
        1004,
        'Invoice analysis',
        0,
      ),
      row(
        150,
        'contoso',
        'Service dashboard',
        { embedType: 'dashboard', embedId: 'demo-dashboard' },
        1050,
        1002,
        'Service dashboard',
        50,
      ),
      row(
        151,
        'contoso',
        'SLA tile',
        { embedType: 'tile', embedId: 'tile-slaKpi', dashboardId: 'demo-dashboard' },
        1051,
        1002,
        'SLA tile',
        51,
      ),
      row(
        152,
        'contoso',
        'Tickets per month (visual)',
        { embedType: 'visual', embedId: 'demo-service-overview', pageName: 'overview', visualName: 'ticketsPerMonth' },
        1052,
        1002,
        'Tickets per month (visual)',
        52,
      ),
      row(
        153,
        'contoso',
        'Service overview (English)',
        {
          embedType: 'report',
          embedId: 'demo-service-overview',
          navigationPosition: 'Left',
          localeSettings: { language: 'en', formatLocale: 'en-GB' },
        },
        1053,
        1002,
        'Service overview (English)',
        53,
      ),
      row(
        201,
        'fabrikam',
        'Fleet dashboard',
        { embedType: 'report', embedId: 'demo-fleet', pageName: 'fleet' },
        2002,
        2001,
        'Fleet dashboard',
        0,
      ),
      row(
        202,
        'fabrikam',
        'Warehouse KPIs',
        { embedType: 'report', embedId: 'demo-warehouse' },
        2003,
        2001,
        'Warehouse KPIs',
        1,
      ),
      row(
        302,
        'northwind',
        'Projectoverzicht',
        { embedType: 'report', embedId: 'demo-projects', pageName: 'projects' },
        3002,
        null,
        'Projectoverzicht',
        1,
      ),
    ]);
  });

  it("places Northwind's report at the top level, before the Cloud header", async () => {
    portal = await createTestPortal();
    const menu = await menuOf(portal.app, (await signIn(portal.app, 'bram')).headers());
    const ids = childrenOf(menu, null).map((item) => item.id);
    expect(ids).toContain(3002);
    expect(ids.indexOf(3002)).toBeLessThan(ids.indexOf(DemoMenus.northwind.cloud));
  });
});
