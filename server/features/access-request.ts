import * as z from 'zod/mini';
import { ApiPaths } from '../../core/contract';
import { statement } from '../db/statements';
import { HttpError } from '../http/errors';
import type { ServerFeature } from './feature';

/** The answer: when the (first) request was made; asking again changes nothing. */
export const AccessRequestAnswer = z.object({ requestedAt: z.string() });

/**
 * POST /api/account/access-request: a signed-in user who is not authorized (linked to no customer) asks the
 * provider for access. Stored once per user (202 with the moment of the first request); an authorized user
 * already has access (409).
 */
export const accessRequestFeature: ServerFeature = {
  name: 'access-request',
  routes(_app, deps) {
    deps.route({
      method: 'POST',
      url: ApiPaths.accessRequest,
      summary: 'A signed-in user linked to no customer asks the provider for access (stored once)',
      tags: ['account'],
      access: 'signed-in',
      body: z.optional(z.strictObject({})),
      response: AccessRequestAnswer,
      status: 202,
      errors: { 409: 'The user already has access' },
      handler: ({ user, reply }) => {
        if (!user) throw new HttpError(401, 'Not signed in.');
        if (user.isAuthorized) throw new HttpError(409, 'You already have access to this portal.');
        statement(deps.db, 'INSERT OR IGNORE INTO access_requests (user_id, requested_at) VALUES (?, ?)').run(
          user.userId,
          new Date().toISOString(),
        );
        const row = statement(deps.db, 'SELECT requested_at FROM access_requests WHERE user_id = ?').get(
          user.userId,
        ) as { requested_at: string };
        return reply.code(202).send({ requestedAt: row.requested_at });
      },
    });
  },
};
