import { DemoCustomers, DemoMenus, type DemoAction, type DemoSeedContext } from '../../../server/plugin-api';
import { mapDemoWorkspaces } from './powerbi/workspaces';

const report = (embedId: string, pageName?: string) => ({
  embedType: 'report',
  embedId,
  ...(pageName ? { pageName } : {}),
});

/** A report action that needs the 'reports' permission, with its menu item. */
const reportAction = (
  id: number,
  title: string,
  data: Record<string, unknown>,
  menu: NonNullable<DemoAction['menu']>,
): DemoAction => ({ id, type: 'report', title, data, permission: 'reports', menu });

/** The other embed types the viewer supports, shown to Contoso (actions 150 to 153). */
const embedDemos: readonly [number, string, Record<string, unknown>][] = [
  [150, 'Service dashboard', { embedType: 'dashboard', embedId: 'demo-dashboard' }],
  [151, 'SLA tile', { embedType: 'tile', embedId: 'tile-slaKpi', dashboardId: 'demo-dashboard' }],
  [
    152,
    'Tickets per month (visual)',
    { embedType: 'visual', embedId: 'demo-service-overview', pageName: 'overview', visualName: 'ticketsPerMonth' },
  ],
  [
    153,
    'Service overview (English)',
    {
      embedType: 'report',
      embedId: 'demo-service-overview',
      navigationPosition: 'Left',
      localeSettings: { language: 'en', formatLocale: 'en-GB' },
    },
  ],
];

/**
 * The demo customers' reports, in the menus' report headers. The ids, names and sibling orders are the ones
 * the demo always had: browser tests and bookmarks use them. Contoso also gets a dashboard, a tile, a single
 * visual and a report with the page navigation at the left, after its own reports. Each demo customer maps to
 * its own workspace of the analytics emulator (report_workspaces).
 */
export function seedReports(demo: DemoSeedContext): void {
  const contosoReports = DemoMenus.contoso.reports;
  demo.addActions(DemoCustomers.contoso, [
    reportAction(102, 'Service overview', report('demo-service-overview', 'overview'), {
      id: 1003,
      parentId: contosoReports,
      order: 0,
    }),
    reportAction(103, 'SLA report', report('demo-sla-report'), {
      id: 1006,
      parentId: contosoReports,
      name: 'SLA dashboard',
      order: 2,
    }),
    reportAction(104, 'Invoice analysis', report('demo-invoices', 'invoices'), {
      id: 1005,
      parentId: DemoMenus.contoso.finance,
      order: 0,
    }),
    ...embedDemos.map(([id, title, data], index) =>
      reportAction(id, title, data, { id: 1050 + index, parentId: contosoReports, order: 50 + index }),
    ),
  ]);
  demo.addActions(DemoCustomers.fabrikam, [
    reportAction(201, 'Fleet dashboard', report('demo-fleet', 'fleet'), {
      id: 2002,
      parentId: DemoMenus.fabrikam.reports,
      order: 0,
    }),
    reportAction(202, 'Warehouse KPIs', report('demo-warehouse'), {
      id: 2003,
      parentId: DemoMenus.fabrikam.reports,
      order: 1,
    }),
  ]);
  demo.addActions(DemoCustomers.northwind, [
    reportAction(302, 'Projectoverzicht', report('demo-projects', 'projects'), { id: 3002, order: 1 }),
  ]);
  // Each demo customer's reports live in its own emulator workspace (the customers exist: their actions were just added).
  mapDemoWorkspaces(demo.data, Object.values(DemoCustomers));
}
