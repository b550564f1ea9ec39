import { DemoCustomers, DemoUsers } from '../../../../server/plugin-api';
import { connectedForEachTest, fileRequest, testClock } from './zammad-test-kit';

/**
 * The SLA report (the sla-reports plugin, called by its address only: a plugin imports no other) computed from the
 * tickets in the Zammad emulator, with their times set as Zammad records them.
 */
const running = connectedForEachTest({ everyPlugin: true });
const HOUR = 3_600_000;
const SLA_REPORT = '/api/sla-reports';
const imports = (type: string) => `/api/admin/records/sla-reports/${type}/${DemoCustomers.contoso}/import`;

/** A request filed at `openedAt` (the portal's clock) and delivered; its ticket in the emulator. */
async function filedAt(openedAt: string, name: string) {
  const { connected, zammad } = running;
  testClock.offsetMs = Date.parse(openedAt) - Date.now();
  const number = await fileRequest(connected, name);
  await connected.desk.queue.run();
  testClock.offsetMs = 0;
  return zammad.state.tickets.find((ticket) => ticket.portal_reference === number)!;
}
const after = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * HOUR).toISOString();
const report = async (period: string) => {
  const res = await running.connected.call('GET', `${SLA_REPORT}?period=${period}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('SLA reports from the tickets in Zammad', () => {
  it('measures each month (Amsterdam time) against the times per priority and the agreed share', async () => {
    const { connected } = running;
    const provide = async (type: string, content: string) =>
      expect(
        (await connected.call('POST', imports(type), { format: 'csv', content }, DemoUsers.petra)).statusCode,
      ).toBe(200);
    // The provider's figures of October 2024 (the agreed shares), then no times per priority yet: as before.
    await provide(
      'sla-figures',
      'providerId,period,measure,target,achieved\nr,2024-10,response,95,97\nx,2024-10,resolution,90,91\na,2024-10,availability,99.9,99.95\n',
    );
    expect((await report('2024-10')).source).toBeNull();
    expect((await report('2024-10')).figures[0]).toEqual({ measure: 'response', target: 95, achieved: 97 });
    await provide('sla-ticket-targets', 'providerId,priority,responseHours,resolutionHours\nP2,P2,2,8\nP3,P3,4,24\n');

    // 23:30 UTC on 31 October 2024 is 00:30 on 1 November in Amsterdam (CET); 22:30 UTC is still October there.
    const late = await filedAt('2024-10-31T23:30:00.000Z', 'Mail flow stopped');
    late.first_response_at = after('2024-10-31T23:30:00.000Z', 3); // within 4 h
    late.state = 'closed';
    late.close_at = after('2024-10-31T23:30:00.000Z', 30); // not within 24 h
    const october = await filedAt('2024-10-31T22:30:00.000Z', 'Printer jams');
    october.first_response_at = after('2024-10-31T22:30:00.000Z', 1);
    october.state = 'closed';
    october.close_at = after('2024-10-31T22:30:00.000Z', 2);
    const high = await filedAt('2024-11-10T09:00:00.000Z', 'VPN down for everyone');
    high.priority = '3 high'; // P2: 2 h and 8 h
    high.first_response_at = after('2024-11-10T09:00:00.000Z', 1.5);
    high.state = 'closed';
    high.close_at = after('2024-11-10T09:00:00.000Z', 7.9);
    const open = await filedAt('2024-11-20T09:00:00.000Z', 'Teams camera offline');
    open.first_response_at = after('2024-11-20T09:00:00.000Z', 5); // too late; never closed, and its day is long over
    await connected.desk.sync.poll();

    const november = await report('2024-11');
    expect(november.source).toEqual({ system: 'Zammad', readAt: expect.any(String) });
    expect(november.figures).toEqual([
      { measure: 'response', target: 95, achieved: 66.7 },
      { measure: 'resolution', target: 90, achieved: 33.3 },
    ]);
    expect(november.tickets.map((t: { title: string; priority: string; withinSla: boolean }) => t)).toEqual([
      expect.objectContaining({ title: 'Mail flow stopped', priority: 'P3', withinSla: false }),
      expect.objectContaining({ title: 'VPN down for everyone', priority: 'P2', withinSla: true }),
      expect.objectContaining({
        title: 'Teams camera offline',
        priority: 'P3',
        withinSla: false,
        respondedAt: after('2024-11-20T09:00:00.000Z', 5),
        resolvedAt: null,
      }),
    ]);
    expect(november.tickets[0]).toMatchObject({ externalNumber: late.number, resolvedAt: late.close_at });

    // October: its one ticket met both; availability is not in the tickets and stays the provider's figure.
    const octoberReport = await report('2024-10');
    expect(octoberReport.tickets.map((t: { title: string }) => t.title)).toEqual(['Printer jams']);
    expect(octoberReport.figures.slice(0, 2)).toEqual([
      { measure: 'response', target: 95, achieved: 100 },
      { measure: 'resolution', target: 90, achieved: 100 },
    ]);
    expect(octoberReport.figures[2]).toMatchObject({ measure: 'availability', target: 99.9 });
    expect(octoberReport.periods).toEqual(expect.arrayContaining(['2024-11', '2024-10']));
  });
});
