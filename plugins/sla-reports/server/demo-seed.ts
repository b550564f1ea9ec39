import { DemoCustomers, DemoMenus, type DemoSeedContext } from '../../../server/plugin-api';

const TITLES = [
  ['P1', 'Mail flow stopped for all users'],
  ['P2', 'VPN drops every few minutes'],
  ['P2', 'File server share not reachable'],
  ['P3', 'New employee needs a laptop and account'],
  ['P3', 'Printer on the second floor jams'],
  ['P3', 'Teams meeting room camera offline'],
  ['P4', 'Request: shared mailbox for the planning team'],
  ['P4', 'Change the e-mail signature template'],
  ['P3', 'Outlook asks for the password again'],
  ['P2', 'ERP connection slow from the warehouse'],
  ['P4', 'Install Adobe Acrobat for finance'],
  ['P3', 'MFA phone replaced: re-register'],
] as const;

const HOURS = 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Twelve months of SLA figures up to last month for each customer (targets: response 95%, resolution 90%,
 * availability 99.9%), with a dip now and then, and 6 to 11 tickets a month; a ticket outside its SLA
 * brings the month's figures down with it.
 */
export function seedSlaReports(demo: DemoSeedContext, now = Date.now()): void {
  const today = new Date(now);
  for (const [customerIndex, customerId] of [DemoCustomers.contoso, DemoCustomers.fabrikam].entries()) {
    const data = demo.data.forCustomer(customerId);
    for (let index = 0; index < 12; index += 1) {
      const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 12 + index, 1);
      const period = new Date(start).toISOString().slice(0, 7);
      const count = 6 + ((index * 7 + customerIndex * 3) % 6);
      const late = (index + customerIndex) % 4 === 1 ? 2 : (index + customerIndex) % 3 === 0 ? 1 : 0;
      const response = Math.round((100 - late * 3.1 - (index % 3) * 0.7) * 10) / 10;
      const resolution = Math.round((100 - late * 5.4 - (index % 2) * 1.3) * 10) / 10;
      const availability =
        Math.round((99.98 - (index % 5 === 2 ? 0.17 : (index % 4) * 0.01) - customerIndex * 0.01) * 100) / 100;
      const figures = data.table('sla_figures');
      figures.insert({
        period,
        measure: 'response',
        target: 95,
        achieved: response,
        provider_id: `${period}-response`,
      });
      figures.insert({
        period,
        measure: 'resolution',
        target: 90,
        achieved: resolution,
        provider_id: `${period}-resolution`,
      });
      figures.insert({
        period,
        measure: 'availability',
        target: 99.9,
        achieved: availability,
        provider_id: `${period}-availability`,
      });
      for (let n = 0; n < count; n += 1) {
        const [priority, title] = TITLES[(n + index + customerIndex * 5) % TITLES.length]!;
        const opened = start + (1 + n * 2.5) * 24 * HOURS + (8 + (n % 8)) * HOURS;
        const hours = { P1: 3, P2: 7, P3: 20, P4: 46 }[priority] * (n < late ? 2.4 : 0.6 + (n % 3) * 0.1);
        const number = `${customerId === DemoCustomers.contoso ? 'CZ' : 'FL'}-${period.replace('-', '')}${pad(n + 1)}`;
        data.table('sla_tickets').insert({
          period,
          number,
          title,
          priority,
          opened_at: new Date(opened).toISOString(),
          resolved_at: new Date(opened + hours * HOURS).toISOString(),
          within_sla: n < late ? 0 : 1,
        });
      }
    }
  }
  demo.addActions(DemoCustomers.contoso, [
    {
      id: 1662,
      type: 'sla-reports',
      title: 'SLA reports',
      menu: { id: 16612, parentId: DemoMenus.contoso.support, order: 0 },
    },
  ]);
  demo.enableForCustomer(DemoCustomers.fabrikam);
  demo.addActions(DemoCustomers.fabrikam, [
    {
      id: 1665,
      type: 'sla-reports',
      title: 'SLA-rapportages',
      menu: { id: 16615, parentId: DemoMenus.fabrikam.reports, order: 5 },
    },
  ]);
}
