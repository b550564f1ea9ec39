import { startPowerBiEmulator, type PowerBiEmulator } from '../server';
import { EMULATOR_WORKSPACES } from '../catalog';
import { demoCredentials } from '../state';

/** Power BI's membership rule in the emulator: a customer's own app, or a profile, reaches its workspace only. */
let emulator: PowerBiEmulator;
let base: string;
beforeAll(async () => {
  emulator = await startPowerBiEmulator();
  base = `${emulator.origin}/emulator`;
});
afterAll(async () => {
  await emulator?.close();
});

const tokenRequest = (clientId: string, clientSecret: string, tenantId = emulator.credentials.tenantId) =>
  fetch(`${base}/${tenantId}/oauth2/v2.0/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
      scope: 'https://analysis.windows.net/powerbi/api/.default',
    }).toString(),
  });
const tokenOf = async (clientId: string, clientSecret: string) =>
  ((await (await tokenRequest(clientId, clientSecret)).json()) as { access_token: string }).access_token;
const call = (token: string, path: string, options: { body?: object; profile?: string } = {}) =>
  fetch(`${base}/v1.0/myorg/${path}`, {
    method: options.body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(options.profile ? { 'x-powerbi-profile-id': options.profile } : {}),
    },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  });
const groupIds = async (response: Response) =>
  ((await response.json()) as { value: { id: string }[] }).value.map((g) => g.id);
const v2 = (reportId: string, datasetId: string, workspaceId: string) => ({
  reports: [{ id: reportId }],
  datasets: [{ id: datasetId }],
  targetWorkspaces: [{ id: workspaceId }],
});

describe("the emulator's app registrations and their workspaces", () => {
  it("gives a customer's own app its workspace and refuses every other one with 401 PowerBINotAuthorizedException", async () => {
    const contoso = emulator.customerApps.contoso;
    const token = await tokenOf(contoso.clientId, contoso.clientSecret);
    expect(await groupIds(await call(token, 'groups'))).toEqual([EMULATOR_WORKSPACES.contoso]);
    expect((await call(token, `groups/${EMULATOR_WORKSPACES.contoso}/reports/demo-service-overview`)).status).toBe(200);
    const own = await call(token, 'GenerateToken', {
      body: v2('demo-service-overview', 'demo-service-overview-dataset', EMULATOR_WORKSPACES.contoso),
    });
    expect(own.status).toBe(200);
    for (const refused of [
      call(token, `groups/${EMULATOR_WORKSPACES.fabrikam}/reports`),
      call(token, `groups/${EMULATOR_WORKSPACES.fabrikam}/reports/demo-fleet`),
      call(token, 'GenerateToken', { body: v2('demo-fleet', 'demo-fleet-dataset', EMULATOR_WORKSPACES.fabrikam) }),
      // Naming its own workspace as the target does not open another's report.
      call(token, 'GenerateToken', { body: v2('demo-fleet', 'demo-fleet-dataset', EMULATOR_WORKSPACES.contoso) }),
      call(token, `groups/${EMULATOR_WORKSPACES.northwind}/dashboards`),
    ]) {
      const answer = await refused;
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ error: { code: 'PowerBINotAuthorizedException' } });
    }
  });

  it("gives the shared app every workspace, and as a customer's profile that customer's only", async () => {
    const demo = demoCredentials(emulator.config);
    const token = await tokenOf(demo.clientId, demo.clientSecret);
    expect(await groupIds(await call(token, 'groups'))).toEqual(Object.values(EMULATOR_WORKSPACES));
    const profile = emulator.profiles.fabrikam;
    expect(await groupIds(await call(token, 'groups', { profile }))).toEqual([EMULATOR_WORKSPACES.fabrikam]);
    expect((await call(token, `groups/${EMULATOR_WORKSPACES.fabrikam}/reports`, { profile })).status).toBe(200);
    expect((await call(token, `groups/${EMULATOR_WORKSPACES.contoso}/reports`, { profile })).status).toBe(401);
    const foreign = v2('demo-service-overview', 'demo-service-overview-dataset', EMULATOR_WORKSPACES.contoso);
    expect((await call(token, 'GenerateToken', { body: foreign, profile })).status).toBe(401);
    const unknown = '00000000-0000-4000-8000-00000000ffff';
    expect((await call(token, 'groups', { profile: unknown })).status).toBe(401);
  });

  it('refuses a wrong secret (AADSTS7000215), an expired one (AADSTS7000222) and an unknown app (AADSTS700016)', async () => {
    const northwind = emulator.customerApps.northwind;
    const wrong = await tokenRequest(northwind.clientId, emulator.customerApps.contoso.clientSecret);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_client', error_description: /AADSTS7000215/ });
    const unknown = await tokenRequest('00000000-0000-4000-8000-00000000aaaa', 'x');
    expect(await unknown.json()).toMatchObject({ error: 'unauthorized_client', error_description: /AADSTS700016/ });
    emulator.expireClientSecret(northwind.clientId);
    const expired = await tokenRequest(northwind.clientId, northwind.clientSecret);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error: 'invalid_client', error_description: /AADSTS7000222/ });
  });
});
