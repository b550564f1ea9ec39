import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import { createTestPortal, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';
import { SurveyAdminPaths, SurveyPaths } from '../contract';

jest.setTimeout(60_000);

/** The provider reads a customer's survey answers: counts per survey, and one survey's answers as CSV or JSON. */
let portal: TestPortal;
beforeEach(async () => {
  portal = await createTestPortal();
});
afterEach(() => portal.close());

const get = async (url: string, userId: string = DemoUsers.petra) =>
  portal.app.inject({ url, headers: await userHeaders(portal.app, userId) });

describe('survey answers in the administration', () => {
  it("lists a customer's surveys with their answer counts, and exports one survey's answers", async () => {
    const dirk = await userHeaders(portal.app, DemoUsers.dirk);
    const draft = await portal.app.inject({
      method: 'PUT',
      url: SurveyPaths.draft('srv-contoso-sat-2026'),
      headers: dirk,
      payload: { answers: { overall: 4, improve: '=SUM(A1), "quoted"' } },
    });
    expect(draft.statusCode).toBe(200);

    const overview = (await get(SurveyAdminPaths.list(DemoCustomers.contoso))).json();
    expect(overview).toContainEqual(
      expect.objectContaining({ code: 'SAT-2026', state: 'open', responses: 1, completed: 0 }),
    );
    expect(overview).toContainEqual(expect.objectContaining({ code: 'ONB-01', responses: 1, completed: 1 }));

    const csv = await get(SurveyAdminPaths.answers(DemoCustomers.contoso, 'SAT-2026', 'csv'));
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="survey-SAT-2026-answers.csv"');
    const [header, line] = csv.body.split('\r\n');
    expect(header).toBe('user,status,updatedAt,completedAt,overall,servicedesk,contact,recommend,improve');
    // A formula is defused, as in every export of the portal.
    expect(line).toMatch(/^dirk\.visser@contoso\.example,draft,\d{4}-[^,]+,,4,,,,"'=SUM\(A1\), ""quoted"""$/);

    const json = (await get(SurveyAdminPaths.answers(DemoCustomers.contoso, 'SAT-2026', 'json'))).json();
    expect(json).toEqual([
      expect.objectContaining({ status: 'draft', overall: 4, servicedesk: null, improve: '=SUM(A1), "quoted"' }),
    ]);
  });

  it('answers 404 for an unknown customer or survey, and refuses everyone but a provider administrator', async () => {
    expect((await get(SurveyAdminPaths.list('no-such-customer'))).statusCode).toBe(404);
    expect((await get(SurveyAdminPaths.answers(DemoCustomers.contoso, 'NOPE', 'csv'))).statusCode).toBe(404);
    for (const userId of [DemoUsers.anna, DemoUsers.dirk, DemoUsers.bram])
      expect((await get(SurveyAdminPaths.list(DemoCustomers.contoso), userId)).statusCode).toBe(403);
    expect((await portal.app.inject({ url: SurveyAdminPaths.list(DemoCustomers.contoso) })).statusCode).toBe(401);
  });

  it('answers 503 naming PLUGIN_GRANTS when the provider grants the plugin no cross-customer reading, and keeps the surveys', async () => {
    await portal.close();
    // The administration and the reports keep theirs; the surveys get none.
    const pluginGrants = {
      admin: ['administration', 'crossCustomerData'],
      report: ['crossCustomerData', 'customerDirectory'],
    };
    portal = await createTestPortal({ config: { pluginGrants } });
    const refused = await get(SurveyAdminPaths.list(DemoCustomers.contoso));
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toContain('PLUGIN_GRANTS');
    expect((await get(SurveyPaths.list, DemoUsers.anna)).statusCode).toBe(200);
  });
});
