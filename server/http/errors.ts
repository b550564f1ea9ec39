import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../core/contract';

/**
 * An error a handler throws to answer with an ApiError: a 4xx, or 502/503/504 when a service the server
 * depends on failed (its message then says so; the handler logs the details).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function apiError(statusCode: number, message: string): ApiError {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

export function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(apiError(statusCode, message));
}

const UPSTREAM_FAILURES = new Set([502, 503, 504]);

/**
 * Every error becomes an ApiError: 4xx keep their status and message, an HttpError's 502/503/504 too (an
 * upstream service failed, said deliberately), anything else is a logged 500 with no details.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const code = typeof error.statusCode === 'number' ? error.statusCode : 500;
    const status =
      (code >= 400 && code < 500) || (error instanceof HttpError && UPSTREAM_FAILURES.has(code)) ? code : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, 'Something went wrong on the server.');
    }
    return sendError(reply, status, friendly(error));
  });
}

function friendly(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send application/json.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty but the content type is application/json.';
    default:
      return error.message || 'Bad request.';
  }
}
