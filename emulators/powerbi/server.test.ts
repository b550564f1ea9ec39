import { startPowerBiEmulator, type PowerBiEmulator } from './server';

/** The emulator's own listener: its frame pages, and the settings it hands the portal. */
let emulator: PowerBiEmulator;
beforeAll(async () => {
  emulator = await startPowerBiEmulator();
});
afterAll(async () => {
  await emulator?.close();
});

describe('the Power BI emulator', () => {
  it('serves the frame page without inline script, embeddable by the portal', async () => {
    for (const path of [
      '/emulator/reportEmbed?reportId=x&uid=1',
      '/emulator/dashboardEmbed?dashboardId=d',
      '/emulator/embed?tileId=t',
    ]) {
      const response = await fetch(`${emulator.origin}${path}`);
      expect(response.status).toBe(200);
      const body = await response.text();
      expect(body).toContain('<script src="/emulator/frame.js" defer></script>');
      expect(body).not.toMatch(/<script>(?!<\/script>)/);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('content-security-policy')).toContain('frame-ancestors *');
      expect(response.headers.get('x-frame-options')).toBeNull();
    }
    expect((await fetch(`${emulator.origin}/emulator/frame.css`)).headers.get('content-type')).toContain('text/css');
  });

  it('hands the portal the settings a deployment sets for the real service, pointing at itself', () => {
    expect(emulator.portalEnv).toEqual({
      POWERBI_AUTHORITY_URL: `${emulator.origin}/emulator`,
      POWERBI_API_URL: `${emulator.origin}/emulator`,
      POWERBI_TENANT_ID: emulator.credentials.tenantId,
      POWERBI_CLIENT_ID: emulator.credentials.clientId,
      POWERBI_CLIENT_SECRET: emulator.credentials.clientSecret,
      POWERBI_DEMO_FABRIKAM_TENANT_ID: emulator.customerApps.fabrikam.tenantId,
      POWERBI_DEMO_FABRIKAM_CLIENT_ID: emulator.customerApps.fabrikam.clientId,
      POWERBI_DEMO_FABRIKAM_CLIENT_SECRET: emulator.customerApps.fabrikam.clientSecret,
      ANALYTICS_FRAME_ORIGIN: emulator.origin,
    });
    expect(emulator.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});
