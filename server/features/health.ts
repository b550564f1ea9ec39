import type Database from 'better-sqlite3';
import * as z from 'zod/mini';
import type { ServerFeature } from './feature';

/**
 * The health check's path (the Dockerfile's HEALTHCHECK, a load balancer's probe). It is answered under any
 * host name, since a probe asks by address (127.0.0.1, the container's IP) and not under PUBLIC_ORIGIN: the
 * canonical-host rule leaves this one path alone (server/http/canonical-host.ts) and holds for every other.
 */
export const HEALTH_PATH = '/healthz';

const HealthAnswer = z.object({ status: z.enum(['ok', 'unavailable']) });

/** One trivial query: the process answers and its database (the SQLite file, or PostgreSQL) does too. */
function databaseProblem(db: Database.Database): string | null {
  try {
    return db.prepare('SELECT 1 AS up').pluck().get() === 1 ? null : 'SELECT 1 did not answer 1';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** GET /healthz: 200 `{ status: "ok" }`, or 503 `{ status: "unavailable" }` when the database does not answer. No session, nothing else read. */
export const healthFeature: ServerFeature = {
  name: 'health',
  routes(_app, deps) {
    deps.route({
      method: 'GET',
      url: HEALTH_PATH,
      summary: 'Health check: the server and its database answer (no session; any host name)',
      tags: ['health'],
      access: 'public',
      compress: false,
      response: HealthAnswer,
      handler: ({ reply, request }) => {
        reply.header('Cache-Control', 'no-store');
        const problem = databaseProblem(deps.db);
        if (!problem) return { status: 'ok' as const };
        request.log.error(`Health check: the database does not answer: ${problem}`);
        return reply.code(503).send({ status: 'unavailable' });
      },
    });
  },
};
