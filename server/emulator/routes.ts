import type { FastifyInstance } from 'fastify';
import { FRAME_CSS, framePageHtml } from './page';
import { registerPowerBiApi } from './rest/power-bi-api';
import { registerPowerBiListings } from './rest/listings';
import { registerExportToFile } from './rest/export-to-file';
import { registerTokenCheck } from './rest/token-check';
import { registerTokenEndpoint } from './rest/token-endpoint';
import { emulatorState } from './state';

/** The paths the client's embed URLs use (reportEmbed, dashboardEmbed, embed for tiles), under /emulator. */
export const EMULATOR_PAGES = ['/emulator/reportEmbed', '/emulator/dashboardEmbed', '/emulator/embed', '/emulator/visualEmbed'] as const;

/**
 * The emulator's own policy: the frame page is embedded by the portal (or, in browser tests, served as
 * https://app.powerbi.com), shows demo data only, and runs no inline script.
 */
const EMULATOR_CSP = [
  "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:",
  "connect-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'none'", 'frame-ancestors *',
].join('; ');

export async function registerEmulatorRoutes(app: FastifyInstance): Promise<void> {
  const config = app.portal.config;
  emulatorState(config).app = app;
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Content-Security-Policy', EMULATOR_CSP);
      reply.removeHeader('X-Frame-Options');
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      return payload;
    });
    const page = framePageHtml();
    for (const url of EMULATOR_PAGES) {
      scope.get(url, { config: { access: 'public' } }, async (_request, reply) => {
        reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
        return page;
      });
    }
    scope.get('/emulator/frame.css', { config: { access: 'public' } }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache').type('text/css; charset=utf-8');
      return FRAME_CSS;
    });
  });
  // The token endpoint and the REST API: machine calls authenticated by a client secret or a bearer token
  // (access 'machine': no session, no CSRF, no cookies), answering in Power BI's error shape.
  registerTokenEndpoint(app, config);
  registerPowerBiApi(app, config);
  registerPowerBiListings(app, config);
  registerExportToFile(app, config);
  // The frame's own backend: it checks the embed tokens the frame receives (no secret in the browser).
  registerTokenCheck(app, config);
}
