import { ApiPaths } from '../../../../core/contract';
import { DemoUsers } from '../../../../server/plugin-api';
import {
  createTestPortal,
  signIn,
  verifyEmulatorToken,
  withPowerBiEmulator,
  type Browser,
  type TestPortal,
} from '../../../../server/plugin-api/testing';
import { EmbedTokenRefresh, ReportAdminPaths, ReportPaths } from '../../contract';
import { ReportEmbedding, useReportEmbedding, type EmbedLog } from './embedding';
import { DEMO_WORKSPACES } from './workspaces';

/**
 * Isolation of the customers' Power BI content in both ways a provider can run it, against the Power BI emulator
 * (which lets an app or a profile reach its own workspaces only, as the service does): the shared app acting as
 * each customer's service-principal profile, and a service principal per customer (its own app registration, its
 * secret sealed). Customer A's embed token is never for customer B's workspace or report.
 */
let portal: TestPortal;
let anna: Browser;
let petra: Browser;
const emulator = withPowerBiEmulator({ each: true });
const db = () => portal.app.portal.db;

/** The apps that asked Entra ID for a token (client ids), and the log lines of refused embeds. */
let signIns: string[];
let lines: Parameters<EmbedLog>[0][];

beforeEach(async () => {
  portal = await createTestPortal();
  const { ANALYTICS_FRAME_ORIGIN: _frames, ...env } = emulator().portalEnv;
  signIns = [];
  lines = [];
  const service = new ReportEmbedding({
    env: { ...env, POWERBI_EMBED_URL: 'https://app.powerbi.com' },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (request.url.includes('/oauth2/v2.0/token'))
        signIns.push(new URLSearchParams(await request.clone().text()).get('client_id') ?? '');
      return fetch(request);
    },
  });
  service.log = (line) => lines.push(line);
  useReportEmbedding(portal.app.portal.config, service);
  anna = await signIn(portal.app, DemoUsers.anna);
  petra = await signIn(portal.app, DemoUsers.petra);
});
afterEach(() => portal.close());

const refresh = (actionId: number) =>
  portal.app.inject({ url: ReportPaths.refreshEmbedToken(actionId), headers: anna.headers() });
const tokenOf = async (actionId: number) => {
  const response = await refresh(actionId);
  expect(response.statusCode).toBe(200);
  return verifyEmulatorToken(emulator().config.secret, EmbedTokenRefresh.parse(response.json()).embedToken)!;
};
const switchTo = async (customerId: string) =>
  expect(
    (
      await portal.app.inject({
        method: 'POST',
        url: ApiPaths.activeCustomer,
        headers: anna.headers(),
        payload: { customerId },
      })
    ).statusCode,
  ).toBe(200);
const setData = (actionId: number, data: object) =>
  db().prepare('UPDATE actions SET data = ? WHERE id = ?').run(JSON.stringify(data), actionId);
const mapWorkspace = (customerId: string, workspaceId: string) =>
  db().prepare('UPDATE report_workspaces SET workspace_id = ? WHERE customer_id = ?').run(workspaceId, customerId);
const admin = (customerId: string, body?: object) =>
  portal.app.inject({
    method: body ? 'PUT' : 'GET',
    url: ReportAdminPaths.workspace(customerId),
    headers: petra.headers(),
    ...(body ? { payload: body } : {}),
  });
/** The customer's own app, as the administration sets it (secret: the emulator's for that app unless given). */
const useOwnApp = async (customer: 'contoso' | 'fabrikam', clientSecret?: string) => {
  const app = emulator().customerApps[customer];
  const saved = await admin(customer, {
    workspaceId: DEMO_WORKSPACES[customer],
    principal: { tenantId: app.tenantId, clientId: app.clientId, clientSecret: clientSecret ?? app.clientSecret },
  });
  expect(saved.statusCode).toBe(200);
  return saved.json();
};
/** A refused embed: the item's metadata or token is not handed out (404 before Power BI, or Power BI refusing). */
const expectRefused = async (actionId: number) => {
  const answer = await refresh(actionId);
  expect(answer.statusCode).not.toBe(200);
  expect(answer.json()).not.toHaveProperty('embedToken');
  const action = await portal.app.inject({ url: ApiPaths.action(actionId), headers: anna.headers() });
  expect(action.statusCode).not.toBe(200);
  expect(action.json()).not.toHaveProperty('accessToken');
};

describe("isolation of customers' Power BI content", () => {
  it('under a service principal per customer: each customer signs in as its own app, which reaches its own workspace only', async () => {
    expect((await useOwnApp('contoso')).verification).toEqual({ status: 'found', name: 'Contoso analytics' });
    expect((await useOwnApp('fabrikam')).verification).toEqual({ status: 'found', name: 'Fabrikam analytics' });
    const apps = emulator().customerApps;
    expect(await tokenOf(102)).toMatchObject({ res: 'demo-service-overview', ws: [DEMO_WORKSPACES.contoso] });
    await tokenOf(103);
    await switchTo('fabrikam');
    expect(await tokenOf(201)).toMatchObject({ res: 'demo-fleet', ws: [DEMO_WORKSPACES.fabrikam] });
    await tokenOf(202);
    // One token per app (asked when the administration checked it), cached per app.
    expect(signIns).toEqual([apps.contoso.clientId, apps.fabrikam.clientId]);
    // Contoso's reports are out of reach from Fabrikam, and Fabrikam's from Contoso, whatever the action names.
    await expectRefused(102);
    await switchTo('contoso');
    for (const embedId of ['demo-fleet', 'demo-warehouse', 'demo-projects']) {
      setData(103, { embedType: 'report', embedId });
      await expectRefused(103);
    }
    setData(103, { embedType: 'report', embedId: 'demo-fleet', groupId: DEMO_WORKSPACES.fabrikam });
    await expectRefused(103);
    // Contoso's mapping pointed at Fabrikam's workspace: Contoso's app is no member there, and Power BI refuses.
    mapWorkspace('contoso', DEMO_WORKSPACES.fabrikam);
    setData(103, { embedType: 'report', embedId: 'demo-fleet' });
    const before = emulator().calls.generateTokenRequests;
    await expectRefused(103);
    expect(emulator().calls.generateTokenRequests).toBe(before);
    expect(lines.map((line) => line.detail).join('\n')).toContain('PowerBINotAuthorizedException');
    expect(lines.every((line) => line.customerId === 'contoso' || line.customerId === 'fabrikam')).toBe(true);
  });

  it("does not open a customer's sealed secret for another customer: a copied secret is unreadable there", async () => {
    await useOwnApp('contoso');
    await useOwnApp('fabrikam', 'wrong-at-first');
    // Fabrikam's row gets Contoso's sealed secret, and Fabrikam's app is set to Contoso's.
    const sealed = db()
      .prepare("SELECT sealed FROM sealed_secrets WHERE customer_id = 'contoso' AND plugin_id = 'report'")
      .pluck()
      .get();
    db().prepare("UPDATE sealed_secrets SET sealed = ? WHERE customer_id = 'fabrikam'").run(sealed);
    db()
      .prepare("UPDATE report_workspaces SET principal_client_id = ? WHERE customer_id = 'fabrikam'")
      .run(emulator().customerApps.contoso.clientId);
    await switchTo('fabrikam');
    signIns.length = 0;
    const answer = await refresh(201);
    expect(answer.statusCode).toBe(502);
    expect(signIns).toEqual([]);
    expect((await admin('fabrikam')).json().principal.lastFailure).toMatchObject({ cause: 'unreadable-secret' });
  });

  it("under the shared app's profiles: each customer's profile reaches its own workspace only", async () => {
    const profiles = emulator().profiles;
    for (const customer of ['contoso', 'fabrikam'] as const) {
      const saved = await admin(customer, { workspaceId: DEMO_WORKSPACES[customer], profileId: profiles[customer] });
      expect(saved.json().verification).toEqual({ status: 'found', name: expect.stringMatching(/analytics$/) });
    }
    expect(await tokenOf(102)).toMatchObject({ ws: [DEMO_WORKSPACES.contoso] });
    await switchTo('fabrikam');
    expect(await tokenOf(201)).toMatchObject({ ws: [DEMO_WORKSPACES.fabrikam] });
    await switchTo('contoso');
    for (const embedId of ['demo-fleet', 'demo-projects']) {
      setData(103, { embedType: 'report', embedId });
      await expectRefused(103);
    }
    // Contoso's mapping pointed at Fabrikam's workspace, still as Contoso's profile: Power BI refuses.
    mapWorkspace('contoso', DEMO_WORKSPACES.fabrikam);
    setData(103, { embedType: 'report', embedId: 'demo-fleet' });
    await expectRefused(103);
    expect(signIns.every((id) => id === emulator().credentials.clientId)).toBe(true);
  });
});

describe("a customer's own app that Entra ID refuses", () => {
  it('a wrong secret: the report answers the error state, the administration names the cause; nothing logs the secret', async () => {
    const saved = await useOwnApp('contoso', 'not-the-secret');
    expect(saved.verification).toEqual({ status: 'sign-in-refused', cause: 'invalid-secret', code: 'AADSTS7000215' });
    expect(saved.principal).toMatchObject({ lastFailure: { cause: 'invalid-secret', code: 'AADSTS7000215' } });
    const action = await portal.app.inject({ url: ApiPaths.action(102), headers: anna.headers() });
    expect(action.statusCode).toBe(502);
    expect(action.json()).toMatchObject({ statusCode: 502, message: expect.any(String) });
    expect((await refresh(102)).statusCode).toBe(502);
    const shown = (await admin('contoso')).json();
    expect(shown.principal).toEqual({
      tenantId: emulator().customerApps.contoso.tenantId,
      clientId: emulator().customerApps.contoso.clientId,
      secretSetAt: expect.any(String),
      lastFailure: { cause: 'invalid-secret', code: 'AADSTS7000215', at: expect.any(String) },
    });
    // Replacing the secret with the right one clears the failure.
    expect((await useOwnApp('contoso')).principal.lastFailure).toBeNull();
    expect((await refresh(102)).statusCode).toBe(200);
    const everything = JSON.stringify([lines, shown, db().prepare('SELECT * FROM audit_log').all()]);
    expect(everything).not.toContain('not-the-secret');
    expect(everything).not.toContain(emulator().customerApps.contoso.clientSecret);
  });

  it('an expired secret: embeds refused from then on, and the administration says the secret expired', async () => {
    await useOwnApp('contoso');
    expect((await refresh(102)).statusCode).toBe(200);
    emulator().expireClientSecret(emulator().customerApps.contoso.clientId);
    // A fresh embedding service: the token cached before the expiry is gone (as after an hour).
    const { ANALYTICS_FRAME_ORIGIN: _frames, ...env } = emulator().portalEnv;
    useReportEmbedding(
      portal.app.portal.config,
      new ReportEmbedding({ env: { ...env, POWERBI_EMBED_URL: 'https://app.powerbi.com' } }),
    );
    const refused = await portal.app.inject({ url: ApiPaths.action(102), headers: anna.headers() });
    expect(refused.statusCode).toBe(502);
    expect((await admin('contoso')).json().principal.lastFailure).toMatchObject({
      cause: 'expired-secret',
      code: 'AADSTS7000222',
    });
  });
});
