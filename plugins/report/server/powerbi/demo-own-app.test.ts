import { DemoUsers } from '../../../../server/plugin-api';
import {
  createTestPortal,
  makeTempDir,
  signIn,
  switchCustomer,
  withPowerBiEmulator,
  type Browser,
  type TestPortal,
} from '../../../../server/plugin-api/testing';
import { setProcessEnv } from '../../../../server/plugin-api/testing/process-env';
import { CustomerWorkspace, ReportAdminPaths, ReportPaths } from '../../contract';
import reportPlugin from '../index';
import { DEMO_OWN_APP_VARIABLES, demoOwnAppProblems } from './demo-own-app';
import { ReportEmbedding, useReportEmbedding } from './embedding';
import { DEMO_WORKSPACES } from './workspaces';

/**
 * The demo as `npm start` runs it: the emulators' launcher hands the portal Fabrikam's own app registration
 * (POWERBI_DEMO_FABRIKAM_*), which the report plugin stores for Fabrikam at start; Contoso stays on the shared app.
 */
const emulator = withPowerBiEmulator({ each: true });
let portal: TestPortal;
let anna: Browser;
let restoreEnv = () => {};

const demoVariables = () =>
  Object.fromEntries(DEMO_OWN_APP_VARIABLES.map((name) => [name, emulator().portalEnv[name]!]));

afterEach(async () => {
  restoreEnv();
  await portal?.close();
});

/** The app (and profile) the emulator recorded for the embed token of the action. */
async function whoAskedFor(actionId: number) {
  const response = await portal.app.inject({ url: ReportPaths.refreshEmbedToken(actionId), headers: anna.headers() });
  expect(response.statusCode).toBe(200);
  const { clientId, profileId } = emulator().calls.generateTokenBodies.at(-1)!;
  return { clientId, profileId };
}

describe("the demo's customer on its own Power BI app", () => {
  describe('in a demo started with the variables', () => {
    beforeEach(async () => {
      restoreEnv = setProcessEnv(demoVariables());
      portal = await createTestPortal();
      const { ANALYTICS_FRAME_ORIGIN: _frames, ...env } = emulator().portalEnv;
      useReportEmbedding(
        portal.app.portal.config,
        new ReportEmbedding({ env: { ...env, POWERBI_EMBED_URL: 'https://app.powerbi.com' } }),
      );
      anna = await signIn(portal.app, DemoUsers.anna);
    });

    it("Fabrikam's embed tokens are asked by Fabrikam's own app, Contoso's by the shared app", async () => {
      expect(await whoAskedFor(102)).toEqual({ clientId: emulator().credentials.clientId, profileId: null });
      await switchCustomer(portal.app, anna, 'fabrikam');
      const fabrikamApp = emulator().customerApps.fabrikam;
      expect(fabrikamApp.clientId).not.toBe(emulator().credentials.clientId);
      expect(await whoAskedFor(201)).toEqual({ clientId: fabrikamApp.clientId, profileId: null });

      // The administration shows it as Fabrikam's own app registration, its secret stored, never shown.
      const petra = await signIn(portal.app, DemoUsers.petra);
      const settings = await portal.app.inject({
        url: ReportAdminPaths.workspace('fabrikam'),
        headers: petra.headers(),
      });
      const workspace = CustomerWorkspace.parse(settings.json());
      expect(workspace).toMatchObject({
        workspaceId: DEMO_WORKSPACES.fabrikam,
        principal: { tenantId: fabrikamApp.tenantId, clientId: fabrikamApp.clientId, lastFailure: null },
      });
      expect(workspace.principal!.secretSetAt).not.toBeNull();
      expect(settings.body).not.toContain(fabrikamApp.clientSecret);
    });
  });

  it('is left out outside demo mode, and a production start refuses the variables', async () => {
    // A database the demo seeded, started again with DEMO_MODE off and the variables set.
    const dir = makeTempDir();
    try {
      await (await createTestPortal({ dir })).close();
      restoreEnv = setProcessEnv(demoVariables());
      portal = await createTestPortal({ dir, config: { demoMode: false } });
      const stored = portal.app.portal.db
        .prepare(
          'SELECT workspace_id AS workspaceId, principal_client_id AS clientId FROM report_workspaces WHERE customer_id = ?',
        )
        .get('fabrikam');
      expect(stored).toEqual({ workspaceId: DEMO_WORKSPACES.fabrikam, clientId: null });
    } finally {
      await portal.close();
      dir.cleanup();
    }
    expect(reportPlugin.productionProblems).toBe(demoOwnAppProblems);
    expect(demoOwnAppProblems(demoVariables())).toEqual(
      DEMO_OWN_APP_VARIABLES.map((name) => expect.stringContaining(`${name} is for demo mode only`)),
    );
    expect(demoOwnAppProblems({})).toEqual([]);
  });
});
