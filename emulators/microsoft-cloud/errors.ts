import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { ApiName } from './api-of';

/** Entra's OAuth error body (AADSTS codes), as the token endpoint answers it. */
export function entraError(error: string, aadsts: number, description: string) {
  return {
    error,
    error_description: `AADSTS${aadsts}: ${description} Trace ID: ${randomUUID()} Correlation ID: ${randomUUID()} Timestamp: ${new Date().toISOString()}`,
    error_codes: [aadsts],
    timestamp: new Date().toISOString().replace('T', ' ').slice(0, 19) + 'Z',
    trace_id: randomUUID(),
    correlation_id: randomUUID(),
    error_uri: `https://login.microsoftonline.com/error?code=${aadsts}`,
  };
}

/** The error body each service answers with (Graph's odata error, ARM's error response, Partner Center's error). */
export function errorBody(api: ApiName, code: string, message: string): unknown {
  switch (api) {
    case 'entra':
      // AADSTS90055: TenantThrottlingError; AADSTS50000: TokenIssuanceError (the service failed).
      return code === 'TooManyRequests'
        ? entraError('temporarily_unavailable', 90055, message)
        : entraError('server_error', 50000, message);
    case 'graph':
      return {
        error: {
          code,
          message,
          innerError: {
            date: new Date().toISOString().slice(0, 19),
            'request-id': randomUUID(),
            'client-request-id': randomUUID(),
          },
        },
      };
    case 'partnerCenter':
      return { code, description: message, data: [], source: 'PartnerFD' };
    default:
      return { error: { code, message } };
  }
}

export function sendError(
  reply: FastifyReply,
  api: ApiName,
  status: number,
  code: string,
  message: string,
): FastifyReply {
  if (api === 'partnerCenter' && status === 401)
    reply.header('www-authenticate', 'OAuth realm=urn:cpsvc:cpid:emulator');
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(api, code, message));
}
