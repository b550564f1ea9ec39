import { defineServerPlugin } from '../../../server/plugin-api';
import { ReportData } from '../contract';
import { workspaceItemsRoutes } from './admin/workspace-items-routes';
import { workspaceRoutes } from './admin/workspace-routes';
import { seedReports } from './demo-seed';
import { reportMigrations } from './migrations';
import { bookmarkRoutes } from './personal/bookmark-routes';
import { exportRoutes } from './personal/export-routes';
import { demoOwnAppProblems, storeDemoOwnApp } from './powerbi/demo-own-app';
import { mapDemoWorkspaces } from './powerbi/workspaces';
import { reportRoutes } from './routes';
import { resolveReportAction } from './tokens';
import { usageRoutes } from './usage-routes';
import { providerUsageRoutes } from './admin/provider-usage-routes';

/**
 * The report plugin's server side: embed tokens for report actions (in the action's answer and through
 * the refresh call) from the Power BI REST API (powerbi/), the customers' workspaces, the page logs and their
 * read API (usage-routes.ts), the demo reports, and for the provider administration each customer's workspace and
 * the items in it (admin/).
 *
 * The report_log table stays in the core's historical 'core-001' migration, because deployed databases
 * already recorded that migration with the table in it; the plugin's own 'report-001' adds report_workspaces and
 * 'report-002' an index for reading the logs back (migrations.ts).
 */
export default defineServerPlugin({
  id: 'report',
  // The provider administration's screens (each customer's workspace, usage across customers) and the user names
  // and action titles of the usage logs; granted by default (PLUGIN_GRANTS).
  capabilities: ['crossCustomerData', 'customerDirectory'],
  actionTypes: ['report'],
  actionDataSchemas: { report: ReportData },
  migrations: reportMigrations,
  // The usage log (written by routes.ts, read back by usage-routes.ts); the core keeps it (see above).
  coreTables: ['report_log'],
  seed: seedReports,
  productionProblems: demoOwnAppProblems,
  routes: (api) => {
    // Demo databases seeded before the workspace mapping existed get it at start (demo mode only).
    if (api.config.demoMode)
      mapDemoWorkspaces(
        api.crossCustomerData(),
        api
          .customerDirectory()
          .customers()
          .map((customer) => customer.id),
      );
    // Fabrikam signs in as its own app when the emulators' launcher hands its registration over (demo mode only).
    storeDemoOwnApp(api, process.env);
    reportRoutes(api);
    usageRoutes(api);
    providerUsageRoutes(api);
    bookmarkRoutes(api);
    exportRoutes(api);
    workspaceRoutes(api);
    workspaceItemsRoutes(api);
  },
  actionResolvers: { report: resolveReportAction },
});
