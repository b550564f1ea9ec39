import { startPowerBiEmulator, type PowerBiEmulator } from '../server';
import { EMULATOR_WORKSPACES } from '../catalog';
import { demoCredentials } from '../state';

/** The listings the administration's report picker reads, as Power BI answers them, over a real socket. */
let emulator: PowerBiEmulator;
let base: string;
let token: string;
beforeAll(async () => {
  emulator = await startPowerBiEmulator();
  base = `${emulator.origin}/emulator`;
  const demo = demoCredentials(emulator.config);
  const response = await fetch(`${base}/${demo.tenantId}/oauth2/v2.0/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: demo.clientId,
      client_secret: demo.clientSecret,
      scope: 'https://analysis.windows.net/powerbi/api/.default',
    }).toString(),
  });
  token = ((await response.json()) as { access_token: string }).access_token;
});
afterAll(async () => {
  await emulator?.close();
});

const get = (path: string, bearer = token) =>
  fetch(`${base}/v1.0/myorg/${path}`, { headers: { authorization: `Bearer ${bearer}` } });
const values = async (response: Response) => ((await response.json()) as { value: Record<string, unknown>[] }).value;

describe('Power BI listings in the emulator', () => {
  it('lists the workspaces, or the one a $filter names, and refuses other filters', async () => {
    expect((await values(await get('groups'))).map((g) => g.id)).toEqual(Object.values(EMULATOR_WORKSPACES));
    const one = await values(
      await get(`groups?$filter=${encodeURIComponent(`id eq '${EMULATOR_WORKSPACES.fabrikam}'`)}`),
    );
    expect(one).toEqual([expect.objectContaining({ id: EMULATOR_WORKSPACES.fabrikam, name: 'Fabrikam analytics' })]);
    expect(
      await values(await get(`groups?$filter=${encodeURIComponent("id eq '00000000-0000-4000-8000-000000000000'")}`)),
    ).toEqual([]);
    expect((await get(`groups?$filter=${encodeURIComponent("name eq 'x'")}`)).status).toBe(400);
  });

  it("lists a workspace's reports with their datasets and dashboards, and a report's pages in order", async () => {
    const reports = await values(await get(`groups/${EMULATOR_WORKSPACES.contoso}/reports`));
    expect(reports.map((r) => r.id)).toEqual(
      expect.arrayContaining(['demo-service-overview', 'demo-sla-report', 'demo-invoices']),
    );
    expect(
      reports.every(
        (r) => typeof r.datasetId === 'string' && String(r.embedUrl).startsWith('https://app.powerbi.com/reportEmbed'),
      ),
    ).toBe(true);
    expect((await values(await get(`groups/${EMULATOR_WORKSPACES.fabrikam}/reports`))).map((r) => r.id)).not.toContain(
      'demo-invoices',
    );
    expect((await values(await get(`groups/${EMULATOR_WORKSPACES.contoso}/dashboards`))).map((d) => d.id)).toEqual([
      'demo-dashboard',
    ]);
    expect(await values(await get(`groups/${EMULATOR_WORKSPACES.northwind}/dashboards`))).toEqual([]);
    const pages = await values(await get(`groups/${EMULATOR_WORKSPACES.contoso}/reports/demo-service-overview/pages`));
    expect(pages.map((p) => p.order)).toEqual(pages.map((_, index) => index));
    expect(pages.length).toBeGreaterThan(1);
  });

  it("answers 404 PowerBIEntityNotFound for an unknown workspace or another workspace's report, and 401 without a token", async () => {
    const missing = await get('groups/00000000-0000-4000-8000-000000000000/reports');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'PowerBIEntityNotFound' } });
    expect((await get(`groups/${EMULATOR_WORKSPACES.fabrikam}/reports/demo-invoices/pages`)).status).toBe(404);
    expect((await get('groups', 'not-a-token')).status).toBe(401);
  });
});
