import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiPaths } from '../../../../core/contract';
import {
  createTestPortal,
  signIn,
  switchCustomer,
  withPowerBiEmulator,
  verifyEmulatorToken,
  type Browser,
  type TestPortal,
} from '../../../../server/plugin-api/testing';
import { EmbedTokenRefresh, ReportPaths } from '../../contract';
import { ReportEmbedding, useReportEmbedding, type EmbedLog } from './embedding';
import { DEMO_WORKSPACES } from './workspaces';

let portal: TestPortal;
let upstream: Server | null = null;
afterEach(async () => {
  await portal?.close();
  if (upstream) await new Promise((resolve) => upstream!.close(resolve));
  upstream = null;
});

const emulator = withPowerBiEmulator({ each: true });
const calls = () => emulator().calls;

/** POWERBI_* naming the Power BI emulator over its socket: production settings, demo endpoints. */
async function listeningEnv(): Promise<NodeJS.ProcessEnv> {
  const { ANALYTICS_FRAME_ORIGIN: _frames, ...env } = emulator().portalEnv;
  return { ...env, POWERBI_EMBED_URL: 'https://app.powerbi.com' };
}

/** Installs an embedding service with this environment and clock; returns the log lines it writes. */
function useEmbedding(env: NodeJS.ProcessEnv, now?: () => number): Parameters<EmbedLog>[0][] {
  const service = new ReportEmbedding({ env, now });
  const lines: Parameters<EmbedLog>[0][] = [];
  service.log = (line) => lines.push(line);
  useReportEmbedding(portal.app.portal.config, service);
  return lines;
}

const refresh = (who: Browser, actionId: number) =>
  portal.app.inject({ url: ReportPaths.refreshEmbedToken(actionId), headers: who.headers() });
const setData = (actionId: number, data: object) =>
  portal.app.portal.db.prepare('UPDATE actions SET data = ? WHERE id = ?').run(JSON.stringify(data), actionId);

describe('report embed tokens through Entra ID and the Power BI REST API', () => {
  it('runs the production path over the network: token endpoint, report metadata, GenerateToken V2', async () => {
    portal = await createTestPortal();
    useEmbedding(await listeningEnv());
    const anna = await signIn(portal.app, 'anna');
    const response = await portal.app.inject({ url: ApiPaths.action(102), headers: anna.headers() });
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data).toMatchObject({
      tokenType: 'Embed',
      datasetId: 'demo-service-overview-dataset',
      groupId: DEMO_WORKSPACES.contoso,
    });
    expect(verifyEmulatorToken(emulator().config.secret, data.accessToken)).toMatchObject({
      res: 'demo-service-overview',
    });
    expect(calls()).toMatchObject({ tokenRequests: 1, metadataRequests: 1, generateTokenRequests: 1 });
    expect(calls().generateTokenBodies.at(-1)!.body).toEqual({
      reports: [{ id: 'demo-service-overview' }],
      datasets: [{ id: 'demo-service-overview-dataset' }],
      targetWorkspaces: [{ id: DEMO_WORKSPACES.contoso }],
    });
  });

  it("acts as the customer's service-principal profile when the mapping names one", async () => {
    portal = await createTestPortal();
    const env = await listeningEnv();
    const seen: (string | null)[] = [];
    const service = new ReportEmbedding({
      env,
      fetch: (input, init) => {
        const request = new Request(input, init);
        if (request.url.includes('/v1.0/myorg/')) seen.push(request.headers.get('x-powerbi-profile-id'));
        return fetch(request);
      },
    });
    useReportEmbedding(portal.app.portal.config, service);
    const anna = await signIn(portal.app, 'anna');
    expect((await refresh(anna, 102)).statusCode).toBe(200);
    const profile = emulator().profiles.contoso;
    portal.app.portal.db
      .prepare("UPDATE report_workspaces SET profile_id = ? WHERE customer_id = 'contoso'")
      .run(profile);
    expect((await refresh(anna, 102)).statusCode).toBe(200);
    expect(seen).toEqual([null, null, profile, profile]);
  });

  it('asks Entra ID once for many embeds, at once or in turn, and again 5 minutes before the token expires', async () => {
    portal = await createTestPortal();
    let now = Date.now();
    useEmbedding(await listeningEnv(), () => now);
    const anna = await signIn(portal.app, 'anna');
    const answers = await Promise.all([102, 103, 104, 102, 103].map((id) => refresh(anna, id)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const id of [102, 103]) expect((await refresh(anna, id)).statusCode).toBe(200);
    expect(calls().tokenRequests).toBe(1);
    expect(calls().generateTokenRequests).toBe(7);
    now += 54 * 60_000;
    expect((await refresh(anna, 102)).statusCode).toBe(200);
    expect(calls().tokenRequests).toBe(1);
    now += 2 * 60_000; // 56 minutes: within 5 minutes of the hour
    expect((await refresh(anna, 102)).statusCode).toBe(200);
    expect(calls().tokenRequests).toBe(2);
  });

  it("never gives a user of one customer a token for another customer's report, whatever the id", async () => {
    portal = await createTestPortal();
    const lines = useEmbedding(await listeningEnv());
    const anna = await signIn(portal.app, 'anna'); // active customer Contoso
    const before = calls().generateTokenRequests;
    // Fabrikam's and Northwind's report actions, by action id: not Contoso's.
    for (const id of [201, 202, 302]) {
      expect((await refresh(anna, id)).statusCode).toBe(404);
      expect((await portal.app.inject({ url: ApiPaths.action(id), headers: anna.headers() })).statusCode).toBe(404);
    }
    // Contoso's action pointed at Fabrikam's and Northwind's report ids: not in Contoso's workspace.
    for (const embedId of ['demo-fleet', 'demo-warehouse', 'demo-projects', 'demo-fleet-dataset']) {
      setData(103, { embedType: 'report', embedId });
      expect((await refresh(anna, 103)).statusCode).toBe(404);
      expect((await portal.app.inject({ url: ApiPaths.action(103), headers: anna.headers() })).statusCode).toBe(404);
    }
    // ... or at Fabrikam's workspace: refused before any REST call.
    const metadata = calls().metadataRequests;
    setData(103, { embedType: 'report', embedId: 'demo-fleet', groupId: DEMO_WORKSPACES.fabrikam });
    expect((await refresh(anna, 103)).statusCode).toBe(404);
    setData(103, {
      embedType: 'tile',
      embedId: 'tile-slaKpi',
      dashboardId: 'demo-dashboard',
      groupId: DEMO_WORKSPACES.northwind,
    });
    expect((await refresh(anna, 103)).statusCode).toBe(404);
    expect(calls().metadataRequests).toBe(metadata);
    // A customer without a workspace gets no token at all.
    portal.app.portal.db.prepare("DELETE FROM report_workspaces WHERE customer_id = 'contoso'").run();
    expect((await refresh(anna, 102)).statusCode).toBe(404);
    expect(calls().generateTokenRequests).toBe(before);
    expect(lines.map((l) => l.status)).toEqual(expect.arrayContaining([404]));
    expect(lines.every((l) => l.customerId === 'contoso')).toBe(true);
  });

  it('names the active customer in the effective identity, and the new one after switching', async () => {
    portal = await createTestPortal();
    useEmbedding(await listeningEnv());
    const anna = await signIn(portal.app, 'anna');
    const userName = (await portal.app.inject({ url: ApiPaths.identity, headers: anna.headers() })).json()
      .userName as string;
    setData(102, { embedType: 'report', embedId: 'demo-service-overview', rls: { roles: ['Customer'] } });
    setData(201, { embedType: 'report', embedId: 'demo-fleet', rls: { roles: ['Customer', 'Fleet'] } });
    const secret = emulator().config.secret;
    const first = EmbedTokenRefresh.parse((await refresh(anna, 102)).json());
    expect(verifyEmulatorToken(secret, first.embedToken)!.ids).toEqual([
      { username: userName, roles: ['Customer'], customData: 'contoso', datasets: ['demo-service-overview-dataset'] },
    ]);
    await switchCustomer(portal.app, anna, 'fabrikam');
    const second = EmbedTokenRefresh.parse((await refresh(anna, 201)).json());
    expect(verifyEmulatorToken(secret, second.embedToken)!.ids).toEqual([
      { username: userName, roles: ['Customer', 'Fleet'], customData: 'fabrikam', datasets: ['demo-fleet-dataset'] },
    ]);
    expect(calls().generateTokenBodies.at(-1)!.body).toMatchObject({
      identities: [{ customData: 'fabrikam' }],
      targetWorkspaces: [{ id: DEMO_WORKSPACES.fabrikam }],
    });
    // Contoso's report is now out of reach.
    expect((await refresh(anna, 102)).statusCode).toBe(404);
  });

  it('names the active customer in the identity of dashboard and tile tokens too, for the datasets behind their tiles', async () => {
    portal = await createTestPortal();
    useEmbedding(await listeningEnv());
    const anna = await signIn(portal.app, 'anna');
    const userName = (await portal.app.inject({ url: ApiPaths.identity, headers: anna.headers() })).json()
      .userName as string;
    const secret = emulator().config.secret;
    const idsOf = async (actionId: number) => {
      const response = await refresh(anna, actionId);
      expect(response.statusCode).toBe(200);
      return verifyEmulatorToken(secret, EmbedTokenRefresh.parse(response.json()).embedToken)!.ids;
    };
    const dataset = 'demo-service-overview-dataset';

    // Without rls: no identity, and no call for the dashboard's tiles.
    const metadata = calls().metadataRequests;
    expect(await idsOf(150)).toEqual([]);
    expect(calls().metadataRequests).toBe(metadata + 1);
    expect(calls().generateTokenBodies.at(-1)!.body).toEqual({ accessLevel: 'View' });

    // The action cannot name the customer: customData is always the session's active one.
    setData(150, {
      embedType: 'dashboard',
      embedId: 'demo-dashboard',
      rls: { roles: ['Customer'], customData: 'fabrikam' },
    });
    expect(await idsOf(150)).toEqual([
      { username: userName, roles: ['Customer'], customData: 'contoso', datasets: [dataset] },
    ]);
    expect(calls().generateTokenBodies.at(-1)).toEqual({
      path: `/emulator/v1.0/myorg/groups/${DEMO_WORKSPACES.contoso}/dashboards/demo-dashboard/GenerateToken`,
      body: {
        accessLevel: 'View',
        identities: [{ username: userName, roles: ['Customer'], customData: 'contoso', datasets: [dataset] }],
      },
      clientId: emulator().credentials.clientId,
      profileId: null,
    });
    setData(151, {
      embedType: 'tile',
      embedId: 'tile-slaKpi',
      dashboardId: 'demo-dashboard',
      rls: { roles: ['Customer'], username: 'userId' },
    });
    expect(await idsOf(151)).toEqual([
      { username: 'anna', roles: ['Customer'], customData: 'contoso', datasets: [dataset] },
    ]);
    expect(calls().generateTokenBodies.at(-1)!.path).toContain(
      '/dashboards/demo-dashboard/tiles/tile-slaKpi/GenerateToken',
    );

    // Fabrikam, given the same workspace here, gets its own id in the identity once anna switches to it.
    portal.app.portal.db
      .prepare("UPDATE report_workspaces SET workspace_id = ? WHERE customer_id = 'fabrikam'")
      .run(DEMO_WORKSPACES.contoso);
    setData(201, {
      embedType: 'tile',
      embedId: 'tile-slaKpi',
      dashboardId: 'demo-dashboard',
      rls: { roles: ['Fleet'] },
    });
    setData(202, { embedType: 'dashboard', embedId: 'demo-dashboard', rls: { roles: ['Fleet'] } });
    await switchCustomer(portal.app, anna, 'fabrikam');
    for (const id of [201, 202]) {
      expect(await idsOf(id)).toEqual([
        { username: userName, roles: ['Fleet'], customData: 'fabrikam', datasets: [dataset] },
      ]);
    }
    expect((await refresh(anna, 150)).statusCode).toBe(404);
  });

  it("gives a user without the report's permission no token (404, as the action itself answers)", async () => {
    portal = await createTestPortal();
    useEmbedding(await listeningEnv());
    const anna = await signIn(portal.app, 'anna');
    const before = calls().generateTokenRequests;
    portal.app.portal.db.prepare("UPDATE actions SET required_permission = 'nobody-has-this' WHERE id = 102").run();
    expect((await refresh(anna, 102)).statusCode).toBe(404);
    expect((await portal.app.inject({ url: ApiPaths.action(102), headers: anna.headers() })).statusCode).toBe(404);
    expect(calls().generateTokenRequests).toBe(before);
  });

  it('answers clear JSON errors when Power BI fails, never 500, and logs no token or secret', async () => {
    portal = await createTestPortal();
    const anna = await signIn(portal.app, 'anna');
    const env = await listeningEnv();
    const expectError = async (status: number) => {
      const response = await refresh(anna, 102);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ statusCode: status, message: expect.any(String) });
      const action = await portal.app.inject({ url: ApiPaths.action(102), headers: anna.headers() });
      expect(action.statusCode).toBe(status);
      expect(action.json().message).toEqual(expect.any(String));
    };
    // A wrong client secret: Entra ID answers invalid_client -> 502.
    let lines = useEmbedding({ ...env, POWERBI_CLIENT_SECRET: 'wrong-secret' });
    await expectError(502);
    expect(lines.at(-1)!.detail).toContain('invalid_client');
    // Nothing listening -> 503.
    lines = useEmbedding({
      ...env,
      POWERBI_AUTHORITY_URL: 'http://127.0.0.1:1/emulator',
      POWERBI_API_URL: 'http://127.0.0.1:1/emulator',
    });
    await expectError(503);
    // An API failing with 500 (behind a working token endpoint) -> 503; one answering nonsense -> 502.
    let answer: [number, string] = [500, '{"error":{"code":"InternalError"}}'];
    upstream = createServer((_req, res) => {
      res.writeHead(answer[0], { 'content-type': 'application/json' });
      res.end(answer[1]);
    });
    await new Promise<void>((resolve) => upstream!.listen(0, '127.0.0.1', resolve));
    const api = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    lines = useEmbedding({ ...env, POWERBI_API_URL: api });
    await expectError(503);
    answer = [200, 'not json'];
    await expectError(502);
    // Without POWERBI_*: 503, a log line naming what is missing.
    lines = useEmbedding({});
    await expectError(503);
    expect(lines.at(-1)!.detail).toContain('POWERBI_CLIENT_ID');
    for (const line of lines) expect(JSON.stringify(line)).not.toMatch(/Bearer|wrong-secret|eyJ/);
  });
});
