import { startPowerBiEmulator, type PowerBiEmulator } from '../server';
import { EMULATOR_WORKSPACES } from '../catalog';
import { demoCredentials, emulatorState } from '../state';
import { verifyAppToken, verifyEmulatorToken } from '../tokens';

/**
 * The emulator's Entra token endpoint and Power BI REST API, over a real socket: what the report plugin's
 * production code path talks to in the demo.
 */
let emulator: PowerBiEmulator;
let base: string;
beforeEach(async () => {
  emulator = await startPowerBiEmulator();
  base = `${emulator.origin}/emulator`;
});
afterEach(async () => {
  await emulator?.close();
});

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

async function appToken(): Promise<string> {
  const demo = demoCredentials(emulator.config);
  const response = await fetch(
    `${base}/${demo.tenantId}/oauth2/v2.0/token`,
    form({
      grant_type: 'client_credentials',
      client_id: demo.clientId,
      client_secret: demo.clientSecret,
      scope: 'https://analysis.windows.net/powerbi/api/.default',
    }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const generateToken = (token: string, body: object) =>
  fetch(`${base}/v1.0/myorg/GenerateToken`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the emulator as Entra ID and the Power BI REST API', () => {
  it('answers the client credentials grant as Entra does, and invalid_client for a wrong secret', async () => {
    const config = emulator.config;
    const demo = demoCredentials(config);
    const ok = await fetch(
      `${base}/${demo.tenantId}/oauth2/v2.0/token`,
      form({
        grant_type: 'client_credentials',
        client_id: demo.clientId,
        client_secret: demo.clientSecret,
        scope: 'https://analysis.windows.net/powerbi/api/.default',
      }),
    );
    const answer = (await ok.json()) as { token_type: string; expires_in: number; access_token: string };
    expect(answer).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(verifyAppToken(config.secret, answer.access_token)).toMatchObject({
      appid: demo.clientId,
      tid: demo.tenantId,
    });
    const wrong = await fetch(
      `${base}/${demo.tenantId}/oauth2/v2.0/token`,
      form({
        grant_type: 'client_credentials',
        client_id: demo.clientId,
        client_secret: 'wrong',
        scope: 'https://analysis.windows.net/powerbi/api/.default',
      }),
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_client' });
    const tenant = await fetch(
      `${base}/another-tenant/oauth2/v2.0/token`,
      form({ grant_type: 'client_credentials', client_id: demo.clientId, client_secret: demo.clientSecret }),
    );
    expect(tenant.status).toBe(400);
    expect(emulatorState(config).calls.tokenRequests).toBe(3);
  });

  it('serves report, dashboard and tile metadata of a workspace, with a bearer token only', async () => {
    const token = await appToken();
    const get = (path: string, bearer: string | null = token) =>
      fetch(`${base}/v1.0/myorg/${path}`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
    expect((await get(`groups/${EMULATOR_WORKSPACES.contoso}/reports/demo-sla-report`, null)).status).toBe(401);
    expect((await get(`groups/${EMULATOR_WORKSPACES.contoso}/reports/demo-sla-report`, 'forged.token')).status).toBe(
      401,
    );
    const report = await get(`groups/${EMULATOR_WORKSPACES.contoso}/reports/demo-sla-report`);
    expect(await report.json()).toMatchObject({
      id: 'demo-sla-report',
      datasetId: 'demo-sla-report-dataset',
      embedUrl: `https://app.powerbi.com/reportEmbed?reportId=demo-sla-report&groupId=${EMULATOR_WORKSPACES.contoso}`,
    });
    // Another customer's report, asked in this workspace: not found, in Power BI's error shape.
    const other = await get(`groups/${EMULATOR_WORKSPACES.contoso}/reports/demo-fleet`);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: { code: 'PowerBIEntityNotFound', message: expect.any(String) } });
    expect(await (await get(`groups/${EMULATOR_WORKSPACES.contoso}/dashboards/demo-dashboard`)).json()).toMatchObject({
      id: 'demo-dashboard',
    });
    expect(
      await (await get(`groups/${EMULATOR_WORKSPACES.contoso}/dashboards/demo-dashboard/tiles/tile-slaKpi`)).json(),
    ).toMatchObject({ embedUrl: expect.stringContaining('tileId=tile-slaKpi') });
    expect((await get(`groups/${EMULATOR_WORKSPACES.fabrikam}/dashboards/demo-dashboard`)).status).toBe(404);
  });

  it('issues embed tokens for exactly the named items, refusing items outside the target workspaces', async () => {
    const token = await appToken();
    const secret = emulator.config.secret;
    const ok = await generateToken(token, {
      reports: [{ id: 'demo-fleet' }],
      datasets: [{ id: 'demo-fleet-dataset' }],
      targetWorkspaces: [{ id: EMULATOR_WORKSPACES.fabrikam }],
      identities: [
        { username: 'anna@example.com', roles: ['Customer'], customData: 'fabrikam', datasets: ['demo-fleet-dataset'] },
      ],
    });
    expect(ok.status).toBe(200);
    const answer = (await ok.json()) as { token: string; tokenId: string; expiration: string };
    expect(answer.tokenId).toEqual(expect.any(String));
    const payload = verifyEmulatorToken(secret, answer.token);
    expect(payload).toMatchObject({
      res: 'demo-fleet',
      items: ['demo-fleet', 'demo-fleet-dataset'],
      ws: [EMULATOR_WORKSPACES.fabrikam],
      ids: [
        { username: 'anna@example.com', roles: ['Customer'], customData: 'fabrikam', datasets: ['demo-fleet-dataset'] },
      ],
    });
    expect(answer.expiration).toBe(new Date(payload!.exp).toISOString());
    // A report of another workspace than the target one.
    const outside = await generateToken(token, {
      reports: [{ id: 'demo-fleet' }],
      datasets: [{ id: 'demo-fleet-dataset' }],
      targetWorkspaces: [{ id: EMULATOR_WORKSPACES.contoso }],
    });
    expect(outside.status).toBe(403);
    expect(await outside.json()).toMatchObject({ error: { code: 'PowerBINotAuthorizedException' } });
    expect((await generateToken(token, { reports: [{ id: 'nope' }], datasets: [{ id: 'x' }] })).status).toBe(404);
    expect((await generateToken(token, { reports: [{ id: 'demo-fleet' }], datasets: [] })).status).toBe(400);
    expect(
      (await generateToken('forged', { reports: [{ id: 'demo-fleet' }], datasets: [{ id: 'demo-fleet-dataset' }] }))
        .status,
    ).toBe(401);
    expect(emulatorState(emulator.config).calls.generateTokenRequests).toBe(5);
  });

  it('exports a report to a file: start, poll, download', async () => {
    const token = await appToken();
    const auth = { authorization: `Bearer ${token}` };
    const reports = `${base}/v1.0/myorg/groups/${EMULATOR_WORKSPACES.contoso}/reports`;
    const started = await fetch(`${reports}/demo-sla-report/ExportTo`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ format: 'PDF' }),
    });
    expect(started.status).toBe(202);
    const job = (await started.json()) as { id: string; status: string };
    expect(job.status).toBe('NotStarted');
    // Not finished yet: no file.
    expect((await fetch(`${reports}/demo-sla-report/exports/${job.id}/file`, { headers: auth })).status).toBe(404);
    const seen: string[] = [];
    let polled: { status: string; percentComplete: number; resourceFileExtension: string } = {
      status: '',
      percentComplete: 0,
      resourceFileExtension: '',
    };
    for (let i = 0; i < 40 && polled.status !== 'Succeeded'; i += 1) {
      await new Promise((resolve) => {
        setTimeout(resolve, 150);
      });
      polled = (await (
        await fetch(`${reports}/demo-sla-report/exports/${job.id}`, { headers: auth })
      ).json()) as typeof polled;
      seen.push(polled.status);
    }
    expect(polled).toMatchObject({ status: 'Succeeded', percentComplete: 100, resourceFileExtension: '.pdf' });
    expect(seen).toContain('Running');
    const file = await fetch(`${reports}/demo-sla-report/exports/${job.id}/file`, { headers: auth });
    expect(file.headers.get('content-type')).toContain('application/pdf');
    const pdf = Buffer.from(await file.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('SLA');
    // Another workspace's report, or this job under another report: not found.
    expect(
      (
        await fetch(`${reports}/demo-fleet/ExportTo`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: '{"format":"PDF"}',
        })
      ).status,
    ).toBe(404);
    expect((await fetch(`${reports}/demo-invoices/exports/${job.id}`, { headers: auth })).status).toBe(404);
  });

  it('runs on its own listener: the portal is not in it', async () => {
    expect((await fetch(`${emulator.origin}/app/publicsettings`)).status).toBe(404);
  });
});
