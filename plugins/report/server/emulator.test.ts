import { ApiPaths } from '../../../core/contract';
import { createTestPortal, startPowerBiEmulator, type TestPortal } from '../../../server/plugin-api/testing';
import { DEMO_WORKSPACES } from './powerbi/workspaces';

/**
 * What the report viewer relies on in a demo: the public setting that sends its frames to the Power BI
 * emulator (ANALYTICS_FRAME_ORIGIN, demo mode only), the content policy that lets them in, and demo workspaces
 * the emulator serves.
 */
let portal: TestPortal;
afterEach(async () => {
  await portal?.close();
});

describe('the Power BI emulator the report plugin embeds in a demo', () => {
  it('is named by configuration only: the frame origin reaches the browser and the frame-src policy', async () => {
    portal = await createTestPortal({ config: { analyticsFrameOrigin: 'http://127.0.0.1:18081' } });
    const response = await portal.app.inject({ url: ApiPaths.publicSettings });
    expect(response.json().analyticsFrames).toEqual({ origin: 'http://127.0.0.1:18081' });
    const page = await portal.app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toMatch(/frame-src [^;]*http:\/\/127\.0\.0\.1:18081/);
  });

  it("is not there by default: the frames are the service's own", async () => {
    portal = await createTestPortal();
    expect((await portal.app.inject({ url: ApiPaths.publicSettings })).json().analyticsFrames).toBeNull();
    expect((await portal.app.inject({ url: '/emulator/reportEmbed?reportId=x' })).statusCode).toBe(404);
  });

  it('serves the demo workspaces the demo seed maps the demo customers to', async () => {
    const emulator = await startPowerBiEmulator();
    try {
      expect(emulator.workspaces).toEqual(DEMO_WORKSPACES);
    } finally {
      await emulator.close();
    }
  });
});
