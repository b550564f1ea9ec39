import { ApiPaths } from '../../../core/contract';
import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import {
  count,
  createTestPortal,
  setCustomerPlugins,
  userHeaders,
  type TestPortal,
} from '../../../server/plugin-api/testing';
import { SlaReportPaths } from '../contract';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal.close());

const get = async (url: string, user: string = DemoUsers.anna) =>
  portal.app.inject({ url, headers: await userHeaders(portal.app, user) });
const stored = () => ({ figures: count(portal.app, 'sla_figures'), tickets: count(portal.app, 'sla_tickets') });

describe('GET /api/sla-reports', () => {
  it("answers the latest month of the active customer's twelve: three figures and the month's tickets", async () => {
    const response = await get(SlaReportPaths.report);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.periods).toHaveLength(12);
    expect(report.period).toBe(report.periods[0]);
    expect(report.figures.map((f: { measure: string }) => f.measure)).toEqual([
      'response',
      'resolution',
      'availability',
    ]);
    expect(report.figures[2]).toMatchObject({ target: 99.9 });
    expect(report.tickets.length).toBeGreaterThanOrEqual(6);
    expect(report.tickets.every((t: { number: string }) => t.number.startsWith('CZ-'))).toBe(true);
    expect(report.tickets[0]).toEqual({
      number: expect.any(String),
      title: expect.any(String),
      priority: expect.stringMatching(/^P[1-4]$/),
      openedAt: expect.any(String),
      resolvedAt: expect.any(String),
      withinSla: expect.any(Boolean),
      externalNumber: null,
      respondedAt: null,
    });
    // No ticket system connected: the provider's figures, said so.
    expect(report.source).toBeNull();
  });

  it('answers a chosen month, and 404 for a month without a report', async () => {
    const periods = (await get(SlaReportPaths.report)).json().periods as string[];
    expect((await get(`${SlaReportPaths.report}?period=${periods[11]}`)).json().period).toBe(periods[11]);
    expect((await get(`${SlaReportPaths.report}?period=1999-01`)).statusCode).toBe(404);
  });

  it.each([
    ['a day', '?period=2026-10-01'],
    ['month 13', '?period=2026-13'],
    ['text', '?period=latest'],
    ['an unknown parameter', '?customerId=fabrikam'],
  ])('answers 400 for %s and writes nothing', async (_label, query) => {
    const before = stored();
    const response = await get(`${SlaReportPaths.report}${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(stored()).toEqual(before);
  });

  it('answers 401 signed out, 403 to an unauthorized user, 200 to a restricted user of the customer (no permission needed)', async () => {
    expect((await portal.app.inject({ url: SlaReportPaths.report })).statusCode).toBe(401);
    expect((await get(SlaReportPaths.report, DemoUsers.carla)).statusCode).toBe(403);
    expect((await get(SlaReportPaths.report, DemoUsers.dirk)).statusCode).toBe(200);
  });

  it("answers Fabrikam's report to anna at Fabrikam, never Contoso's months; 404 where the customer does not enable the plugin", async () => {
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    await portal.app.inject({
      method: 'POST',
      url: ApiPaths.activeCustomer,
      headers: anna,
      payload: { customerId: DemoCustomers.fabrikam },
    });
    try {
      const report = (await portal.app.inject({ url: SlaReportPaths.report, headers: anna })).json();
      expect(report.tickets.every((t: { number: string }) => t.number.startsWith('FL-'))).toBe(true);
    } finally {
      await portal.app.inject({
        method: 'POST',
        url: ApiPaths.activeCustomer,
        headers: anna,
        payload: { customerId: DemoCustomers.contoso },
      });
    }
    setCustomerPlugins(portal.app, DemoCustomers.contoso, ['claims']);
    try {
      expect((await get(SlaReportPaths.report)).statusCode).toBe(404);
    } finally {
      setCustomerPlugins(portal.app, DemoCustomers.contoso, null);
    }
  });
});
