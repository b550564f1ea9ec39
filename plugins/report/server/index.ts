import { defineServerPlugin } from '../../../server/plugin-api';
import { seedReports } from './demo-seed';
import { reportRoutes } from './routes';
import { resolveReportAction } from './tokens';

/**
 * The report plugin's server side: embed tokens for report actions (in the action's answer and through
 * the refresh call), the page logs, and the demo reports.
 *
 * No migration of its own: the report_log table stays in the core's historical 'core-001' migration,
 * because deployed databases already recorded that migration with the table in it; a 'report-001' that
 * created it again would fail on them, and one that did nothing would only pretend to own it.
 */
export default defineServerPlugin({
  id: 'report',
  actionTypes: ['report'],
  seed: seedReports,
  routes: reportRoutes,
  actionResolvers: { report: resolveReportAction },
});
