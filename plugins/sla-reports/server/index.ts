import { defineServerPlugin } from '../../../server/plugin-api';
import { SlaReportsData } from '../contract';
import { seedSlaReports } from './demo-seed';
import { migrations } from './migrations';
import { slaFigureRecords, slaTicketTargetRecords } from './records';
import { slaReportRoutes } from './routes';

/** SLA reports per month: targets against achieved percentages, and the tickets of the month. */
export default defineServerPlugin({
  id: 'sla-reports',
  actionTypes: ['sla-reports'],
  actionDataSchemas: { 'sla-reports': SlaReportsData },
  migrations,
  seed: (demo) => seedSlaReports(demo),
  routes(api) {
    slaReportRoutes(api);
    api.records(slaFigureRecords);
    api.records(slaTicketTargetRecords);
  },
});
