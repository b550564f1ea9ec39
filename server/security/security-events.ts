import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../core/contract';
import { isStateChange } from './csrf';
import type { SecurityLog } from './security-log';

const ADMIN_API = /^\/api\/admin(\/|$)/;

/** True when the answer starts a session (the sign-in succeeded). */
function setsSession(reply: FastifyReply): boolean {
  const header = reply.getHeader('set-cookie');
  const cookies = Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
  return cookies.some((cookie) => {
    const name = String(cookie).split('=', 1)[0];
    return name === SESSION_COOKIE || name === `__Host-${SESSION_COOKIE}`;
  });
}

/**
 * Records what only the answer tells: a sign-in attempt (one of `signInRoutes`, "METHOD /pattern") that
 * started no session (refused, 403: the account or its tenant may not sign in; failed otherwise), a 403
 * anywhere else (a permission denied by the session check, a route's guard or a handler), and an
 * administrator's change that succeeded. Refusals the security checks recorded themselves are not repeated.
 */
export function installSecurityEvents(
  app: FastifyInstance,
  securityLog: SecurityLog,
  signInRoutes: readonly string[],
): void {
  const signIns = new Set(signInRoutes);
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    if (securityLog.wasRecorded(request)) return done();
    const status = reply.statusCode;
    const route = request.routeOptions.url;
    if (route !== undefined && signIns.has(`${request.method} ${route}`)) {
      if (!setsSession(reply))
        securityLog.record(status === 403 ? 'sign_in_refused' : 'sign_in_failed', request, { status });
    } else if (status === 403) {
      securityLog.record('permission_denied', request, { status });
    } else if (route !== undefined && ADMIN_API.test(route) && isStateChange(request) && status < 400) {
      securityLog.record('admin_change', request, { status });
    }
    done();
  });
}
