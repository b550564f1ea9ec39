import { ApiPaths } from '../../../core/contract';
import { analyticsEmulator } from '../../../server/plugin-api';
import { createTestPortal, type TestPortal } from '../../../server/plugin-api/testing';

/**
 * What the report viewer relies on from the core in demo mode: the public setting that turns its emulator
 * adapter on, and the emulator's frame pages it embeds.
 */
let portal: TestPortal;
afterEach(async () => { await portal?.close(); });

describe('the analytics emulator the report plugin embeds', () => {
  it('declares the emulator adapter in demo mode only, unless turned off', async () => {
    portal = await createTestPortal({ config: { publicOrigin: 'http://localhost:18080' } });
    const settings = (await portal.app.inject({ url: ApiPaths.publicSettings })).json();
    expect(settings.analyticsEmulator).toEqual({ origin: 'http://localhost:18080' });
    const config = portal.app.portal.config;
    expect(analyticsEmulator.adapterEnabled(config, { ANALYTICS_EMULATOR_ADAPTER: 'off' })).toBe(false);
    expect(analyticsEmulator.adapterEnabled({ ...config, demoMode: false }, {})).toBe(false);
  });

  it('serves the frame page without inline script, embeddable by the portal', async () => {
    portal = await createTestPortal();
    for (const path of ['/emulator/reportEmbed?reportId=x&uid=1', '/emulator/dashboardEmbed?dashboardId=d', '/emulator/embed?tileId=t']) {
      const response = await portal.app.inject({ url: path });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<script src="/emulator/frame.js" defer></script>');
      expect(response.body).not.toMatch(/<script>(?!<\/script>)/);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['content-security-policy']).toContain('frame-ancestors *');
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
    const css = await portal.app.inject({ url: '/emulator/frame.css' });
    expect(css.headers['content-type']).toContain('text/css');
  });
});
