import { defineServerPlugin, DemoCustomers, DemoUsers, type ServerPluginDefinition } from '../plugin-api';
import {
  createTestPortal,
  flattenMenu,
  makeTempDir,
  menuOf,
  userHeaders,
  type TestPortal,
} from '../plugin-api/testing';
import bundled from './discovered-plugins';

/** A plugin that registers one route, then throws (e.g. a connector whose settings are missing). */
const failing = (id: string, extra: Partial<ServerPluginDefinition> = {}) =>
  defineServerPlugin({
    id,
    ...extra,
    routes(api) {
      api.route({ method: 'GET', url: `/api/${id}/ping`, summary: 'Ping', handler: () => ({ ok: true }) });
      throw new Error('CONNECTOR_URL is not set');
    },
  });

const lines: string[] = [];
const logger = { level: 'error', stream: { write: (line: string) => void lines.push(line) } };

describe('a server plugin that fails to register', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    const broken = failing('broken', {
      actionTypes: ['broken-view'],
      seed: (demo) =>
        demo.addActions(DemoCustomers.contoso, [
          { id: 9001, type: 'broken-view', title: 'Broken view', menu: { id: 9002, order: 30 } },
        ]),
    });
    portal = await createTestPortal({ plugins: { ...bundled, broken }, logger });
  });
  afterAll(() => portal.close());

  it('is disabled, logged with its id and reason, and the portal starts', async () => {
    expect(lines.some((line) => line.includes('"plugin":"broken"') && line.includes('CONNECTOR_URL is not set'))).toBe(
      true,
    );
    const headers = await userHeaders(portal.app, DemoUsers.anna);
    expect((await portal.app.inject({ method: 'GET', url: '/api/broken/ping', headers })).statusCode).toBe(404);
    const settings = (await portal.app.inject({ method: 'GET', url: '/app/publicsettings', headers })).json<{
      plugins: string[];
    }>();
    expect(settings.plugins).toContain('report');
    expect(settings.plugins).not.toContain('broken');
    const menu = flattenMenu(await menuOf(portal.app, headers));
    expect(menu.length).toBeGreaterThan(1);
    expect(menu.map((item) => item.id)).not.toContain(9002);
    expect((await portal.app.inject({ method: 'GET', url: '/api/action/9001/', headers })).statusCode).toBe(404);
  });

  it('is reported to provider administrators in GET /api/admin/plugins, without its action types', async () => {
    const headers = await userHeaders(portal.app, DemoUsers.petra);
    const answer = (await portal.app.inject({ method: 'GET', url: '/api/admin/plugins', headers })).json<{
      plugins: { id: string; actionTypes: string[] }[];
      failed: { pluginId: string; reason: string }[];
    }>();
    expect(answer.failed).toEqual([{ pluginId: 'broken', reason: 'CONNECTOR_URL is not set' }]);
    expect(answer.plugins.map((p) => p.id)).not.toContain('broken');
  });
});

describe('a start that a failing plugin stops', () => {
  const start = async (plugins: Record<string, ReturnType<typeof defineServerPlugin>>, config = {}) => {
    const dir = makeTempDir();
    try {
      const portal = await createTestPortal({ plugins, config, dir, seedDemo: false });
      await portal.close();
    } finally {
      dir.cleanup();
    }
  };

  it('with PLUGIN_FAILURE=refuse (pluginFailure: refuse)', async () => {
    await expect(start({ broken: failing('broken') }, { pluginFailure: 'refuse' })).rejects.toThrow(
      'Refusing to start (PLUGIN_FAILURE=refuse): plugin "broken" failed to register: CONNECTOR_URL is not set',
    );
  });

  it("whenever the plugin serves one of the spec's action types", async () => {
    await expect(start({ html: failing('html', { actionTypes: ['html'] }) })).rejects.toThrow(
      'Refusing to start: plugin "html" serves the spec\'s action type "html" and failed to register: CONNECTOR_URL is not set',
    );
  });
});
