import {
  findCustomerLogo,
  LOGO_EXTENSIONS,
  LOGO_PATH,
  LOGO_UPLOAD_BODY_LIMIT,
  LOGO_UPLOAD_PATH,
} from '../admin/customer-logo';
import { sendError } from '../http/errors';
import type { ServerFeature } from './feature';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * GET /branding/logo/<customerId>/<hash>.<ext>: a customer's uploaded logo, public (the top bar shows it before
 * sign-in too). The address holds the content hash, so the answer never changes and may be cached for good;
 * an old hash is a 404. The type is the one sniffed from the bytes at upload, and nosniff keeps it so.
 */
export const brandingLogoFeature: ServerFeature = {
  name: 'branding-logo',
  routes(app, deps) {
    // Every body is limited to 64 kB; the logo upload (a plugin route, registered later) carries up to 256 kB of
    // image. The route spec has no body limit of its own, so the limit is raised here, for that route only.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (route.url === LOGO_UPLOAD_PATH && methods.includes('POST')) route.bodyLimit = LOGO_UPLOAD_BODY_LIMIT;
    });
    app.get(`${LOGO_PATH}/:customerId/:file`, { config: { access: 'public' } }, (request, reply) => {
      const { customerId, file } = request.params as { customerId: string; file: string };
      const logo = findCustomerLogo(deps.db, customerId);
      if (!logo || file !== `${logo.hash}.${LOGO_EXTENSIONS[logo.contentType]}`)
        return sendError(reply, 404, 'There is no such logo.');
      return reply
        .header('Content-Type', logo.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(logo.data);
    });
  },
};
