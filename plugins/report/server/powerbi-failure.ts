import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../../server/plugin-api';
import { PowerBiError } from './powerbi/errors';

/**
 * Answers a Power BI failure as the portal's ApiError (404 as not available; 502/503 with the public message)
 * and logs its detail, which never holds a token. Anything else is rethrown.
 */
export function answerPowerBiFailure(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  what: string,
  actionId: number,
): FastifyReply {
  if (!(error instanceof PowerBiError)) throw error;
  request.log.warn({ plugin: 'report', actionId, status: error.status, detail: error.detail }, what);
  if (error.status === 404) throw new HttpError(404, error.publicMessage);
  return reply
    .code(error.status)
    .type('application/json; charset=utf-8')
    .send({ statusCode: error.status, error: STATUS_CODES[error.status], message: error.publicMessage });
}
